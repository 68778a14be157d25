/** SPEC §3 contributor roles. */
export const ContributorRole = {
  admin: 1,
  billing: 2,
  reporting: 3,
  editor: 4,
  moderator: 6,
  commenter: 7,
  'store-manager': 8,
  scheduling: 9,
  viewer: 10,
  'campaigns-editor': 11,
  'scheduling-viewer': 12,
  'scheduling-editor': 13,
  none: 14,
  'website-manager': 15,
} as const

export type ContributorRoleName = keyof typeof ContributorRole
export type ContributorRoleCode = (typeof ContributorRole)[ContributorRoleName]
