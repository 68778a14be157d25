/** Where Stripe.js is loaded from (Stripe requires its own origin; never bundled or copied). */
export const stripeJsUrl = 'https://js.stripe.com/v3/'

/**
 * The checkout CSP's sources for Stripe, as Stripe's CSP guide lists them for Stripe.js and the
 * Payment Element: scripts and frames from js.stripe.com (3-D Secure frames from
 * hooks.stripe.com), calls to api.stripe.com. With a Stripe-compatible test server
 * (`STRIPE_JS_URL`, `STRIPE_API_URL`) its own origin takes their place, and nothing else is added.
 */
export function stripeCspSources(options: {
  jsUrl?: string | undefined
  apiUrl?: string | undefined
}): {
  script: string
  frame: string
  connect: string
} {
  if (options.jsUrl !== undefined) {
    const js = new URL(options.jsUrl).origin
    const api = options.apiUrl === undefined ? js : new URL(options.apiUrl).origin
    return { script: js, frame: js, connect: api === js ? js : `${js} ${api}` }
  }
  return {
    script: 'https://js.stripe.com https://*.js.stripe.com',
    frame: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    connect: 'https://api.stripe.com',
  }
}
