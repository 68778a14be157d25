import { ContributorRole } from '@atelier/schema'
import { describe, expect, expectTypeOf, it } from 'vitest'
import type { EditorPermission } from './editor-access.js'
import { permissionsOf, roleAllows } from './role-permissions.js'
import type { Area } from './testing/role-table.js'
import { areas, tableAccess, tableRoles } from './testing/role-table.js'

const changing = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const reading = ['GET', 'HEAD'] as const

describe('the SPEC §3 role table, written out', () => {
  // The codes themselves are pinned to SPEC §3 by the schema's enumeration test.
  it('has a row for every SPEC role and a column for every permission', () => {
    expect([...tableRoles].sort()).toEqual(Object.keys(ContributorRole).sort())
    // A permission added to the code and not to the table fails the typecheck of the tests.
    expectTypeOf<Area | 'member'>().toEqualTypeOf<EditorPermission>()
  })

  // One test per role, so a failure names the role whose rights changed.
  for (const role of tableRoles) {
    it(`gives ${role} exactly the rights of its row`, () => {
      const code = ContributorRole[role]
      const wrong: string[] = []
      for (const area of areas) {
        const access = tableAccess(role, area)
        for (const method of reading) {
          if (roleAllows(code, area, method) !== (access !== 'none'))
            wrong.push(`${method} ${area}: table says ${access}`)
        }
        for (const method of changing) {
          if (roleAllows(code, area, method) !== (access === 'edit'))
            wrong.push(`${method} ${area}: table says ${access}`)
        }
      }
      expect(wrong).toEqual([])
      // What the editor is told the role reaches says the same.
      expect(permissionsOf(code)).toEqual({
        edit: expect.arrayContaining(areas.filter((area) => tableAccess(role, area) === 'edit')),
        view: expect.arrayContaining(areas.filter((area) => tableAccess(role, area) !== 'none')),
      })
      expect(permissionsOf(code).edit).toHaveLength(
        areas.filter((area) => tableAccess(role, area) === 'edit').length,
      )
      expect(permissionsOf(code).view).toHaveLength(
        areas.filter((area) => tableAccess(role, area) !== 'none').length,
      )
      // Every member may ask who they are.
      expect(roleAllows(code, 'member', 'GET')).toBe(true)
    })
  }
})
