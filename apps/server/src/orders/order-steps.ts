import type { Failure } from '../errors/failure.js'
import { failure } from '../errors/failure.js'
import type { PaymentProvider, PaymentSource } from '../payments/payment-provider.js'
import { refundPayment, takePayment } from '../payments/take-payment.js'
import type { PaymentOutcome } from '../payments/take-payment.js'
import type { Step } from '../workflow/step.js'
import type { OrderDeps } from './order-deps.js'
import { orderStrings } from '../errors/order-failure.js'
import type { OrderRow } from './order-queries.js'
import { releaseOrder } from './release-order.js'

/** What the order steps leave behind for the later ones (and for their undos). */
export interface OrderFlow {
  order?: OrderRow
  payment?: Extract<PaymentOutcome, { ok: true }>
  /** Why the provider refused the payment (a renewal's dunning mail words it). */
  declined?: { code: string; message: string }
}

/** Why a reserved order was released: kept on the order (`failureCode`, `failureMessage`). */
export type ReleaseReason = { code: string; message: string }

/**
 * Step 1, reserve: `reserve` takes the stock and writes the pending order in one transaction.
 * Undo: the release (stock, gift card amounts and coupon uses go back), with the reason the
 * flow gives for the failure that stopped it.
 */
export function reserveStep<C extends OrderFlow, F extends Failure>(
  deps: OrderDeps,
  reserve: (flow: C) => Promise<{ ok: true; order: OrderRow } | F>,
  releaseReason: (cause: F | unknown) => ReleaseReason,
): Step<C, F> {
  return {
    name: 'reserve',
    async run(flow) {
      const reserved = await reserve(flow)
      if (!reserved.ok) return reserved
      flow.order = reserved.order
      return { ok: true }
    },
    async undo(flow, cause) {
      if (flow.order === undefined) return
      await releaseOrder(deps.storage, flow.order.id, releaseReason(cause), deps.now())
    },
  }
}

export interface PaySettings {
  provider: PaymentProvider
  source: PaymentSource
  savePaymentMethod: boolean
  /** What the provider's keys derive from (a renewal's claim); the order id by default. */
  keyPrefix?: string
  /** A renewal charged without the shopper (the saved token, off-session). */
  offSession?: boolean
  subscriptionId?: string
  /** Runs after the money went back (a renewal marks its claim refunded). */
  afterRefund?: () => Promise<void>
}

/**
 * Step 2, pay (`payments/take-payment.ts`): with no transaction open, so a slow provider holds
 * no locks. A provider that fails (an outage) is `payment-failed`, a refusal `payment-declined`.
 * Undo: the refund.
 */
export function payStep<C extends OrderFlow>(
  deps: OrderDeps,
  settings: (flow: C) => PaySettings,
): Step<C, Failure<'payment-failed' | 'payment-declined'>> {
  return {
    name: 'pay',
    async run(flow) {
      const order = requireOrder(flow)
      const { provider, source, savePaymentMethod, keyPrefix, offSession } = settings(flow)
      let payment
      try {
        payment = await takePayment(
          provider,
          order,
          source,
          savePaymentMethod,
          keyPrefix,
          offSession === true,
        )
      } catch (error) {
        // The provider failed (an outage, a timeout): not our bug and not the buyer's.
        deps.logError?.(error, 'payment provider failed')
        return failure('payment-failed', orderStrings.paymentFailed)
      }
      if (!payment.ok) {
        flow.declined = { code: payment.code, message: payment.message }
        return failure('payment-declined', payment.message)
      }
      flow.payment = payment
      return { ok: true }
    },
    async undo(flow) {
      if (flow.order === undefined || flow.payment === undefined) return
      const { provider, keyPrefix, subscriptionId, afterRefund } = settings(flow)
      await refundPayment(deps.storage.db, provider, flow.order, flow.payment, deps.now(), {
        ...(keyPrefix === undefined ? {} : { keyPrefix }),
        ...(subscriptionId === undefined ? {} : { subscriptionId }),
      })
      await afterRefund?.()
    },
  }
}

/** Step 3, confirm: `confirm` makes the order paid, or fails when it no longer can be. */
export function confirmStep<C extends OrderFlow, F extends Failure>(
  confirm: (flow: C) => Promise<{ ok: true } | F>,
): Step<C, F> {
  return { name: 'confirm', run: confirm }
}

export function requireOrder(flow: OrderFlow): OrderRow {
  if (flow.order === undefined) throw new Error('an order step ran before the reservation')
  return flow.order
}

export function requirePayment(flow: OrderFlow): NonNullable<OrderFlow['payment']> {
  if (flow.payment === undefined) throw new Error('an order step ran before the payment')
  return flow.payment
}
