import { describe, expect, it } from 'vitest'
import { isPrivateAddress } from './private-addresses.js'
import { checkTargetUrl, loopbackAllowed } from './target-url.js'
import { webhookStrings } from './webhook-strings.js'

const production = { allowLoopback: false }
const development = { allowLoopback: true }

describe('webhook target addresses', () => {
  it('takes public https addresses', () => {
    expect(checkTargetUrl(' https://hooks.zapier.com/hooks/catch/1/abc ', production)).toEqual({
      ok: true,
      url: 'https://hooks.zapier.com/hooks/catch/1/abc',
    })
  })

  it('refuses plain http, except for localhost while developing', () => {
    expect(checkTargetUrl('http://example.com/hook', production)).toEqual({
      ok: false,
      message: webhookStrings.urlNotHttps,
    })
    expect(checkTargetUrl('http://example.com/hook', development).ok).toBe(false)
    expect(checkTargetUrl('http://127.0.0.1:4000/hook', development).ok).toBe(true)
    expect(checkTargetUrl('http://localhost:4000/hook', development).ok).toBe(true)
    expect(checkTargetUrl('http://localhost:4000/hook', production).ok).toBe(false)
  })

  it('refuses private, loopback and metadata addresses in production', () => {
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::ffff:10.0.0.1]/hook',
      'https://db.localhost/hook',
    ]) {
      expect(checkTargetUrl(url, production), url).toEqual({
        ok: false,
        message: webhookStrings.urlPrivate,
      })
    }
  })

  it('refuses credentials, other schemes and nonsense', () => {
    expect(checkTargetUrl('https://user:pw@example.com/', production).ok).toBe(false)
    expect(checkTargetUrl('ftp://example.com/', production).ok).toBe(false)
    expect(checkTargetUrl('not a url', production).ok).toBe(false)
    expect(checkTargetUrl('', production).ok).toBe(false)
  })

  it('tells private addresses from public ones', () => {
    expect(isPrivateAddress('172.20.1.1')).toBe(true)
    expect(isPrivateAddress('172.32.1.1')).toBe(false)
    expect(isPrivateAddress('8.8.8.8')).toBe(false)
    expect(isPrivateAddress('2606:4700::1111')).toBe(false)
    expect(isPrivateAddress('fe80::1')).toBe(true)
  })

  it('allows loopback only in development, tests, or with the flag', () => {
    expect(loopbackAllowed({ NODE_ENV: 'production' })).toBe(false)
    expect(loopbackAllowed({})).toBe(false)
    expect(loopbackAllowed({ NODE_ENV: 'development' })).toBe(true)
    expect(loopbackAllowed({ ATELIER_WEBHOOKS_ALLOW_LOCALHOST: '1' })).toBe(true)
  })
})
