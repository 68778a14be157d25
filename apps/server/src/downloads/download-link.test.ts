import { describe, expect, it } from 'vitest'
import { downloadPath, verifyDownloadSignature } from './download-link.js'

describe('signed download links', () => {
  const expires = new Date('2030-01-01T00:00:00Z')
  const path = downloadPath('secret', 'grant1', expires)
  const sig = new URL(path, 'http://x').searchParams.get('sig') ?? ''

  it('verify with the secret, grant and expiry they were made with', () => {
    expect(path).toMatch(/^\/api\/commerce\/downloads\/grant1\?expires=1893456000000&sig=/)
    expect(verifyDownloadSignature('secret', 'grant1', expires.getTime(), sig)).toBe(true)
  })

  it('fail when any part is changed', () => {
    expect(verifyDownloadSignature('other', 'grant1', expires.getTime(), sig)).toBe(false)
    expect(verifyDownloadSignature('secret', 'grant2', expires.getTime(), sig)).toBe(false)
    expect(verifyDownloadSignature('secret', 'grant1', expires.getTime() + 1, sig)).toBe(false)
    expect(verifyDownloadSignature('secret', 'grant1', expires.getTime(), 'short')).toBe(false)
  })
})
