import { WebsiteSubscriptionStatus } from '@atelier/schema'

export const billingUpgradePath = '/config/settings/billing/upgrade'
export const websiteSubscriptionsPath = '/config/settings/website-subscriptions'

/**
 * SPEC §2 upgrade destinations: a site on a trial plan upgrades through the billing upgrade page;
 * any other plan goes to the website subscriptions page.
 */
export function upgradeDestination(subscriptionStatus: number | undefined): string {
  return subscriptionStatus === WebsiteSubscriptionStatus.trial
    ? billingUpgradePath
    : websiteSubscriptionsPath
}
