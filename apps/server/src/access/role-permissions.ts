import { ContributorRole } from '@atelier/schema'
import type { ContributorRoleCode, ContributorRoleName } from '@atelier/schema'
import type { EditorPermission } from './editor-access.js'

/**
 * What each SPEC §3 contributor role may do, written once. `edit` is every call of the area,
 * `view` only its reading calls (GET and HEAD): a viewer sees the store but cannot change it.
 * `member` (the session and `/api/editor/me`) is every member's, so the editor can tell a person
 * what their role allows. Anchored on Shopify staff and Squarespace contributor permissions; roles
 * for features Atelier does not have (comments, scheduling, campaigns) read what they would need.
 */
export interface RoleAccess {
  edit: readonly EditorPermission[]
  view: readonly EditorPermission[]
}

const content: readonly EditorPermission[] = ['pages', 'content', 'files', 'styles']
const everythingButPeople: readonly EditorPermission[] = [
  ...content,
  'store',
  'website',
  'analytics',
]

export const rolePermissions: Record<ContributorRoleName, RoleAccess> = {
  admin: { edit: [...everythingButPeople, 'people'], view: [] },
  'website-manager': { edit: everythingButPeople, view: [] },
  editor: { edit: content, view: [] },
  'store-manager': { edit: ['store', 'files'], view: ['analytics'] },
  reporting: { edit: ['analytics'], view: [] },
  viewer: { edit: [], view: everythingButPeople },
  billing: { edit: [], view: [] },
  moderator: { edit: [], view: ['pages', 'content'] },
  commenter: { edit: [], view: ['pages', 'content'] },
  'campaigns-editor': { edit: [], view: ['content', 'analytics'] },
  scheduling: { edit: [], view: [] },
  'scheduling-viewer': { edit: [], view: [] },
  'scheduling-editor': { edit: [], view: [] },
  none: { edit: [], view: [] },
}

const names = new Map<number, ContributorRoleName>(
  Object.entries(ContributorRole).map(([name, code]) => [code, name as ContributorRoleName]),
)

export function roleName(code: number): ContributorRoleName | undefined {
  return names.get(code)
}

export function roleCode(name: string): ContributorRoleCode | undefined {
  return Object.hasOwn(ContributorRole, name)
    ? ContributorRole[name as ContributorRoleName]
    : undefined
}

/** Reading calls: what a `view` permission lets through. */
export function isReadingMethod(method: string): boolean {
  return method === 'GET' || method === 'HEAD'
}

/**
 * Whether a member holding `role` may make a call of `method` guarded by `permission`. A call
 * that exports personal data (`personalData`) needs the edit grant whatever its method.
 */
export function roleAllows(
  role: number,
  permission: EditorPermission,
  method: string,
  call: { personalData?: boolean } = {},
): boolean {
  const name = roleName(role)
  if (name === undefined) return false
  if (permission === 'member') return true
  const access = rolePermissions[name]
  if (access.edit.includes(permission)) return true
  return call.personalData !== true && isReadingMethod(method) && access.view.includes(permission)
}

/** The areas a role reaches, for the editor to show and hide its screens. */
export function permissionsOf(role: number): {
  edit: EditorPermission[]
  view: EditorPermission[]
} {
  const name = roleName(role)
  if (name === undefined) return { edit: [], view: [] }
  const access = rolePermissions[name]
  const edit = [...access.edit]
  return { edit, view: [...new Set([...edit, ...access.view])] }
}
