import type { Collection, Item } from '@atelier/schema'
import type { AfterpayClearpayOffer } from '../../payments/stripe/afterpay-clearpay.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'

/** What every context builder of one render shares: the site, the time and the visitor's URL. */
export interface RenderEnv {
  snapshot: SiteSnapshot
  now: Date
  /** Absolute origin of the request, e.g. `https://shop.example` (canonical and OpenGraph URLs). */
  origin: string
  currency: string
  locale: string
  /** Collections and items a visitor may see now (published or due, never draft or private). */
  visibleCollections: ReadonlyMap<string, Collection>
  visibleItems: readonly Item[]
  /**
   * Afterpay / Clearpay as the checkout really offers it (Stripe connected, the owner's switch on,
   * a currency Stripe takes it in) with Stripe's limits; undefined: no installment pill.
   */
  afterpayClearpay: AfterpayClearpayOffer | undefined
}
