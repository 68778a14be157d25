import Stripe from 'stripe'
import type {
  PaymentEventAction,
  PaymentFailureCode,
  PaymentProvider,
  PaymentSession,
  PaymentSessionInput,
  PaymentSessionStatus,
  PaymentShipping,
  WebhookResult,
} from '../payment-provider.js'
import { paymentStrings } from '../payment-strings.js'
import { readSavedToken, savedToken, stripeSavedMethods } from './stripe-saved-methods.js'

export { savedToken } from './stripe-saved-methods.js'
import type { StripeMethodSettings } from './stripe-method-types.js'
import { stripeMethodTypes } from './stripe-method-types.js'

export interface StripeAccount extends Partial<StripeMethodSettings> {
  publishableKey: string
  secretKey: string
  webhookSecret: string
}

/** The account's country, as Stripe answers `GET /v1/account` for the secret key. */
export async function stripeAccountCountry(
  secretKey: string,
  apiUrl: string | undefined,
): Promise<string> {
  const stripe = new Stripe(secretKey, { ...stripeClientOptions(apiUrl), maxNetworkRetries: 0 })
  const account = await stripe.accounts.retrieveCurrent()
  if (typeof account.country !== 'string') throw new Error('Stripe named no account country')
  return account.country
}

/** Where the SDK sends its calls: Stripe, or a Stripe-compatible server (`STRIPE_API_URL`). */
export function stripeClientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 }
  if (apiUrl === undefined || apiUrl === '') return base
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return {
    ...base,
    host: url.hostname,
    port: url.port === '' ? (protocol === 'http' ? 80 : 443) : Number(url.port),
    protocol,
  }
}

/** Test keys start `sk_test_`/`pk_test_`; live keys `sk_live_`/`pk_live_` (Stripe's API keys docs). */
export function stripeTestMode(account: Pick<StripeAccount, 'publishableKey'>): boolean {
  return !account.publishableKey.startsWith('pk_live_')
}

/** The metadata key holding the order a PaymentIntent was made for. */
export const orderMetadataKey = 'atelier_order'
/** The metadata key marking a refund made through Atelier (its idempotency key). */
export const refundMetadataKey = 'atelier_refund'

/**
 * Stripe behind the payment-session interface, with the official SDK. A session is a
 * PaymentIntent with the methods the owner offers where they apply (`stripe-method-types.ts`:
 * cards and wallets, Afterpay / Clearpay, Klarna); the browser confirms it with Stripe.js and the client
 * secret, and the order hears of the outcome from Stripe: a signed webhook or a retrieval.
 */
export function createStripePaymentProvider(
  account: StripeAccount,
  apiUrl: string | undefined,
): PaymentProvider {
  const stripe = new Stripe(account.secretKey, stripeClientOptions(apiUrl))
  const methodTypes: NonNullable<PaymentProvider['checkoutMethodTypes']> = (payment) =>
    // A card saved for later charges: the card alone (Apple Pay and Google Pay included).
    payment.savePaymentMethod === true
      ? ['card']
      : stripeMethodTypes(methodSettingsOf(account), {
          currency: payment.currency,
          amountCents: payment.amountCents,
          shopperCountry: payment.shopperCountry,
          hasShipping: payment.shipping !== undefined,
        })
  return {
    checkoutMethodTypes: methodTypes,
    name: 'stripe',
    testMode: stripeTestMode(account),
    settlesAtCheckout: true,
    browserKey: account.publishableKey,
    async initiate(input) {
      if (input.source.kind === 'token') {
        // A saved card: off-session for a renewal, or chosen by the signed-in shopper at checkout.
        return chargeSaved(stripe, input, input.source.token, input.offSession === true)
      }
      // The shopper agreed to later charges: a Customer keeps the card the intent saves.
      const customer =
        input.savePaymentMethod === true
          ? await stripe.customers.create(
              {
                email: input.customer.email,
                metadata: { [orderMetadataKey]: input.orderReference },
              },
              { idempotencyKey: `${input.idempotencyKey}:customer` },
            )
          : undefined
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency.toLowerCase(),
          // The methods the owner offers where they apply (the Payment Element names the same).
          allowed_payment_method_types: methodTypes(input),
          metadata: { [orderMetadataKey]: input.orderReference },
          receipt_email: input.customer.email,
          ...(input.shipping === undefined ? {} : { shipping: stripeShipping(input.shipping) }),
          ...(customer === undefined
            ? {}
            : { customer: customer.id, setup_future_usage: 'off_session' as const }),
        },
        { idempotencyKey: input.idempotencyKey },
      )
      return sessionOf(intent)
    },
    async capture(reference, idempotencyKey) {
      const intent = await stripe.paymentIntents.retrieve(reference)
      if (intent.status !== 'requires_capture') return sessionOf(intent)
      return sessionOf(await stripe.paymentIntents.capture(reference, {}, { idempotencyKey }))
    },
    async retrieve(reference) {
      return sessionOf(await stripe.paymentIntents.retrieve(reference))
    },
    async refund(request) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: request.reference,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: {
              [refundMetadataKey]: request.idempotencyKey,
              ...(request.reason === undefined ? {} : { reason: request.reason }),
            },
          },
          { idempotencyKey: request.idempotencyKey },
        )
        return { ok: true, refundId: refund.id }
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return error.code === 'amount_too_large' || error.code === 'charge_already_refunded'
            ? { ok: false, code: 'refund-exceeds-capture', message: paymentStrings.refundTooLarge }
            : { ok: false, code: 'refund-refused', message: paymentStrings.refundRefused }
        }
        throw error
      }
    },
    async listRefunds(reference) {
      const refunds = await stripe.refunds.list({ payment_intent: reference, limit: 100 })
      return refunds.data
        .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
        .map((refund) => ({
          id: refund.id,
          amountCents: refund.amount,
          external: refund.metadata?.[refundMetadataKey] === undefined,
        }))
    },
    async cancel(reference, idempotencyKey) {
      const intent = await stripe.paymentIntents.retrieve(reference)
      if (intent.status === 'succeeded' || intent.status === 'canceled') return
      await stripe.paymentIntents.cancel(reference, {}, { idempotencyKey })
    },
    savedMethods: stripeSavedMethods(stripe),
    async handleWebhook(delivery): Promise<WebhookResult> {
      const signature = delivery.headers['stripe-signature']
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(
          delivery.rawBody,
          typeof signature === 'string' ? signature : '',
          account.webhookSecret,
        )
      } catch {
        return { ok: false, message: paymentStrings.badSignature }
      }
      return { ok: true, action: actionOf(event) }
    },
  }
}

/** The owner's method choices of an account (all off when not loaded with them). */
export function methodSettingsOf(account: StripeAccount): StripeMethodSettings {
  return {
    afterpayClearpay: account.afterpayClearpay === true,
    klarna: account.klarna === true,
    accountCountry: account.accountCountry ?? null,
  }
}

/** Stripe's `shipping` hash of a PaymentIntent from Atelier's shipping address. */
function stripeShipping(shipping: PaymentShipping): Stripe.PaymentIntentCreateParams.Shipping {
  const { address } = shipping
  return {
    name: shipping.name,
    ...(shipping.phone === undefined ? {} : { phone: shipping.phone }),
    address: {
      line1: address.line1,
      postal_code: address.postalCode,
      country: address.country,
      ...(address.line2 === undefined ? {} : { line2: address.line2 }),
      ...(address.city === undefined ? {} : { city: address.city }),
      ...(address.state === undefined ? {} : { state: address.state }),
    },
  }
}

/**
 * A renewal: the saved card charged without the shopper (`off_session: true, confirm: true`, as
 * Stripe's "charge a saved payment method later" guide does). Stripe answers a refusal with a 402
 * card error naming the intent; the session is then failed with the error's code:
 * `authentication_required` (the bank wants the shopper) or a decline.
 * On-session (a signed-in shopper paying with a saved card at checkout) the intent is confirmed
 * by Stripe at once (`payment_method` + `customer`, `confirm: true`, cards only); a card whose bank
 * wants 3-D Secure answers `requires_action` and the browser completes it with Stripe.js
 * (`handleNextAction` with the client secret); the order waits on Stripe's word either way.
 */
async function chargeSaved(
  stripe: Stripe,
  input: PaymentSessionInput,
  token: string,
  offSession: boolean,
): Promise<PaymentSession> {
  const saved = readSavedToken(token)
  if (saved === undefined) {
    return failedSession(input, { code: 'declined', message: paymentStrings.savedCardMissing })
  }
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        customer: saved.customer,
        payment_method: saved.paymentMethod,
        confirm: true,
        ...(offSession ? { off_session: true } : { payment_method_types: ['card'] }),
        metadata: { [orderMetadataKey]: input.orderReference },
        receipt_email: input.customer.email,
      },
      { idempotencyKey: input.idempotencyKey },
    )
    const session = sessionOf(intent)
    // The card is saved already: a subscription bought with it renews with it.
    return input.savePaymentMethod === true ? { ...session, paymentToken: token } : session
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error
    const intent = (error.raw as { payment_intent?: Stripe.PaymentIntent }).payment_intent
    const failure = {
      code:
        error.code === 'authentication_required'
          ? ('authentication-required' as const)
          : error.decline_code === 'insufficient_funds'
            ? ('insufficient-funds' as const)
            : ('declined' as const),
      message:
        error.code === 'authentication_required'
          ? paymentStrings.authenticationRequired
          : (error.message ?? paymentStrings.savedCardMissing),
    }
    return intent === undefined
      ? failedSession(input, failure)
      : { ...sessionOf(intent), status: 'failed', failure }
  }
}

function failedSession(
  input: PaymentSessionInput,
  failure: NonNullable<PaymentSession['failure']>,
): PaymentSession {
  return {
    reference: '',
    status: 'failed',
    amountCents: input.amountCents,
    currency: input.currency,
    failure,
  }
}

function statusOf(intent: Stripe.PaymentIntent): PaymentSessionStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'captured'
    case 'requires_capture':
      return 'authorized'
    case 'processing':
      return 'pending'
    case 'canceled':
      return 'cancelled'
    case 'requires_payment_method':
      // After a confirmation that failed, the intent waits for another method: a failure.
      return intent.last_payment_error === null ? 'requires_action' : 'failed'
    default:
      return 'requires_action'
  }
}

function failureOf(error: Stripe.PaymentIntent.LastPaymentError): {
  code: PaymentFailureCode
  message: string
} {
  const code: PaymentFailureCode =
    error.code === 'authentication_required'
      ? 'authentication-required'
      : error.decline_code === 'insufficient_funds'
        ? 'insufficient-funds'
        : error.code === 'incorrect_number' || error.code === 'invalid_number'
          ? 'invalid-card'
          : 'declined'
  return { code, message: error.message ?? 'Your card was declined.' }
}

function sessionOf(intent: Stripe.PaymentIntent): PaymentSession {
  const status = statusOf(intent)
  return {
    reference: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    ...(intent.client_secret === null ? {} : { clientSecret: intent.client_secret }),
    ...(status === 'failed' && intent.last_payment_error !== null
      ? { failure: failureOf(intent.last_payment_error) }
      : {}),
    ...(typeof intent.payment_method === 'string' &&
    typeof intent.customer === 'string' &&
    intent.setup_future_usage === 'off_session'
      ? { paymentToken: savedToken(intent.customer, intent.payment_method) }
      : {}),
    capturedCents: intent.amount_received,
  }
}

function orderOf(metadata: Stripe.Metadata | null | undefined): string | null {
  return metadata?.[orderMetadataKey] ?? null
}

/** A verified event as one of the few actions the order side knows. */
export function actionOf(event: Stripe.Event): PaymentEventAction {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object
      return {
        kind: 'paid',
        eventId: event.id,
        reference: intent.id,
        amountCents: intent.amount_received,
        currency: intent.currency.toUpperCase(),
        orderReference: orderOf(intent.metadata),
      }
    }
    case 'payment_intent.payment_failed':
    case 'payment_intent.canceled': {
      const intent = event.data.object
      return {
        kind: 'failed',
        eventId: event.id,
        reference: intent.id,
        amountCents: intent.amount,
        currency: intent.currency.toUpperCase(),
        orderReference: orderOf(intent.metadata),
        ...(intent.last_payment_error === null
          ? {}
          : { failure: failureOf(intent.last_payment_error) }),
      }
    }
    case 'charge.refunded': {
      const charge = event.data.object
      return {
        kind: 'refunded',
        eventId: event.id,
        reference: idOf(charge.payment_intent) ?? '',
        refundId: charge.id,
        amountCents: charge.amount_refunded,
        currency: charge.currency.toUpperCase(),
        orderReference: orderOf(charge.metadata),
      }
    }
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed': {
      const dispute = event.data.object
      const due = dispute.evidence_details?.due_by ?? null
      return {
        kind: 'disputed',
        change:
          event.type === 'charge.dispute.created'
            ? 'created'
            : event.type === 'charge.dispute.closed'
              ? 'closed'
              : 'updated',
        eventId: event.id,
        reference: idOf(dispute.payment_intent) ?? '',
        disputeId: dispute.id,
        amountCents: dispute.amount,
        currency: dispute.currency.toUpperCase(),
        status: dispute.status,
        reason: dispute.reason,
        evidenceDueBy: due === null ? null : new Date(due * 1000).toISOString(),
        orderReference: null,
      }
    }
    default:
      return { kind: 'ignored', eventId: event.id, type: event.type }
  }
}

function idOf(value: string | { id: string } | null): string | null {
  if (value === null) return null
  return typeof value === 'string' ? value : value.id
}
