import { ContributorRole } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { permissionsOf, roleAllows, roleCode, roleName } from './role-permissions.js'

describe('role permissions', () => {
  it('lets an admin do everything and a website manager everything but people', () => {
    expect(roleAllows(ContributorRole.admin, 'people', 'DELETE')).toBe(true)
    expect(roleAllows(ContributorRole['website-manager'], 'store', 'PUT')).toBe(true)
    expect(roleAllows(ContributorRole['website-manager'], 'people', 'GET')).toBe(false)
  })

  it('tells reading from changing by the method: a viewer reads, never writes', () => {
    expect(roleAllows(ContributorRole.viewer, 'pages', 'GET')).toBe(true)
    expect(roleAllows(ContributorRole.viewer, 'pages', 'HEAD')).toBe(true)
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(roleAllows(ContributorRole.viewer, 'pages', method)).toBe(false)
    }
    expect(roleAllows(ContributorRole.viewer, 'people', 'GET')).toBe(false)
  })

  it('keeps exports of personal data from those who may only read the area', () => {
    const personalData = { personalData: true }
    expect(roleAllows(ContributorRole.viewer, 'store', 'GET')).toBe(true)
    expect(roleAllows(ContributorRole.viewer, 'store', 'GET', personalData)).toBe(false)
    expect(roleAllows(ContributorRole.viewer, 'website', 'GET', personalData)).toBe(false)
    expect(roleAllows(ContributorRole['store-manager'], 'store', 'GET', personalData)).toBe(true)
    expect(roleAllows(ContributorRole['website-manager'], 'website', 'GET', personalData)).toBe(
      true,
    )
  })

  it('gives a store manager the store and files, and the dashboards to read', () => {
    const access = permissionsOf(ContributorRole['store-manager'])
    expect(access).toEqual({ edit: ['store', 'files'], view: ['store', 'files', 'analytics'] })
    expect(roleAllows(ContributorRole['store-manager'], 'pages', 'GET')).toBe(false)
    expect(roleAllows(ContributorRole['store-manager'], 'analytics', 'POST')).toBe(false)
  })

  it('lets every member, even role none, ask who they are; an unknown code nothing', () => {
    expect(roleAllows(ContributorRole.none, 'member', 'GET')).toBe(true)
    expect(roleAllows(ContributorRole.none, 'pages', 'GET')).toBe(false)
    expect(roleAllows(5, 'member', 'GET')).toBe(false)
    expect(roleAllows(ContributorRole.billing, 'store', 'GET')).toBe(false)
  })

  it('names roles in kebab-case both ways', () => {
    expect(roleCode('store-manager')).toBe(8)
    expect(roleCode('toString')).toBeUndefined()
    expect(roleName(15)).toBe('website-manager')
  })
})
