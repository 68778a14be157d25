import { normaliseEmail } from '@atelier/schema'
import { commerceStrings, variantDescription } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { CartDeps } from '../commerce/cart-deps.js'
import { lockCartByToken } from '../commerce/cart-queries.js'
import { loadCheckoutCart } from '../checkout/checkout-cart.js'
import type { CartRef } from '../checkout/checkout-cart.js'
import type { CheckoutInput } from '../checkout/checkout-input.js'
import { defaultCheckoutSettings, loadCheckoutSettings } from '../sites/checkout-settings.js'
import { checkoutProblems } from '../checkout/checkout-problems.js'
import { lockLimitedCoupons } from '../checkout/lock-limited-coupons.js'
import { priceCheckout } from '../checkout/price-checkout.js'
import { spendGiftCards } from '../gift-cards/spend-gift-cards.js'
import type { ProviderName } from '../payments/payment-provider.js'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { buildOrderDocument } from './build-order-document.js'
import type { OrderDeps } from './order-deps.js'
import { orderStrings, outOfStock } from '../errors/order-failure.js'
import type { OrderFailure } from '../errors/order-failure.js'
import { nextOrderNumber } from './order-queries.js'
import type { OrderRow } from './order-queries.js'
import { insertPendingOrder } from './insert-pending-order.js'
import { orderLinkSecret } from './order-token.js'
import { pendingOrderRow, reservedLines } from './pending-order-row.js'
import { takeStock } from './take-stock.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface ReserveInput {
  site: Site
  cart: CartRef
  checkout: CheckoutInput & { email: string }
  idempotencyKey: string
  provider: ProviderName
  testMode: boolean
  /** The buyer's experiment assignments, kept for the purchase event of a later confirmation. */
  experiments?: string
}

export type ReserveResult = { ok: true; order: OrderRow } | OrderFailure

/** Thrown inside the transaction to roll it back; carries the answer out. */
class Rollback extends Error {
  constructor(readonly failure: OrderFailure) {
    super(failure.code)
  }
}

/**
 * Step 1, reserve: in one write transaction the cart is locked, re-priced, its gift cards spent
 * with a conditional update, its stock checked and taken, and the order written as pending.
 * Either all of it commits or none of it, so stock never moves without its order.
 */
export async function reserveOrder(deps: OrderDeps, input: ReserveInput): Promise<ReserveResult> {
  const { storage } = deps
  const now = deps.now()
  const cartDeps: CartDeps = { storage, now: deps.now }
  // Read outside the transaction: its first use inserts a row that concurrent orders would wait on.
  const secret = await orderLinkSecret(storage.db)
  try {
    return await writeTransaction(storage, async (trx): Promise<ReserveResult> => {
      const token = input.cart.token
      const row =
        token === undefined
          ? undefined
          : await lockCartByToken(trx, input.site.id, token, input.cart.kind, now)
      if (row === undefined) throw new Rollback(emptyCart())
      if (row.orderId !== null && (await isPending(trx, row.orderId))) {
        throw new Rollback({
          ok: false,
          code: 'checkout-in-progress',
          message: orderStrings.checkoutInProgress,
        })
      }
      const checkout = await loadCheckoutCart(cartDeps, trx, input.site, input.cart, row)
      if (checkout.lines.length === 0) throw new Rollback(emptyCart())
      const settings = await loadCheckoutSettings(trx, storage.dialect, input.site.id)
      await lockLimitedCoupons(
        trx,
        storage.dialect.name,
        input.site.id,
        settings,
        input.checkout.couponCodes ?? [],
      )
      const priced = await priceCheckout(trx, input.site, settings, checkout, input.checkout, {
        now,
        forUpdate: storage.dialect.name === 'postgres',
      })
      const problems = checkoutProblems(priced, input.checkout)
      if (problems !== undefined) throw new Rollback(problems)

      const orderId = newId()
      const lines = await takeStock(trx, storage.dialect.name, input.site.id, checkout.lines)
      if (lines === undefined) throw new Rollback(outOfStock)
      const spent = await spendGiftCards(trx, priced, orderId, now)
      if (!spent.ok) throw new Rollback(spent.failure)

      const orderNumber = await nextOrderNumber(
        trx,
        input.site.id,
        storage.dialect.encodeJson(defaultCheckoutSettings),
      )
      const { quote } = priced
      const at = now.toISOString()
      const document = buildOrderDocument({
        orderId,
        orderNumber,
        site: input.site,
        cartId: row.id,
        checkout: input.checkout,
        quote,
        giftCards: spent.used,
        testMode: input.testMode,
        lineVariants: checkout.cart.entries.map((entry) =>
          variantDescription(entry.chosenVariant.attributes),
        ),
      })
      if (input.experiments) document.experiments = input.experiments
      const order = pendingOrderRow({
        id: orderId,
        websiteId: input.site.id,
        orderNumber,
        cartId: row.id,
        idempotencyKey: input.idempotencyKey,
        secret,
        email: normaliseEmail(input.checkout.email),
        quote,
        testMode: input.testMode ? 1 : 0,
        paymentProvider: input.provider,
        isSubscription: input.cart.kind === 'subscription' ? 1 : 0,
        lines,
        document,
        now,
        reservationMs: deps.reservationMs,
      })
      await insertPendingOrder(
        trx,
        storage.dialect,
        order,
        reservedLines(
          lines,
          (position) => checkout.cart.entries[position]?.additionalFields ?? null,
        ),
      )
      for (const coupon of quote.validCoupons) {
        await trx
          .insertInto('couponRedemptions')
          .values({
            id: newId(),
            websiteId: input.site.id,
            code: coupon.code,
            orderId,
            email: order.email,
            createdAt: at,
          })
          .execute()
      }
      await trx.updateTable('carts').set({ orderId }).where('id', '=', row.id).execute()
      return { ok: true, order }
    })
  } catch (error) {
    if (error instanceof Rollback) return error.failure
    throw error
  }
}

function emptyCart(): OrderFailure {
  return { ok: false, code: 'empty-cart', message: commerceStrings.emptyCart }
}

async function isPending(db: Kysely<Database>, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirst()
  return row?.status === 'pending'
}
