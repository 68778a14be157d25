import { describe, expect, it } from 'vitest'
import { PagePermissionType, pagePermissionTypeOf } from './page-permission-type.js'

describe('pagePermissionTypeOf', () => {
  it('numbers public 1, password-protected 2 and member-only 3', () => {
    expect(pagePermissionTypeOf({ passwordProtected: false, memberOnly: false })).toBe(1)
    expect(pagePermissionTypeOf({ passwordProtected: true, memberOnly: false })).toBe(2)
    expect(pagePermissionTypeOf({ passwordProtected: false, memberOnly: true })).toBe(3)
  })

  it('calls a member-only page with a password member-only', () => {
    expect(pagePermissionTypeOf({ passwordProtected: true, memberOnly: true })).toBe(
      PagePermissionType.memberOnly,
    )
  })
})
