import { WebsiteSubscriptionStatus } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { upgradeDestination } from './upgrade-destination.js'

describe('upgradeDestination (SPEC §2)', () => {
  it('sends a trial plan (status 3) to the billing upgrade page', () => {
    expect(upgradeDestination(3)).toBe('/config/settings/billing/upgrade')
  })

  it('sends every other plan to the website subscriptions page', () => {
    const others = Object.values(WebsiteSubscriptionStatus).filter((status) => status !== 3)
    expect(others).toHaveLength(12)
    for (const status of others) {
      expect(upgradeDestination(status)).toBe('/config/settings/website-subscriptions')
    }
    expect(upgradeDestination(undefined)).toBe('/config/settings/website-subscriptions')
  })
})
