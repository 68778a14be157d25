import type { AppServices } from '../app-services.js'
import { createOneItemCart } from '../commerce/one-item-cart.js'
import type { Site } from '../sites/site.js'
import type { MemberArea } from './member-area.js'
import { ensurePaywallProduct } from './paywall-product.js'

/**
 * A paid area's join: a one-item cart of its paywall product, checked out through the normal
 * checkout (a subscription cart for a recurring plan, so the subscription starts with the order).
 */
export async function paywallCheckout(
  services: Pick<AppServices, 'storage' | 'now'>,
  site: Site,
  area: MemberArea,
  collectionId: string,
): Promise<{ ok: true; cartToken: string } | { ok: false; message: string }> {
  const now = services.now()
  const itemId = await ensurePaywallProduct(
    services.storage.db,
    services.storage.dialect,
    area,
    collectionId,
    now,
  )
  const kind = area.pricing === 'recurring' ? 'subscription' : 'paywall'
  const cart = await createOneItemCart(
    { storage: services.storage, now: () => services.now() },
    site,
    kind,
    { itemId, qty: 1 },
  )
  return cart.ok ? cart : { ok: false, message: cart.message }
}
