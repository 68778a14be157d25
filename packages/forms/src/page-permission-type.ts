/**
 * SPEC §3 form save payload `pagePermissionTypeValue`: who may open the page the form was sent
 * from. SPEC names the field, not its values; Atelier numbers them here, public staying 1 (the value
 * older clients send): 1 public, 2 password-protected (the visitor entered the page password),
 * 3 member-only (site members only).
 */
export const PagePermissionType = {
  public: 1,
  passwordProtected: 2,
  memberOnly: 3,
} as const

export type PagePermissionTypeValue = (typeof PagePermissionType)[keyof typeof PagePermissionType]

export const PAGE_PERMISSION_TYPE_VALUES: readonly PagePermissionTypeValue[] =
  Object.values(PagePermissionType)

/** The permission of a page from its collection's settings; member-only wins over a password. */
export function pagePermissionTypeOf(page: {
  passwordProtected: boolean
  memberOnly: boolean
}): PagePermissionTypeValue {
  if (page.memberOnly) return PagePermissionType.memberOnly
  if (page.passwordProtected) return PagePermissionType.passwordProtected
  return PagePermissionType.public
}
