import { ContributorRole } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { permissionsOf, roleAllows } from './role-permissions.js'
import { areas, specRoleCodes, tableAccess, tableRoles } from './testing/role-table.js'

const changing = ['POST', 'PUT', 'PATCH', 'DELETE'] as const
const reading = ['GET', 'HEAD'] as const

describe('the SPEC §3 role table, written out', () => {
  it('names exactly the SPEC roles with their SPEC codes', () => {
    expect({ ...ContributorRole }).toEqual(specRoleCodes)
    expect([...tableRoles].sort()).toEqual(Object.keys(specRoleCodes).sort())
  })

  // One test per role, so a failure names the role whose rights changed.
  for (const role of tableRoles) {
    it(`gives ${role} exactly the rights of its row`, () => {
      const code = specRoleCodes[role]
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
