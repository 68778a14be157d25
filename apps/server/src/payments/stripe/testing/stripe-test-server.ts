import { createHash, createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type Stripe from 'stripe'
import { stripeFixtures as fixtures } from './fixtures/stripe-fixtures.js'
import { parseStripeForm } from './stripe-form.js'
import { AFTERPAY_CLEARPAY_LIMITS } from '../afterpay-clearpay.js'
import { stripeJsShim } from './stripe-js-shim.js'
import { savedCardsRoutes } from './stripe-test-saved-cards.js'
import * as methods from './klarna-test-method.js'

/**
 * A stateful Stripe-compatible server for tests and local trials, for exactly the endpoints
 * Atelier calls: customers (create), payment intents (create — on-session, or a saved card
 * off-session with `off_session: true, confirm: true` — retrieve, confirm, capture, cancel), the
 * payment methods an intent with `setup_future_usage` saves to its customer, refunds (create, list
 * by payment intent), disputes (opened, updated, closed by the test) and the events it sends to
 * webhook endpoints, and at `/v3/` a stand-in for Stripe.js
 * (`stripe-js-shim.ts`) for browser tests. Its objects start from Stripe's published fixtures
 * (`fixtures/`, MIT) and are typed with the official SDK's types. As Stripe documents:
 * - the secret key goes in `Authorization: Bearer`; a wrong one is a 401 `invalid_request_error`;
 *   the browser (publishable key) may only confirm or retrieve an intent with its client secret;
 * - a POST with an `Idempotency-Key` answers its first answer again (`Idempotent-Replayed: true`);
 *   the same key with other parameters is a 400 `idempotency_error`;
 * - Stripe's test payment methods decide the outcome: `pm_card_visa` pays,
 *   `pm_card_chargeDeclined` is declined (`card_declined`/`generic_decline`),
 *   `pm_card_chargeDeclinedInsufficientFunds` lacks funds, `pm_card_authenticationRequired` needs
 *   3-D Secure (`requires_action`), `pm_card_createDispute` pays and is then disputed
 *   (`charge.dispute.created`, reason `fraudulent`);
 * - a saved card charged off-session that is refused answers 402 `card_error` with the intent
 *   (left `requires_payment_method`): `authentication_required` or `card_declined`;
 * - a refund never exceeds what is left of the charge (400 `amount_too_large` otherwise);
 * - events are POSTed to each endpoint signed as Stripe signs them:
 *   `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>" with the endpoint secret>`.
 */
export interface StripeTestServer {
  readonly url: string
  readonly port: number
  /**
   * Events are delivered to this endpoint, signed with `secret`: POSTed over HTTP, or handed to
   * `send` (a test delivering into an app it did not start listening).
   */
  addWebhookEndpoint(url: string, secret: string, send?: WebhookSender): void
  /** While held, events are recorded but not delivered (a lost webhook). */
  holdWebhooks(held: boolean): void
  /** Every event made, oldest first. */
  events(): Stripe.Event[]
  /** Sends an event again (a replay), or sends it with a forged signature. */
  deliver(event: Stripe.Event, options?: { forgeSignature?: boolean }): Promise<number[]>
  /** Waits until every delivery started so far has been answered. */
  settled(): Promise<void>
  paymentIntent(id: string): Stripe.PaymentIntent | undefined
  /** Every PaymentIntent made, oldest first. */
  paymentIntents(): Stripe.PaymentIntent[]
  refunds(): Stripe.Refund[]
  customers(): Stripe.Customer[]
  /** A payment method saved to a customer (by an intent with `setup_future_usage`). */
  paymentMethod(id: string): Stripe.PaymentMethod | undefined
  /**
   * From now on, charging this saved card off-session fails with `code`, as a card that expired or
   * was blocked (`card_declined`) or whose bank starts asking for 3-D Secure
   * (`authentication_required`) does; `null` lets it pay again.
   */
  failSavedCard(
    paymentMethodId: string,
    code: 'card_declined' | 'authentication_required' | null,
  ): void
  /**
   * The next answer to a POST on `path` is lost once the work is done (the connection drops, as
   * in a timeout): the client must retry with its idempotency key to learn the outcome.
   */
  loseNextAnswer(path: string): void
  /** Opens a dispute on a paid intent's charge (`charge.dispute.created`). */
  dispute(paymentIntentId: string, reason?: string): Stripe.Dispute
  /** Changes a dispute (`charge.dispute.updated`, or `charge.dispute.closed` once won or lost). */
  updateDispute(disputeId: string, status: Stripe.Dispute.Status): Stripe.Dispute
  close(): Promise<void>
}

/** Delivers one signed event; answers the endpoint's HTTP status. */
export type WebhookSender = (delivery: {
  url: string
  headers: Record<string, string>
  body: string
}) => Promise<number>

export interface StripeTestServerOptions {
  secretKey: string
  publishableKey: string
  port?: number
  host?: string
  /** The account's country (`GET /v1/account`, Klarna's customers); US when not given. */
  accountCountry?: string
}

type Json = Record<string, unknown>

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: {
      type: string
      message: string
      code?: string
      decline_code?: string
      /** A card error of a confirmation names the intent it left (Stripe's error object). */
      payment_intent?: Stripe.PaymentIntent
      payment_method?: Stripe.PaymentMethod
    },
  ) {
    super(body.message)
  }
}

const clone = <T>(value: unknown): T => structuredClone(value) as T
const nowSeconds = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/** Stripe's documented test payment methods and what they do at confirmation. */
const testMethods: Record<string, { last4: string; decline?: string }> = {
  pm_card_visa: { last4: '4242' },
  pm_card_chargeDeclined: { last4: '0002', decline: 'generic_decline' },
  pm_card_chargeDeclinedInsufficientFunds: { last4: '9995', decline: 'insufficient_funds' },
  pm_card_authenticationRequired: { last4: '3184' },
  // Pays, then its buyer disputes the charge (Stripe's test card 4000 0000 0000 0259).
  pm_card_createDispute: { last4: '0259' },
}
const declineMessages: Record<string, string> = {
  generic_decline: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
}

export async function startStripeTestServer(
  options: StripeTestServerOptions,
): Promise<StripeTestServer> {
  const intents = new Map<string, Stripe.PaymentIntent>()
  const customers = new Map<string, Stripe.Customer>()
  /** Saved payment methods, with the test method they were made from and a forced failure. */
  const saved = new Map<
    string,
    {
      method: Stripe.PaymentMethod
      from: string
      fail: 'card_declined' | 'authentication_required' | null
    }
  >()
  const disputes = new Map<string, Stripe.Dispute>()
  /** Payment methods whose charges are disputed once paid (`pm_card_createDispute`). */
  const disputedMethods = new Set<string>()
  const refunds: Stripe.Refund[] = []
  const events: Stripe.Event[] = []
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>()
  const endpoints: Array<{ url: string; secret: string; send: WebhookSender }> = []
  const deliveries = new Set<Promise<unknown>>()
  let held = false
  const lose = new Set<string>()

  function emit(type: string, object: unknown): void {
    const event = clone<Stripe.Event>(fixtures.event)
    Object.assign(event, {
      id: newId('evt'),
      type,
      created: nowSeconds(),
      api_version: null,
      data: { object: clone(object) },
      request: { id: null, idempotency_key: null },
    })
    events.push(event)
    if (!held) void deliver(event)
  }

  function deliver(event: Stripe.Event, how: { forgeSignature?: boolean } = {}): Promise<number[]> {
    const payload = JSON.stringify(event)
    const sent = Promise.all(
      endpoints.map(async (endpoint) => {
        const t = nowSeconds()
        const secret = how.forgeSignature === true ? 'whsec_forged' : endpoint.secret
        const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex')
        try {
          return await endpoint.send({
            url: endpoint.url,
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': `t=${t},v1=${v1}`,
              'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            },
            body: payload,
          })
        } catch {
          return 0
        }
      }),
    )
    deliveries.add(sent)
    void sent.finally(() => deliveries.delete(sent))
    return sent
  }

  function intentOrThrow(id: string): Stripe.PaymentIntent {
    const intent = intents.get(id)
    if (intent === undefined) {
      throw new StripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${id}'`,
      })
    }
    return intent
  }

  function createIntent(params: Json): Stripe.PaymentIntent {
    const amount = Number(params.amount)
    const currency = String(params.currency ?? '').toLowerCase()
    if (!Number.isInteger(amount) || amount < 1 || currency.length !== 3) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_invalid_integer',
        message: 'Invalid amount or currency.',
      })
    }
    const intent = clone<Stripe.PaymentIntent>(fixtures.payment_intent)
    const id = newId('pi')
    Object.assign(intent, {
      id,
      amount,
      currency,
      amount_capturable: 0,
      amount_received: 0,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: params.capture_method === 'manual' ? 'manual' : 'automatic',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer: typeof params.customer === 'string' ? params.customer : null,
      description: typeof params.description === 'string' ? params.description : null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
      next_action: null,
      payment_method: null,
      processing: null,
      receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
      setup_future_usage: params.setup_future_usage ?? null,
      shipping: params.shipping ?? null,
      payment_method_types: methods.allowedTypesOf(params) ?? ['card'],
      status: 'requires_payment_method',
      transfer_data: null,
    })
    intents.set(id, intent)
    if (typeof params.payment_method === 'string' && params.confirm === 'true') {
      if (params.off_session === 'true') chargeOffSession(intent, params.payment_method)
      else confirmIntent(intent, params.payment_method)
    }
    return intent
  }

  function createCustomer(params: Json): Stripe.Customer {
    const customer = clone<Stripe.Customer>(fixtures.customer)
    Object.assign(customer, {
      id: newId('cus'),
      created: nowSeconds(),
      discount: null,
      email: typeof params.email === 'string' ? params.email : null,
      livemode: false,
      metadata: (params.metadata as Json | undefined) ?? {},
    })
    customers.set(customer.id, customer)
    return customer
  }

  /**
   * A saved card charged without the customer (`off_session: true, confirm: true`): it must be
   * attached to the intent's customer. A refusal is a 402 card error naming the intent, which is
   * left `requires_payment_method` with its `last_payment_error` (Stripe's "charge a saved payment
   * method" guide): `authentication_required` for a card that needs 3-D Secure on every charge
   * (`pm_card_authenticationRequired`) or whose bank started asking, `card_declined` otherwise.
   */
  function chargeOffSession(intent: Stripe.PaymentIntent, paymentMethodId: string): void {
    const card = saved.get(paymentMethodId)
    if (card === undefined || card.method.customer !== intent.customer) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${paymentMethodId}'`,
      })
    }
    intent.payment_method = paymentMethodId
    const from = testMethods[card.from]
    const code =
      card.fail ??
      (card.from === 'pm_card_authenticationRequired'
        ? 'authentication_required'
        : from?.decline === undefined
          ? null
          : 'card_declined')
    if (code === null) {
      intent.last_payment_error = null
      intent.latest_charge = newId('ch')
      succeed(intent)
      return
    }
    const declineCode =
      code === 'authentication_required'
        ? 'authentication_required'
        : (from?.decline ?? 'generic_decline')
    const error = {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message: declineMessages[declineCode] ?? 'Your card was declined.',
      payment_method: card.method,
    } as Stripe.PaymentIntent.LastPaymentError
    intent.status = 'requires_payment_method'
    intent.last_payment_error = error
    emit('payment_intent.payment_failed', intent)
    throw new StripeError(402, {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message: error.message ?? '',
      payment_intent: clone(intent),
      payment_method: clone(card.method),
    })
  }

  /** A test method confirmed for a customer with `setup_future_usage`: a PaymentMethod is saved. */
  function saveMethod(intent: Stripe.PaymentIntent, testMethod: string): string {
    if (typeof intent.customer !== 'string' || intent.setup_future_usage === null) return testMethod
    const method = clone<Stripe.PaymentMethod>(fixtures.payment_method)
    Object.assign(method, {
      id: newId('pm'),
      created: nowSeconds(),
      customer: intent.customer,
      livemode: false,
      metadata: {},
      card: { ...method.card, last4: testMethods[testMethod]?.last4 ?? '4242' },
    })
    saved.set(method.id, { method, from: testMethod, fail: null })
    return method.id
  }

  function confirmIntent(intent: Stripe.PaymentIntent, paymentMethod: string): void {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
      })
    }
    const method = testMethods[paymentMethod]
    if (method === undefined) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such PaymentMethod: '${paymentMethod}'`,
      })
    }
    intent.payment_method = paymentMethod
    if (method.decline !== undefined) {
      intent.status = 'requires_payment_method'
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: method.decline,
        message: declineMessages[method.decline] ?? 'Your card was declined.',
      } as Stripe.PaymentIntent.LastPaymentError
      emit('payment_intent.payment_failed', intent)
      return
    }
    if (paymentMethod === 'pm_card_authenticationRequired') {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {},
      } as Stripe.PaymentIntent.NextAction
      return
    }
    intent.last_payment_error = null
    intent.latest_charge = newId('ch')
    intent.payment_method = saveMethod(intent, paymentMethod)
    if (paymentMethod === 'pm_card_createDispute') disputedMethods.add(intent.payment_method)
    if (intent.capture_method === 'manual') {
      intent.status = 'requires_capture'
      intent.amount_capturable = intent.amount
      emit('payment_intent.amount_capturable_updated', intent)
      return
    }
    succeed(intent)
  }

  /**
   * Afterpay / Clearpay as Stripe documents it for `payment_method_data[type]=afterpay_clearpay`:
   * refused outside the method's limits for the currency, else `requires_action` with a
   * `redirect_to_url` next action to the provider's page (here the test server's own
   * authorize/fail page, like Stripe's test mode), which comes back to the return URL with
   * `payment_intent`, `payment_intent_client_secret` and `redirect_status`.
   */
  function redirectToAfterpay(
    intent: Stripe.PaymentIntent,
    returnUrl: string,
    type = 'afterpay_clearpay',
    params: Json = {},
  ): void {
    // Klarna too (`klarna-test-method.ts`); either only if the intent allows it.
    const refusal =
      methods.methodNotAllowed(intent, type) ??
      (type === 'klarna'
        ? methods.klarnaRefusal(intent, params, options.accountCountry ?? 'US')
        : methods.afterpayShippingMissing(intent))
    if (refusal !== undefined) {
      throw new StripeError(400, { type: 'invalid_request_error', ...refusal })
    }
    const limit = AFTERPAY_CLEARPAY_LIMITS[intent.currency.toUpperCase()]
    if (
      type !== 'klarna' &&
      (limit === undefined || intent.amount < limit.minCents || intent.amount > limit.maxCents)
    ) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_invalid_parameter',
        message: 'Afterpay / Clearpay is not available for this amount or currency.',
      })
    }
    if (!/^https?:\/\//.test(returnUrl)) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'A return_url is required to confirm an Afterpay / Clearpay payment.',
      })
    }
    intent.status = 'requires_action'
    intent.payment_method = newId('pm')
    intent.payment_method_types = [type]
    const page = new URL(
      `/${type === 'klarna' ? 'klarna' : 'afterpay'}/authorize/${intent.id}`,
      baseUrl(),
    )
    page.searchParams.set('return_url', returnUrl)
    intent.next_action = {
      type: 'redirect_to_url',
      redirect_to_url: { url: page.href, return_url: returnUrl },
    } as Stripe.PaymentIntent.NextAction
  }

  /** The provider's decision on the test authorize page: back to the shop's return URL. */
  function afterpayDecision(id: string, authorize: boolean, returnUrl: string): string {
    const intent = intentOrThrow(id)
    if (intent.status === 'requires_action') {
      intent.next_action = null
      if (authorize) {
        intent.latest_charge = newId('ch')
        succeed(intent)
      } else {
        intent.status = 'requires_payment_method'
        intent.last_payment_error = {
          type: 'invalid_request_error',
          code: 'payment_intent_authentication_failure',
          message: `The customer did not authorize the ${intent.payment_method_types.includes('klarna') ? 'Klarna' : 'Afterpay / Clearpay'} payment.`,
        } as Stripe.PaymentIntent.LastPaymentError
        emit('payment_intent.payment_failed', intent)
      }
    }
    const back = new URL(returnUrl)
    back.searchParams.set('payment_intent', intent.id)
    back.searchParams.set('payment_intent_client_secret', intent.client_secret ?? '')
    back.searchParams.set('redirect_status', authorize ? 'succeeded' : 'failed')
    return back.href
  }

  function succeed(intent: Stripe.PaymentIntent): void {
    intent.status = 'succeeded'
    intent.amount_capturable = 0
    intent.amount_received = intent.amount
    emit('payment_intent.succeeded', intent)
    if (disputedMethods.has(intent.payment_method as string)) openDispute(intent, 'fraudulent')
  }

  function openDispute(intent: Stripe.PaymentIntent, reason: string): Stripe.Dispute {
    const dispute = clone<Stripe.Dispute>(fixtures.dispute)
    Object.assign(dispute, {
      id: newId('dp'),
      amount: intent.amount_received,
      charge: intent.latest_charge,
      currency: intent.currency,
      payment_intent: intent.id,
      reason,
      status: 'needs_response',
      created: nowSeconds(),
      evidence_details: {
        ...dispute.evidence_details,
        due_by: nowSeconds() + 7 * 86_400,
      },
    })
    disputes.set(dispute.id, dispute)
    emit('charge.dispute.created', dispute)
    return clone(dispute)
  }

  function refundedOf(intentId: string): number {
    return refunds
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + refund.amount, 0)
  }

  function chargeOf(intent: Stripe.PaymentIntent): Stripe.Charge {
    const charge = clone<Stripe.Charge>(fixtures.charge)
    Object.assign(charge, {
      id: intent.latest_charge,
      amount: intent.amount,
      amount_captured: intent.amount_received,
      amount_refunded: refundedOf(intent.id),
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refundedOf(intent.id) === intent.amount_received,
      metadata: intent.metadata,
      status: 'succeeded',
      paid: true,
      captured: true,
    })
    return charge
  }

  function createRefund(params: Json): Stripe.Refund {
    const intent = intentOrThrow(String(params.payment_intent ?? ''))
    const left = intent.amount_received - refundedOf(intent.id)
    if (intent.status !== 'succeeded' || left <= 0) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${String(intent.latest_charge)} has already been refunded.`,
      })
    }
    const amount = params.amount === undefined ? left : Number(params.amount)
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
      })
    }
    const refund = clone<Stripe.Refund>(fixtures.refund)
    Object.assign(refund, {
      id: newId('re'),
      amount,
      charge: intent.latest_charge,
      created: nowSeconds(),
      currency: intent.currency,
      metadata: (params.metadata as Json | undefined) ?? {},
      payment_intent: intent.id,
      reason: typeof params.reason === 'string' ? params.reason : null,
      status: 'succeeded',
    })
    refunds.push(refund)
    emit('charge.refunded', chargeOf(intent))
    return refund
  }

  /** Who may call: the secret key for everything, the publishable key with a client secret. */
  function authorize(request: http.IncomingMessage, params: Json, intentId?: string): void {
    const header = request.headers.authorization ?? ''
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (key === options.secretKey) return
    if (key === options.publishableKey && intentId !== undefined) {
      const intent = intentOrThrow(intentId)
      if (params.client_secret === intent.client_secret) return
    }
    throw new StripeError(401, {
      type: 'invalid_request_error',
      message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
    })
  }

  function route(method: string, path: string, params: Json, request: http.IncomingMessage) {
    const savedCardAnswer = savedCards(method, path, params, request)
    if (savedCardAnswer !== undefined) return savedCardAnswer
    const intentMatch = /^\/v1\/payment_intents\/([\w]+)(?:\/(confirm|capture|cancel))?$/.exec(path)
    if (method === 'POST' && path === '/v1/payment_intents') {
      authorize(request, params)
      return createIntent(params)
    }
    if (intentMatch !== null) {
      const [, id = '', action] = intentMatch
      authorize(request, params, action === undefined || action === 'confirm' ? id : undefined)
      const intent = intentOrThrow(id)
      if (method === 'GET' && action === undefined) return intent
      if (method === 'POST' && action === 'confirm') {
        const data = params.payment_method_data as Json | undefined
        if (data?.type === 'afterpay_clearpay' || data?.type === 'klarna') {
          redirectToAfterpay(intent, String(params.return_url ?? ''), data.type, params)
          return intent
        }
        confirmIntent(intent, String(params.payment_method ?? ''))
        return intent
      }
      if (method === 'POST' && action === 'capture' && intent.status === 'requires_capture') {
        succeed(intent)
        return intent
      }
      if (method === 'POST' && action === 'cancel' && intent.status !== 'succeeded') {
        intent.status = 'canceled'
        intent.canceled_at = nowSeconds()
        intent.cancellation_reason = 'requested_by_customer'
        emit('payment_intent.canceled', intent)
        return intent
      }
      throw new StripeError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot ${action ?? 'update'} this PaymentIntent because it has a status of ${intent.status}.`,
      })
    }
    if (method === 'GET' && path === '/v1/account') {
      authorize(request, params)
      return methods.testAccount(options.accountCountry ?? 'US')
    }
    if (method === 'POST' && path === '/v1/customers') {
      authorize(request, params)
      return createCustomer(params)
    }
    if (method === 'POST' && path === '/v1/refunds') {
      authorize(request, params)
      return createRefund(params)
    }
    if (method === 'GET' && path === '/v1/refunds') {
      authorize(request, params)
      const data = refunds
        .filter((refund) => refund.payment_intent === params.payment_intent)
        .reverse()
      return { object: 'list', data, has_more: false, url: '/v1/refunds' }
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  // Saved cards: customers' payment methods, setup intents, a saved card charged on-session.
  const savedCards = savedCardsRoutes({
    saved,
    customers,
    testMethods,
    declineMessages,
    publishableKey: options.publishableKey,
    requireSecretKey: (request) => authorize(request, {}),
    createIntent,
    succeed,
    emit,
    error: (status, body) => new StripeError(status, body),
  })

  const baseUrl = () => `http://${options.host ?? '127.0.0.1'}:${portOf(server)}`

  /** Stripe's test redirect page for Afterpay: authorize or fail the test payment. */
  function serveAfterpayPage(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    step: string,
    id: string,
    provider = 'afterpay',
  ): void {
    const url = new URL(request.url ?? '/', baseUrl())
    const returnUrl = url.searchParams.get('return_url') ?? ''
    if (!intents.has(id) || !/^https?:\/\//.test(returnUrl)) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      response.end('Unknown payment')
      return
    }
    if (step === 'decide') {
      const authorize = url.searchParams.get('outcome') === 'authorize'
      response.writeHead(303, { location: afterpayDecision(id, authorize, returnUrl) })
      response.end()
      return
    }
    const link = (outcome: string) => {
      const target = new URL(`/${provider}/decide/${id}`, baseUrl())
      target.searchParams.set('return_url', returnUrl)
      target.searchParams.set('outcome', outcome)
      return target.href.replace(/&/g, '&amp;')
    }
    const name = provider === 'klarna' ? 'Klarna' : 'Afterpay'
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${name} test payment</title></head><body><main>` +
        `<h1>${name} test payment</h1>` +
        `<p><a href="${link('authorize')}">Authorize test payment</a></p>` +
        `<p><a href="${link('fail')}">Fail test payment</a></p></main></body></html>`,
    )
  }

  const server = http.createServer((request, response) => {
    // The browser (the Stripe.js stand-in) calls from the shop's origin, as with Stripe.
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'access-control-allow-methods': 'GET, POST',
        'access-control-allow-headers': 'authorization, content-type, idempotency-key',
        'access-control-max-age': '600',
      })
      response.end()
      return
    }
    if (request.method === 'GET' && (request.url === '/v3/' || request.url === '/v3')) {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      response.end(stripeJsShim(`http://${options.host ?? '127.0.0.1'}:${portOf(server)}`))
      return
    }
    const afterpay = /^\/(afterpay|klarna)\/(authorize|decide)\/(\w+)/.exec(request.url ?? '')
    if (afterpay !== null) {
      serveAfterpayPage(request, response, afterpay[2] ?? '', afterpay[3] ?? '', afterpay[1])
      return
    }
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stripe.test')
      const text = Buffer.concat(chunks).toString('utf8')
      const params =
        request.method === 'GET' ? parseStripeForm(url.search.slice(1)) : parseStripeForm(text)
      const send = (status: number, body: unknown, replayed = false) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        })
        response.end(JSON.stringify(body))
      }
      const key = request.headers['idempotency-key']
      const idempotencyKey = typeof key === 'string' && request.method === 'POST' ? key : undefined
      const fingerprint = createHash('sha256').update(`${url.pathname}\n${text}`).digest('hex')
      if (idempotencyKey !== undefined) {
        const known = idempotent.get(idempotencyKey)
        if (known !== undefined) {
          if (known.fingerprint !== fingerprint) {
            return send(400, {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than ' +
                  `'${idempotencyKey}' if you meant to execute a different request.`,
              },
            })
          }
          return send(known.status, known.body, true)
        }
      }
      let status = 200
      let body: unknown
      try {
        body = route(request.method ?? 'GET', url.pathname, params, request)
      } catch (error) {
        if (!(error instanceof StripeError)) throw error
        status = error.status
        body = { error: error.body }
      }
      // Stripe keeps the answer of a key, errors included (not a 401 or a 404 of routing).
      if (idempotencyKey !== undefined && status !== 401) {
        idempotent.set(idempotencyKey, { fingerprint, status, body: clone(body) })
      }
      if (request.method === 'POST' && lose.delete(url.pathname))
        return void request.socket.destroy()
      send(status, body)
    })
  })
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  )
  const port = portOf(server)
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    addWebhookEndpoint: (url, secret, send = postOverHttp) =>
      void endpoints.push({ url, secret, send }),
    holdWebhooks: (value) => void (held = value),
    loseNextAnswer: (path) => void lose.add(path),
    events: () => [...events],
    deliver,
    settled: async () => {
      while (deliveries.size > 0) await Promise.all([...deliveries])
    },
    paymentIntent: (id) => intents.get(id),
    paymentIntents: () => [...intents.values()],
    refunds: () => [...refunds],
    customers: () => [...customers.values()],
    paymentMethod: (id) => saved.get(id)?.method,
    failSavedCard(paymentMethodId, code) {
      const card = saved.get(paymentMethodId)
      if (card === undefined) throw new Error(`no saved payment method ${paymentMethodId}`)
      card.fail = code
    },
    updateDispute(disputeId, status) {
      const dispute = disputes.get(disputeId)
      if (dispute === undefined) throw new Error(`no dispute ${disputeId}`)
      dispute.status = status
      const closed = status === 'won' || status === 'lost' || status === 'warning_closed'
      emit(closed ? 'charge.dispute.closed' : 'charge.dispute.updated', dispute)
      return clone(dispute)
    },
    dispute: (paymentIntentId, reason = 'fraudulent') =>
      openDispute(intentOrThrow(paymentIntentId), reason),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error === undefined ? resolve() : reject(error))),
      ),
  }
}

function portOf(server: http.Server): number {
  return (server.address() as AddressInfo).port
}

async function postOverHttp(delivery: Parameters<WebhookSender>[0]): Promise<number> {
  const answer = await fetch(delivery.url, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  })
  await answer.arrayBuffer()
  return answer.status
}
