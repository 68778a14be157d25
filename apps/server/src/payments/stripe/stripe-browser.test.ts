import { describe, expect, it } from 'vitest'
import {
  checkoutContentSecurityPolicy,
  checkoutCspWithStripe,
} from '../../checkout/checkout-csp.js'
import { stripeCspSources } from './stripe-browser.js'

describe('the checkout CSP with Stripe on', () => {
  it('adds exactly Stripe’s documented origins for Stripe.js, its frames and its API', () => {
    const csp = checkoutCspWithStripe(stripeCspSources({}))
    expect(csp).toContain("script-src 'self' https://js.stripe.com https://*.js.stripe.com;")
    expect(csp).toContain(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com;',
    )
    expect(csp).toContain("connect-src 'self' https://api.stripe.com;")
    // Nothing else is loosened.
    for (const kept of ["default-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(kept)
    }
    expect(csp).not.toContain('unsafe-eval')
    expect(checkoutContentSecurityPolicy).not.toContain('stripe')
  })

  it('names the test server’s origin alone when Stripe.js comes from it', () => {
    const sources = stripeCspSources({
      jsUrl: 'http://127.0.0.1:12111/v3/',
      apiUrl: 'http://127.0.0.1:12111',
    })
    expect(sources).toEqual({
      script: 'http://127.0.0.1:12111',
      frame: 'http://127.0.0.1:12111',
      connect: 'http://127.0.0.1:12111',
    })
  })
})
