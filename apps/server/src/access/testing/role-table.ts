import type { ContributorRoleName } from '@atelier/schema'

/**
 * The SPEC §3 contributor roles × editor permissions, written out by hand: the oracle the access
 * tests hold `role-permissions.ts` and the routes to. Never derive it from the code under test;
 * a change of what a role may do is a change of this table too, made on purpose.
 *
 * `edit`: every call of the area; `view`: its reading calls only (GET, HEAD); `none`: nothing.
 * Every member, whatever the role, may ask who they are (`member`), so it has no column.
 */
export type Access = 'edit' | 'view' | 'none'

export const areas = [
  'pages',
  'content',
  'files',
  'styles',
  'store',
  'website',
  'analytics',
  'people',
] as const
export type Area = (typeof areas)[number]

// prettier-ignore
const rows: Readonly<Record<ContributorRoleName, readonly Access[]>> = {
  //                   pages   content files   styles  store   website analytics people
  admin:              ['edit', 'edit', 'edit', 'edit', 'edit', 'edit', 'edit', 'edit'],
  'website-manager':  ['edit', 'edit', 'edit', 'edit', 'edit', 'edit', 'edit', 'none'],
  editor:             ['edit', 'edit', 'edit', 'edit', 'none', 'none', 'none', 'none'],
  'store-manager':    ['none', 'none', 'edit', 'none', 'edit', 'none', 'view', 'none'],
  reporting:          ['none', 'none', 'none', 'none', 'none', 'none', 'edit', 'none'],
  viewer:             ['view', 'view', 'view', 'view', 'view', 'view', 'view', 'none'],
  billing:            ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
  moderator:          ['view', 'view', 'none', 'none', 'none', 'none', 'none', 'none'],
  commenter:          ['view', 'view', 'none', 'none', 'none', 'none', 'none', 'none'],
  'campaigns-editor': ['none', 'view', 'none', 'none', 'none', 'none', 'view', 'none'],
  scheduling:         ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
  'scheduling-viewer':['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
  'scheduling-editor':['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
  none:               ['none', 'none', 'none', 'none', 'none', 'none', 'none', 'none'],
}

/** What `role` may do in `area`, from the table above. */
export function tableAccess(role: ContributorRoleName, area: Area): Access {
  return rows[role][areas.indexOf(area)] as Access
}

export const tableRoles = Object.keys(rows) as ContributorRoleName[]
