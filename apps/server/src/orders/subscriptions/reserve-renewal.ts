import { priceOrder, productTypeOf } from '@atelier/commerce'
import type { CheckoutLine, OrderQuote } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { defaultCheckoutSettings, loadCheckoutSettings } from '../../sites/checkout-settings.js'
import { storeSettingsOf } from '../../commerce/cart-view.js'
import { loadStoreProducts } from '../../commerce/product-queries.js'
import { buildOrderDocument } from '../build-order-document.js'
import type { OrderDeps } from '../order-deps.js'
import type { OrderDocument } from '../order-document.js'
import { outOfStock } from '../../errors/order-failure.js'
import { failure } from '../../errors/failure.js'
import type { Failure } from '../../errors/failure.js'
import { findOrder, findOrderByKey, listOrderLines, nextOrderNumber } from '../order-queries.js'
import { insertPendingOrder } from '../insert-pending-order.js'
import type { OrderRow } from '../order-queries.js'
import { orderLinkSecret } from '../order-token.js'
import { pendingOrderRow, reservedLines } from '../pending-order-row.js'
import { takeStock } from '../take-stock.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { findWebsiteById } from '../../sites/website-repository.js'
import type { Site } from '../../sites/site.js'
import type { Database } from '../../storage/database.js'
import { newId } from '../../storage/new-id.js'
import type { SubscriptionRow } from './subscription-state.js'

export type RenewalReservation =
  { ok: true; order: OrderRow } | Failure<'out-of-stock' | 'unpriceable'>

function unpriceable(): Failure<'unpriceable'> {
  return failure('unpriceable', 'This renewal cannot be priced any more.')
}

/** Thrown inside the transaction to roll it back. */
class Rollback extends Error {
  constructor(readonly code: 'out-of-stock' | 'unpriceable') {
    super(code)
  }
}

/**
 * Step 1 of a renewal, as of a checkout: the cycle is priced like the first order (its line and
 * quantity, the shipping address and option chosen at checkout, the store's tax rules and
 * shipping rates as they are now; coupons and gift cards were one-off), and in one transaction its
 * stock is taken and a pending renewal order written. Nothing is taken when stock is short. The
 * undo is `releaseOrder`, which the worker also runs on a reservation left behind by a crash.
 */
export async function reserveRenewal(
  deps: OrderDeps,
  subscription: SubscriptionRow,
  claimKey: string,
  now: Date,
): Promise<RenewalReservation> {
  const { storage } = deps
  const idempotencyKey = `renewal:${claimKey}`
  // A claim retaken from a worker that died after reserving finds that worker's reservation.
  const earlier = await findOrderByKey(storage.db, subscription.websiteId, idempotencyKey)
  if (earlier?.status === 'pending') return { ok: true, order: earlier }

  const first = await findOrder(storage.db, subscription.orderId)
  const site = await findWebsiteById(storage, subscription.websiteId)
  if (first === undefined || site === undefined) return unpriceable()
  const firstDocument = storage.dialect.decodeJson<OrderDocument>(first.document)
  const secret = await orderLinkSecret(storage.db)
  try {
    return await writeTransaction(storage, async (trx) => {
      const line = await renewalLine(deps, trx, subscription, now)
      const quote = await priceRenewal(deps, trx, site, line, firstDocument, now)
      const lines = await takeStock(trx, storage.dialect.name, site.id, [line])
      if (lines === undefined) throw new Rollback('out-of-stock')

      const orderId = newId()
      const orderNumber = await nextOrderNumber(
        trx,
        site.id,
        storage.dialect.encodeJson(defaultCheckoutSettings),
      )
      const document = buildOrderDocument({
        orderId,
        orderNumber,
        site,
        cartId: first.cartId,
        checkout: {
          ...(firstDocument.shippingAddress === null
            ? {}
            : { shippingAddress: firstDocument.shippingAddress }),
          ...(firstDocument.billingAddress === null
            ? {}
            : { billingAddress: firstDocument.billingAddress }),
        },
        quote,
        giftCards: [],
        testMode: first.testMode === 1,
        // A renewal is the first order's subscription line again.
        lineVariants: (firstDocument.lineVariants ?? []).slice(0, 1),
      })
      const order = pendingOrderRow({
        id: orderId,
        websiteId: site.id,
        orderNumber,
        cartId: first.cartId,
        // A fresh key when the earlier reservation of this claim was released.
        idempotencyKey: earlier === undefined ? idempotencyKey : `${idempotencyKey}:${orderId}`,
        secret,
        email: subscription.email,
        quote,
        testMode: first.testMode,
        paymentProvider: first.paymentProvider,
        // The subscription (and its cancel link) stays with the first order.
        isSubscription: 0,
        lines,
        document,
        now,
        reservationMs: deps.reservationMs,
      })
      await insertPendingOrder(
        trx,
        storage.dialect,
        order,
        reservedLines(lines, () => null),
      )
      return { ok: true, order }
    })
  } catch (error) {
    if (error instanceof Rollback) return error.code === 'out-of-stock' ? outOfStock : unpriceable()
    throw error
  }
}

/** The subscribed line at the price it was subscribed at, with its variant's weight of today. */
async function renewalLine(
  deps: OrderDeps,
  db: Kysely<Database>,
  subscription: SubscriptionRow,
  now: Date,
): Promise<CheckoutLine> {
  const firstLines = await listOrderLines(db, subscription.orderId)
  const subscribed = firstLines.find((line) => line.sku === subscription.sku)
  const products = await loadStoreProducts(
    db,
    deps.storage.dialect,
    subscription.websiteId,
    [subscription.itemId],
    now,
    true,
  )
  const product = products.get(subscription.itemId)?.product
  const variant = product?.variants.find((v) => v.sku === subscription.sku)
  return {
    id: subscription.id,
    itemId: subscription.itemId,
    sku: subscription.sku,
    title: subscription.title,
    quantity: subscription.quantity,
    unitPriceCents:
      subscribed?.unitPriceCents ?? Math.round(subscription.amountCents / subscription.quantity),
    kind: subscribed === undefined ? productTypeOf(product?.productType) : kindOf(subscribed.kind),
    unitWeightGrams: variant?.weightGrams ?? 0,
  }
}

function kindOf(kind: string): CheckoutLine['kind'] {
  return kind as CheckoutLine['kind']
}

async function priceRenewal(
  deps: OrderDeps,
  db: Kysely<Database>,
  site: Site,
  line: CheckoutLine,
  first: OrderDocument,
  now: Date,
): Promise<OrderQuote> {
  const settings = await loadCheckoutSettings(db, deps.storage.dialect, site.id)
  const address = first.shippingAddress ?? first.billingAddress
  const quote = priceOrder({
    lines: [line],
    storeSettings: storeSettingsOf(site),
    address:
      address === null
        ? null
        : {
            ...(address.country === undefined ? {} : { country: address.country }),
            ...(address.region === undefined ? {} : { region: address.region }),
            ...(address.postalCode === undefined ? {} : { postalCode: address.postalCode }),
          },
    shippingRates: settings.shippingRates,
    shippingOptionId: first.shippingOption?.id ?? null,
    taxRules: settings.taxRules,
    now,
  })
  // The store's minimum applies to a cart, not to a cycle of something already bought; a
  // shipping option that no longer serves the address leaves nothing sound to charge.
  if (quote.problems.some((problem) => problem.code !== 'below-minimum')) {
    throw new Rollback('unpriceable')
  }
  return quote
}
