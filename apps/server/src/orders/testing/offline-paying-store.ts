import {
  demoCheckoutSettings,
  seedCheckoutSettings,
} from '../../checkout/seed-checkout-settings.js'
import { seedCartFixture, type CartFixture } from '../../commerce/testing/cart-fixture.js'
import type { Storage } from '../../storage/open-storage.js'

/**
 * The cart fixture's store with the demo's checkout settings and offline payment on: a store that
 * lets buyers pay later (pickup, bank transfer), which stores do not by default.
 */
export async function seedOfflinePayingStore(
  storage: Storage,
  dataDir: string,
): Promise<CartFixture> {
  const fx = await seedCartFixture(storage, dataDir)
  await seedCheckoutSettings(storage, fx.websiteId, {
    ...demoCheckoutSettings,
    offlinePayment: true,
  })
  return fx
}
