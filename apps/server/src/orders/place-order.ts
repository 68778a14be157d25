import type { CartRef } from '../checkout/checkout-cart.js'
import { loadCheckoutSettings } from '../sites/checkout-settings.js'
import { failure } from '../errors/failure.js'
import { runSteps } from '../workflow/run-steps.js'
import type { Step } from '../workflow/step.js'
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.js'
import { paymentStrings } from '../payments/payment-strings.js'
import type { Site } from '../sites/site.js'
import { confirmOrder } from './confirm-order.js'
import type { OrderDeps } from './order-deps.js'
import type { OrderDocument } from './order-document.js'
import { invalidFields, orderStrings } from '../errors/order-failure.js'
import type { OrderFailure } from '../errors/order-failure.js'
import { findOrderByKey, isOrderOfCart } from './order-queries.js'
import type { OrderRow } from './order-queries.js'
import type { OrderRequest } from './order-request.js'
import { orderLinkSecret, orderToken } from './order-token.js'
import { confirmationPath, orderStatusPath } from './order-urls.js'
import { confirmStep, payStep, requireOrder, requirePayment, reserveStep } from './order-steps.js'
import type { OrderFlow, ReleaseReason } from './order-steps.js'
import { reserveOrder } from './reserve-order.js'
import { pendingSessionOf, recordPendingSession } from './settle-payment.js'

export interface PlacedOrder {
  order: {
    id: string
    orderNumber: number
    grandTotalCents: number
    currency: string
    testMode: boolean
  }
  confirmationUrl: string
  /**
   * What the browser needs to confirm a payment the provider has not settled yet (Stripe's
   * Payment Element): the order stays pending until the provider says it succeeded.
   */
  payment?: { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

export type PlaceOrderResult = ({ ok: true } & PlacedOrder) | OrderFailure

const replayWaitMs = 10_000
const replayPollMs = 100

/**
 * The order workflow, as named steps each with its undo (`order-steps.ts`, run by
 * `workflow/run-steps.ts`): reserve (stock taken, order pending; undo: release) → offline
 * allowed → pay (no transaction open; undo: refund) → confirm (order paid). A declined payment
 * runs the release; a confirmation that finds the reservation already released (timeout) runs
 * the refund. The same idempotency key always answers with the same order.
 */
export async function placeOrder(
  deps: OrderDeps,
  input: {
    site: Site
    cart: CartRef
    body: OrderRequest
    baseUrl: string
    experiments?: string
    /** The signed-in shopper's saved card chosen (its provider token, found in their account). */
    savedToken?: string
    /** The signed-in shopper asked to keep the new card. */
    saveCard?: boolean
  },
): Promise<PlaceOrderResult> {
  const { site, body } = input
  const settings = await loadCheckoutSettings(deps.storage.db, deps.storage.dialect, site.id)
  const offlineRefused = body.payment.provider === 'offline' && !settings.offlinePayment

  const existing = await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)
  if (existing !== undefined) return replay(deps, site, input.cart, body.idempotencyKey)

  const provider =
    body.payment.provider === 'stripe'
      ? await deps.stripeFor?.(site.id)
      : deps.providers[body.payment.provider]
  if (provider === undefined) {
    return invalidFields({ 'payment.provider': paymentStrings.stripeOff })
  }
  const flow: CheckoutFlow = {}
  const token = async (order: OrderRow) =>
    orderToken(await orderLinkSecret(deps.storage.db), order.id)
  const steps: Step<CheckoutFlow, OrderFailure>[] = [
    reserveStep(
      deps,
      () =>
        reserveOrder(deps, {
          site,
          cart: input.cart,
          checkout: body,
          idempotencyKey: body.idempotencyKey,
          provider: provider.name,
          testMode: provider.testMode,
          ...(input.experiments ? { experiments: input.experiments } : {}),
        }),
      releaseReasonOf,
    ),
    {
      // Offline payment hands out an order before any money arrives: only where the owner allows
      // it. An order that gift cards pay in full owes nothing, so it needs no way to pay at all.
      name: 'offline-allowed',
      run: async (current) =>
        offlineRefused && requireOrder(current).amountDueCents > 0
          ? invalidFields({ 'payment.provider': orderStrings.offlinePaymentOff })
          : { ok: true },
    },
    payStep(deps, () => ({
      provider,
      source:
        input.savedToken === undefined
          ? sourceOf(body)
          : { kind: 'token', token: input.savedToken },
      savePaymentMethod: input.cart.kind === 'subscription' || input.saveCard === true,
    })),
    confirmStep(async (current) => {
      const order = requireOrder(current) as OrderRow & { document: OrderDocument }
      const payment = requirePayment(current)
      if (payment.status === 'pending' && payment.reference !== null) {
        // The browser confirms it next; the provider's word (webhook, retrieval) confirms the order.
        await recordPendingSession(deps, order, provider.name, payment.reference)
        return { ok: true }
      }
      const confirmed = await confirmOrder(deps, {
        order,
        payment,
        site,
        baseUrl: input.baseUrl,
        statusUrl: `${input.baseUrl}${orderStatusPath(await token(order))}`,
        settings,
        experiments: input.experiments ?? '',
      })
      // The worker released the reservation meanwhile: the payment is undone.
      return confirmed
        ? { ok: true }
        : failure('checkout-in-progress', orderStrings.reservationExpired)
    }),
  ]
  let outcome
  try {
    outcome = await runSteps(steps, flow, {
      onUndoError: (error, step) => deps.logError?.(error, `undo of ${step} failed`),
    })
  } catch (error) {
    // A request with the same key that committed first wins the unique key; answer with its order.
    if (
      flow.order === undefined &&
      (await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)) !== undefined
    ) {
      return replay(deps, site, input.cart, body.idempotencyKey)
    }
    throw error
  }
  if (!outcome.ok) {
    // A twin request (same key) that got the cart first holds it; answer with its order.
    if (
      flow.order === undefined &&
      outcome.code === 'checkout-in-progress' &&
      (await findOrderByKey(deps.storage.db, site.id, body.idempotencyKey)) !== undefined
    ) {
      return replay(deps, site, input.cart, body.idempotencyKey)
    }
    return outcome
  }
  const order = requireOrder(flow)
  const payment = flow.payment
  return placed(
    order,
    await token(order),
    payment?.status === 'pending' ? browserPayment(provider, payment.clientSecret) : undefined,
  )
}

function browserPayment(
  provider: PaymentProvider,
  clientSecret: string | undefined,
): PlacedOrder['payment'] {
  if (provider.name !== 'stripe' || clientSecret === undefined) return undefined
  return { provider: 'stripe', clientSecret, publishableKey: provider.browserKey ?? '' }
}

type CheckoutFlow = OrderFlow

/** What a released checkout order keeps as its failure, from the failure that stopped it. */
function releaseReasonOf(cause: unknown): ReleaseReason {
  const code = (cause as Partial<OrderFailure>).code
  if (code === 'payment-declined') {
    return { code, message: (cause as OrderFailure).message }
  }
  if (code === 'invalid-fields') {
    return { code: 'offline-payment-off', message: orderStrings.offlinePaymentOff }
  }
  if (code === 'checkout-in-progress') {
    return { code: 'reservation-expired', message: orderStrings.reservationExpired }
  }
  return { code: 'payment-error', message: orderStrings.paymentFailed }
}

function sourceOf(body: OrderRequest): PaymentSource {
  return body.payment.provider === 'test'
    ? { kind: 'token', token: body.payment.token }
    : { kind: 'none' }
}

function placed(
  order: OrderRow,
  token: string,
  payment?: PlacedOrder['payment'],
): { ok: true } & PlacedOrder {
  return {
    ok: true,
    ...(payment === undefined ? {} : { payment }),
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
    const session = order.status === 'pending' ? await pendingSessionOf(deps, order.id) : undefined
    if (session !== undefined) {
      // A retry (a timeout) of an order waiting on the browser: the same session again.
      const provider = session.provider === 'stripe' ? await deps.stripeFor?.(site.id) : undefined
      const current = await provider?.retrieve(session.reference)
      if (provider !== undefined && current !== undefined) {
        return placed(
          order,
          orderToken(await orderLinkSecret(deps.storage.db), order.id),
          browserPayment(provider, current.clientSecret),
        )
      }
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
