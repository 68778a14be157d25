import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import {
  DEFAULT_GALLERY_SETTINGS,
  GALLERY_RANGES,
  clampGallerySettings,
  gallerySettingsSchema,
} from './gallery-settings.js'

describe('gallery settings', () => {
  it('fills SPEC defaults', () => {
    expect(DEFAULT_GALLERY_SETTINGS).toMatchObject({
      design: 'grid',
      autoplay: false,
      'autoplay-duration': 5,
      'auto-crop': true,
      'aspect-ratio': 'square',
      'thumbnail-strip-height': 80,
      'thumbnail-strip-margin': 20,
      'thumbnails-per-row': 4,
      padding: 20,
      lightboxTheme: 'dark',
      'max-width': 300,
    })
  })

  const cases = [
    ['autoplay-duration', 1, 10],
    ['thumbnail-strip-height', 0, 200],
    ['thumbnail-strip-margin', 0, 60],
    ['thumbnails-per-row', 1, 10],
    ['padding', 0, 50],
    ['max-width', 100, 300],
  ] as const

  it.each(cases)('accepts %s at both ends of %i-%i', (name, min, max) => {
    expect(GALLERY_RANGES[name]).toMatchObject({ min, max })
    expect(parseWith(gallerySettingsSchema, { [name]: min })).toMatchObject({
      ok: true,
      value: { [name]: min },
    })
    expect(parseWith(gallerySettingsSchema, { [name]: max })).toMatchObject({
      ok: true,
      value: { [name]: max },
    })
  })

  it.each(cases)('rejects %s outside %i-%i', (name, min, max) => {
    const message = `${name} must be a whole number from ${min} to ${max}.`
    for (const value of [min - 1, max + 1, min + 0.5]) {
      expect(parseWith(gallerySettingsSchema, { [name]: value })).toEqual({
        ok: false,
        issues: [{ path: name, message }],
      })
    }
  })

  it.each(cases)('clamps %s into %i-%i', (name, min, max) => {
    expect(clampGallerySettings({ [name]: min - 100 })[name]).toBe(min)
    expect(clampGallerySettings({ [name]: max + 100 })[name]).toBe(max)
    expect(clampGallerySettings({ [name]: 'x' })[name]).toBe(GALLERY_RANGES[name].default)
  })

  it('rejects choices outside the lists', () => {
    for (const [name, value] of [
      ['design', 'masonry'],
      ['aspect-ratio', 'cinema'],
      ['meta-position', 'middle'],
      ['active-alignment', 'justify'],
      ['lightboxTheme', 'blue'],
    ]) {
      const result = parseWith(gallerySettingsSchema, { [name]: value })
      expect(result.ok).toBe(false)
    }
    expect(
      parseWith(gallerySettingsSchema, { design: 'stacked', lightboxTheme: 'light' }),
    ).toMatchObject({
      ok: true,
      value: { design: 'stacked', lightboxTheme: 'light' },
    })
  })

  it('clamps: unknown choices fall back to the default, good ones are kept', () => {
    const settings = clampGallerySettings({
      design: 'masonry',
      'aspect-ratio': 'widescreen',
      autoplay: true,
    })
    expect(settings.design).toBe('grid')
    expect(settings['aspect-ratio']).toBe('widescreen')
    expect(settings.autoplay).toBe(true)
    expect(clampGallerySettings(null)).toEqual(DEFAULT_GALLERY_SETTINGS)
  })
})
