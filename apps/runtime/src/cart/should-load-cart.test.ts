import { describe, expect, it } from 'vitest'
import { shouldLoadCart } from './should-load-cart.js'

describe('shouldLoadCart (SPEC §4: signed in or a cart cookie)', () => {
  it.each([
    ['', false],
    ['crumb=abc', false],
    ['hasCart=true', true],
    ['crumb=abc; hasCart=true', true],
    [`SiteUserInfo=${encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')}`, true],
    [`SiteUserInfo=${encodeURIComponent('{"authenticated":false,"siteUserId":""}')}`, false],
    ['SiteUserInfo=authenticated%3Dtrue%26siteUserId%3Du1', true],
    ['SiteUserInfo=%7Bbroken', false],
  ])('%s → %s', (cookies, expected) => {
    expect(shouldLoadCart(cookies)).toBe(expected)
  })
})
