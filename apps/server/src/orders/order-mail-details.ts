import type { Kysely } from 'kysely'
import type { Website } from '@atelier/schema'
import type { Dialect } from '../storage/dialect.js'
import type { Database } from '../storage/database.js'
import type { OrderDocument } from './order-document.js'
import { addressLines, siteDate, subscriptionPriceText } from '../checkout/order-presentation.js'

/** What the order mails say besides the lines and totals, in the site's locale. */
export interface OrderMailDetails {
  /** 'November 24, 2026' */
  placedOn: string
  /** Per line (by position) its variant, '' for none. */
  variants: string[]
  shippingAddress: string[]
  shippingMethod: string | null
  /** SPEC §9 wording of a subscription order's price: '$22.00 every month'. */
  subscriptionPrice: string | null
  /** A test order (the built-in test provider): every mail of it says no money was charged. */
  testMode: boolean
  /** Dates of later events (shipping) in the same locale and time zone. */
  formatDate: (iso: string) => string
  /** For the owner's edited texts: the billing (else shipping) first name, '' when none. */
  customerFirstName: string
  customerEmail: string
}

/** Reads the site's locale and the order's subscription to word an order mail. */
export async function loadOrderMailDetails(
  db: Kysely<Database>,
  dialect: Dialect,
  order: {
    id: string
    websiteId: string
    createdAt: string
    email?: string
    document: OrderDocument
  },
): Promise<OrderMailDetails> {
  const site = await db
    .selectFrom('websites')
    .select(['settings', 'timeZone'])
    .where('id', '=', order.websiteId)
    .executeTakeFirst()
  const locale = site === undefined ? 'en-US' : dialect.decodeJson<Website>(site.settings).locale
  const timeZone = site?.timeZone ?? 'UTC'
  const subscription = await db
    .selectFrom('subscriptions')
    .select(['amountCents', 'currency', 'billingPeriod', 'numBillingCycles'])
    .where('orderId', '=', order.id)
    .executeTakeFirst()
  const formatDate = (iso: string) => siteDate(iso, locale, timeZone)
  return {
    placedOn: formatDate(order.createdAt),
    variants: order.document.lineVariants ?? [],
    shippingAddress: addressLines(order.document.shippingAddress, locale),
    shippingMethod: order.document.shippingOption?.name ?? null,
    subscriptionPrice:
      subscription === undefined
        ? null
        : subscriptionPriceText({
            ...subscription,
            billingPeriod: dialect.decodeJson(subscription.billingPeriod),
          }),
    formatDate,
    testMode: order.document.orderConfirmedEvent?.testMode ?? false,
    customerFirstName:
      order.document.billingAddress?.firstName ?? order.document.shippingAddress?.firstName ?? '',
    customerEmail: order.email ?? '',
  }
}
