import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { websiteSchema } from './website.js'

describe('website', () => {
  it('defaults to New York time, en-US and US dollars', () => {
    const result = parseWith(websiteSchema, { id: 'w1', title: 'Bakery' })
    expect(result).toMatchObject({
      ok: true,
      value: {
        schemaVersion: 1,
        timeZone: 'America/New_York',
        locale: 'en-US',
        currency: 'USD',
        socialAccounts: [],
        settings: {
          storeSettings: {
            multipleQuantityAllowedForServices: true,
            minimumOrderSubtotalCents: 0,
            restockNotificationsEnabled: false,
            restockMailingListSignUpEnabled: false,
            restockMailingListOptInByDefault: false,
            currency: 'USD',
          },
          commentsEnabled: false,
          simpleLikingEnabled: false,
          captchaSettings: { enabled: false, siteKey: '' },
        },
        popupOverlay: { enabled: false, title: '', body: [], version: 1 },
      },
    })
  })

  it('accepts any of the 27 currencies and a logo', () => {
    const result = parseWith(websiteSchema, {
      id: 'w1',
      title: 'Bakery',
      currency: 'JPY',
      logo: { fileId: 'logo' },
      socialAccounts: [{ service: 'instagram', url: 'https://instagram.com/bakery' }],
    })
    expect(result).toMatchObject({ ok: true, value: { currency: 'JPY', logo: { fileId: 'logo' } } })
  })

  it('refuses other currencies, a missing title and a negative minimum subtotal', () => {
    expect(parseWith(websiteSchema, { id: 'w1', title: 'B', currency: 'CNY' })).toEqual({
      ok: false,
      issues: [
        { path: 'currency', message: 'The currency must be one of the 27 supported currencies.' },
      ],
    })
    expect(parseWith(websiteSchema, { id: 'w1', title: '' })).toEqual({
      ok: false,
      issues: [{ path: 'title', message: 'A site needs a title.' }],
    })
    expect(
      parseWith(websiteSchema, {
        id: 'w1',
        title: 'B',
        settings: { storeSettings: { minimumOrderSubtotalCents: -1 } },
      }),
    ).toEqual({
      ok: false,
      issues: [
        {
          path: 'settings.storeSettings.minimumOrderSubtotalCents',
          message: 'Amounts cannot be negative.',
        },
      ],
    })
  })

  it('refuses a popup version below 1 and a newer schema version', () => {
    expect(parseWith(websiteSchema, { id: 'w', title: 'B', popupOverlay: { version: 0 } }).ok).toBe(
      false,
    )
    expect(parseWith(websiteSchema, { schemaVersion: 9, id: 'w', title: 'B' })).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Website schemaVersion 9 is newer than supported version 1.' }],
    })
  })
})
