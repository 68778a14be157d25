import type { Storage } from '../storage/open-storage.js'
import type { CheckoutSettings } from '../sites/checkout-settings.js'
import { defaultCheckoutSettings, saveCheckoutSettings } from '../sites/checkout-settings.js'

/**
 * The demo store's checkout: four shipping options (one priced by the parcel's weight), one tax
 * rule and the WELCOME10 coupon.
 */
export const demoCheckoutSettings: CheckoutSettings = {
  ...defaultCheckoutSettings,
  shippingRates: [
    {
      id: 'standard',
      name: 'Standard shipping',
      kind: 'flat-rate',
      costCents: 500,
      destinations: [],
    },
    {
      id: 'free-over-100',
      name: 'Free shipping over $100',
      kind: 'free-above',
      minimumSubtotalCents: 10_000,
      destinations: [{ country: 'US' }],
    },
    { id: 'pickup', name: 'Local pickup', kind: 'local-pickup', destinations: [{ country: 'US' }] },
    {
      id: 'tracked-by-weight',
      name: 'Tracked parcel',
      kind: 'weight-bands',
      // Inclusive upper edges: a 1 kg parcel is $7, 1,001 g is $12; none above 10 kg.
      bands: [
        { upToGrams: 1000, costCents: 700 },
        { upToGrams: 3000, costCents: 1200 },
        { upToGrams: 10_000, costCents: 2000 },
      ],
      destinations: [{ country: 'US' }],
    },
  ],
  taxRules: [
    {
      id: 'ny',
      name: 'New York sales tax',
      country: 'US',
      region: 'NY',
      rateBasisPoints: 800,
      appliesToShipping: true,
      pricesIncludeTax: false,
    },
  ],
  coupons: [{ code: 'WELCOME10', kind: 'percentage', percentBasisPoints: 1000 }],
}

/** For the demo seed (and tests): gives a store the demo checkout settings. */
export async function seedCheckoutSettings(
  storage: Storage,
  websiteId: string,
  settings: CheckoutSettings = demoCheckoutSettings,
): Promise<void> {
  await saveCheckoutSettings(storage.db, storage.dialect, websiteId, settings)
}
