import type { CartRef } from '../checkout/checkout-cart.js'
import { loadCheckoutSettings } from '../checkout/checkout-settings.js'
import { refundPayment, takePayment } from '../payments/take-payment.js'
import type { PaymentSource } from '../payments/payment-provider.js'
import type { Site } from '../sites/site.js'
import { confirmOrder } from './confirm-order.js'
import type { OrderDeps } from './order-deps.js'
import type { OrderDocument } from './order-document.js'
import { orderStrings } from './order-failure.js'
import type { OrderFailure } from './order-failure.js'
import { findOrderByKey, isOrderOfCart } from './order-queries.js'
import type { OrderRow } from './order-queries.js'
import type { OrderRequest } from './order-request.js'
import { orderLinkSecret, orderToken } from './order-token.js'
import { confirmationPath, orderStatusPath } from './order-urls.js'
import { releaseOrder } from './release-order.js'
import { reserveOrder } from './reserve-order.js'
import { validateOrderRequest } from './validate-order-request.js'

export interface PlacedOrder {
  order: {
    id: string
    orderNumber: number
    grandTotalCents: number
    currency: string
    testMode: boolean
  }
  confirmationUrl: string
}

export type PlaceOrderResult = ({ ok: true } & PlacedOrder) | OrderFailure

const replayWaitMs = 10_000
const replayPollMs = 100

/**
 * The order workflow, as named steps each with its undo:
 * reserve (stock taken, order pending; undo: release) → pay (no transaction open; undo: refund)
 * → confirm (order paid). A declined payment runs the release; a confirmation that finds the
 * reservation already released (timeout) runs the refund. The same idempotency key always
 * answers with the same order.
 */
export async function placeOrder(
  deps: OrderDeps,
  input: { site: Site; cart: CartRef; body: OrderRequest; baseUrl: string },
): Promise<PlaceOrderResult> {
  const { site, body } = input
  const errors = validateOrderRequest(body, deps.now())
  if (Object.keys(errors).length > 0) return { ok: false, code: 'invalid-input', errors }
  const settings = await loadCheckoutSettings(deps.storage.db, deps.storage.dialect, site.id)
  const offlineRefused = body.payment.provider === 'offline' && !settings.offlinePayment

  const existing = await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)
  if (existing !== undefined) return replay(deps, site, input.cart, body.idempotencyKey)

  const provider = deps.providers[body.payment.provider]
  let reserved
  try {
    reserved = await reserveOrder(deps, {
      site,
      cart: input.cart,
      checkout: body,
      idempotencyKey: body.idempotencyKey,
      provider: provider.name,
      testMode: provider.testMode,
    })
  } catch (error) {
    // A request with the same key that committed first wins the unique key; answer with its order.
    if ((await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)) !== undefined) {
      return replay(deps, site, input.cart, body.idempotencyKey)
    }
    throw error
  }
  if (!reserved.ok) {
    // A twin request (same key) that got the cart first holds it; answer with its order.
    if (
      reserved.code === 'checkout-in-progress' &&
      (await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)) !== undefined
    ) {
      return replay(deps, site, input.cart, body.idempotencyKey)
    }
    return reserved
  }
  const order = reserved.order as OrderRow & { document: OrderDocument }
  // Offline payment hands out an order before any money arrives: only where the owner allows it.
  // An order that gift cards pay in full owes nothing, so it needs no way to pay at all.
  if (offlineRefused && order.amountDueCents > 0) {
    await releaseOrder(
      deps.storage,
      order.id,
      { code: 'offline-payment-off', message: orderStrings.offlinePaymentOff },
      deps.now(),
    )
    return {
      ok: false,
      code: 'invalid-input',
      errors: { 'payment.provider': orderStrings.offlinePaymentOff },
    }
  }

  let payment
  try {
    payment = await takePayment(provider, order, sourceOf(body), input.cart.kind === 'subscription')
  } catch (error) {
    // The provider failed (an outage, a timeout): not our bug and not the buyer's, so a 502.
    deps.logError?.(error, 'payment provider failed')
    await releaseOrder(
      deps.storage,
      order.id,
      { code: 'payment-error', message: orderStrings.paymentFailed },
      deps.now(),
    )
    return { ok: false, code: 'payment-failed', message: orderStrings.paymentFailed }
  }
  if (!payment.ok) {
    await releaseOrder(
      deps.storage,
      order.id,
      { code: 'payment-declined', message: payment.message },
      deps.now(),
    )
    return { ok: false, code: 'payment-declined', message: payment.message }
  }

  const token = orderToken(await orderLinkSecret(deps.storage.db), order.id)
  const confirmed = await confirmOrder(deps, {
    order,
    payment,
    site,
    baseUrl: input.baseUrl,
    statusUrl: `${input.baseUrl}${orderStatusPath(token)}`,
    settings,
  })
  if (!confirmed) {
    await refundPayment(deps.storage.db, provider, order, payment, deps.now())
    return { ok: false, code: 'checkout-in-progress', message: orderStrings.reservationExpired }
  }
  return placed(order, token)
}

function sourceOf(body: OrderRequest): PaymentSource {
  if (body.payment.provider !== 'test') return { kind: 'none' }
  const card = body.payment.card
  return {
    kind: 'card',
    number: card.number,
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    cvc: card.cvc,
  }
}

function placed(order: OrderRow, token: string): { ok: true } & PlacedOrder {
  return {
    ok: true,
    order: {
      id: order.id,
      orderNumber: order.orderNumber,
      grandTotalCents: order.grandTotalCents,
      currency: order.currency,
      testMode: order.testMode === 1,
    },
    confirmationUrl: confirmationPath(token),
  }
}

/**
 * The answer the first request with this key got (waiting while that one is still paying) — only
 * to the cart that placed it: the answer holds the order's secret link, and a key is no secret.
 */
async function replay(
  deps: OrderDeps,
  site: Site,
  cart: CartRef,
  key: string,
): Promise<PlaceOrderResult> {
  const deadline = Date.now() + replayWaitMs
  for (;;) {
    const order = await findOrderByKey(deps.storage.db, site.id, key)
    if (order === undefined) throw new Error('an order vanished while being replayed')
    if (!(await isOrderOfCart(deps.storage.db, order, cart))) {
      return {
        ok: false,
        code: 'idempotency-key-reused',
        message: orderStrings.idempotencyKeyReused,
      }
    }
    if (order.status === 'paid' || order.status === 'received') {
      return placed(order, orderToken(await orderLinkSecret(deps.storage.db), order.id))
    }
    if (order.status === 'failed') {
      if (order.failureCode === 'payment-declined') {
        return { ok: false, code: 'payment-declined', message: order.failureMessage ?? '' }
      }
      if (order.failureCode === 'payment-error') {
        return { ok: false, code: 'payment-failed', message: orderStrings.paymentFailed }
      }
      return { ok: false, code: 'checkout-in-progress', message: orderStrings.reservationExpired }
    }
    if (Date.now() > deadline) {
      return { ok: false, code: 'checkout-in-progress', message: orderStrings.checkoutInProgress }
    }
    await new Promise((resolve) => setTimeout(resolve, replayPollMs))
  }
}
