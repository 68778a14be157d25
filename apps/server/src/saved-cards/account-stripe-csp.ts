import { siteContentSecurityPolicy } from '../http/security-headers.js'

/**
 * /account's policy when the site takes Stripe (a new card is saved through Stripe's Payment
 * Element): the site policy with exactly Stripe's origins added to scripts, frames and
 * connections (`payments/stripe/stripe-browser.ts`), nothing else loosened.
 */
export function accountCspWithStripe(sources: {
  script: string
  frame: string
  connect: string
}): string {
  return siteContentSecurityPolicy
    .split('; ')
    .map((directive) => {
      const [name] = directive.split(' ')
      if (name === 'script-src') return `${directive} ${sources.script}`
      if (name === 'connect-src') return `${directive} ${sources.connect}`
      if (name === 'frame-src') return `${directive} ${sources.frame}`
      return directive
    })
    .join('; ')
}
