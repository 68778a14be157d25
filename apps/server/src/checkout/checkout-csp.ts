/**
 * The checkout pages' Content-Security-Policy: scripts, connections and form targets from this
 * site only, no inline scripts (the layout's inline style attributes stay), nothing may frame the
 * page. Card fields live here, so a script that slipped into the page could neither run nor send
 * them elsewhere.
 */
export const checkoutContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

/**
 * The checkout CSP with Stripe on: exactly Stripe's origins added to scripts, frames and
 * connections (`payments/stripe/stripe-browser.ts`), nothing else loosened.
 */
export function checkoutCspWithStripe(sources: {
  script: string
  frame: string
  connect: string
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${sources.script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${sources.connect}`,
    `frame-src ${sources.frame}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}
