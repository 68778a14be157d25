import { DEFAULT_GALLERY_SETTINGS, GALLERY_RANGES } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { GALLERY_FIELDS, readPath, writePath } from './block-fields.js'

describe('block fields', () => {
  it('offers every gallery setting of SPEC §3 with its range', () => {
    const names = GALLERY_FIELDS.map((field) => field.path.replace('settings.', ''))
    expect(names.sort()).toEqual(Object.keys(DEFAULT_GALLERY_SETTINGS).sort())
    const padding = GALLERY_FIELDS.find((field) => field.path === 'settings.padding')
    expect(padding).toMatchObject({ kind: 'number', min: 0, max: 50, label: 'Padding (0–50)' })
    expect(GALLERY_RANGES['max-width']).toMatchObject({ min: 100, max: 300, default: 300 })
  })

  it('reads and writes nested settings without touching the original', () => {
    const value = { location: { addressLine1: 'Main St' }, zoom: 12 }
    const next = writePath(value, 'location.mapLat', 52.5)
    expect(readPath(next, 'location.mapLat')).toBe(52.5)
    expect(readPath(next, 'location.addressLine1')).toBe('Main St')
    expect(value.location).toEqual({ addressLine1: 'Main St' })
    expect(writePath(next, 'location.mapLat', undefined)).toEqual(value)
  })
})
