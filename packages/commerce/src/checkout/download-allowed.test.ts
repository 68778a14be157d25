import { describe, expect, it } from 'vitest'
import { downloadAllowed } from './download-allowed.js'

const now = new Date('2026-06-01T00:00:00.000Z')

describe('downloadAllowed', () => {
  it('allows a download within the limit and the time, counting what is left', () => {
    expect(
      downloadAllowed({ expiresAt: now.getTime() + 1, downloads: 2, maxDownloads: 5, now }),
    ).toEqual({
      ok: true,
      remaining: 2,
    })
    expect(downloadAllowed({ expiresAt: null, downloads: 99, maxDownloads: null, now })).toEqual({
      ok: true,
      remaining: null,
    })
  })

  it('refuses from the expiry instant on', () => {
    expect(
      downloadAllowed({ expiresAt: now.getTime(), downloads: 0, maxDownloads: 5, now }),
    ).toEqual({
      ok: false,
      code: 'expired',
      message: 'This download link has expired.',
    })
  })

  it('refuses once the download limit is reached', () => {
    expect(downloadAllowed({ expiresAt: null, downloads: 5, maxDownloads: 5, now })).toEqual({
      ok: false,
      code: 'limit-reached',
      message: 'This file has reached its download limit.',
    })
  })
})
