import { randomBytes } from 'node:crypto'
import type http from 'node:http'
import type Stripe from 'stripe'
import { setupIntentFixture } from './fixtures/stripe-setup-intent-fixture.js'
import { stripeFixtures as fixtures } from './fixtures/stripe-fixtures.js'

type Json = Record<string, unknown>

/** A saved payment method of the test server, with the test method it was made from. */
export interface SavedTestMethod {
  method: Stripe.PaymentMethod
  from: string
  fail: 'card_declined' | 'authentication_required' | null
}

/** What the saved-cards endpoints need of the test server's state and its helpers. */
export interface SavedCardsContext {
  saved: Map<string, SavedTestMethod>
  customers: Map<string, Stripe.Customer>
  testMethods: Record<string, { last4: string; decline?: string }>
  declineMessages: Record<string, string>
  publishableKey: string
  /** Only the secret key may call (a 401 otherwise). */
  requireSecretKey(request: http.IncomingMessage): void
  createIntent(params: Json): Stripe.PaymentIntent
  succeed(intent: Stripe.PaymentIntent): void
  emit(type: string, object: unknown): void
  error(
    status: number,
    body: {
      type: string
      message: string
      code?: string
      decline_code?: string
      payment_intent?: Stripe.PaymentIntent
    },
  ): Error
}

const clone = <T>(value: unknown): T => structuredClone(value) as T
const nowSeconds = () => Math.floor(Date.now() / 1000)
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`

/**
 * The saved-card endpoints of the Stripe-compatible test server, as Stripe's API reference
 * documents them: list a Customer's PaymentMethods (`GET /v1/customers/:id/payment_methods`,
 * filtered by `type`), attach and detach a PaymentMethod (`POST /v1/payment_methods/:id/attach`,
 * `…/detach`: a detached one has `customer: null` and can no longer be charged), retrieve and
 * update a Customer (`invoice_settings[default_payment_method]` must be attached to it),
 * SetupIntents (create with `customer` and `usage`, retrieve, confirm — the browser with the
 * publishable key and the client secret, as Stripe.js's `confirmSetup` does: Stripe's test methods
 * decide, a declined card leaves `requires_payment_method` with `last_setup_error`, a card that pays
 * saves a PaymentMethod to the customer and the intent `succeeded` with `setup_intent.succeeded`),
 * and a saved card charged on-session (`payment_method` + `customer` + `confirm: true` without
 * `off_session`): paid at once, `requires_action` (`use_stripe_sdk`) for a card that wants 3-D
 * Secure, or a 402 `card_error` naming the intent for a decline. Answers `undefined` for any other
 * request, which the server routes itself.
 */
export function savedCardsRoutes(context: SavedCardsContext) {
  const setupIntents = new Map<string, Stripe.SetupIntent>()
  const { saved, customers } = context

  const missing = (kind: string, id: string) =>
    context.error(404, {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
    })

  function customerOrThrow(id: string): Stripe.Customer {
    const customer = customers.get(id)
    if (customer === undefined) throw missing('customer', id)
    return customer
  }

  function savedOrThrow(id: string): SavedTestMethod {
    const card = saved.get(id)
    if (card === undefined) throw missing('PaymentMethod', id)
    return card
  }

  function saveCard(customer: string, testMethod: string): Stripe.PaymentMethod {
    const method = clone<Stripe.PaymentMethod>(fixtures.payment_method)
    Object.assign(method, {
      id: newId('pm'),
      created: nowSeconds(),
      customer,
      livemode: false,
      metadata: {},
      card: { ...method.card, last4: context.testMethods[testMethod]?.last4 ?? '4242' },
    })
    saved.set(method.id, { method, from: testMethod, fail: null })
    return method
  }

  function createSetupIntent(params: Json): Stripe.SetupIntent {
    const customer = typeof params.customer === 'string' ? params.customer : null
    if (customer !== null) customerOrThrow(customer)
    const intent = clone<Stripe.SetupIntent>(setupIntentFixture)
    const id = newId('seti')
    Object.assign(intent, {
      id,
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      created: nowSeconds(),
      customer,
      last_setup_error: null,
      metadata: (params.metadata as Json | undefined) ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: Array.isArray(params.payment_method_types)
        ? params.payment_method_types
        : ['card'],
      status: 'requires_payment_method',
      usage: params.usage === 'on_session' ? 'on_session' : 'off_session',
    })
    setupIntents.set(id, intent)
    return intent
  }

  function confirmSetupIntent(intent: Stripe.SetupIntent, paymentMethod: string): void {
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw context.error(400, {
        type: 'invalid_request_error',
        code: 'setup_intent_unexpected_state',
        message: `This SetupIntent's status is ${intent.status}; it cannot be confirmed.`,
      })
    }
    const method = context.testMethods[paymentMethod]
    if (method === undefined) throw missing('PaymentMethod', paymentMethod)
    if (method.decline !== undefined) {
      intent.status = 'requires_payment_method'
      intent.last_setup_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: method.decline,
        message: context.declineMessages[method.decline] ?? 'Your card was declined.',
      } as Stripe.SetupIntent.LastSetupError
      context.emit('setup_intent.setup_failed', intent)
      return
    }
    if (typeof intent.customer !== 'string') {
      throw context.error(400, {
        type: 'invalid_request_error',
        code: 'parameter_missing',
        message: 'This test server saves cards only for a SetupIntent with a customer.',
      })
    }
    intent.last_setup_error = null
    intent.payment_method = saveCard(intent.customer, paymentMethod).id
    intent.status = 'succeeded'
    context.emit('setup_intent.succeeded', intent)
  }

  /** A saved card chosen at checkout: confirmed by Stripe at once, with the shopper present. */
  function chargeOnSession(params: Json, paymentMethod: string): Stripe.PaymentIntent {
    const card = savedOrThrow(paymentMethod)
    if (card.method.customer === null || card.method.customer !== params.customer) {
      throw missing('PaymentMethod', paymentMethod)
    }
    const { confirm: _confirm, payment_method: _method, ...rest } = params
    const intent = context.createIntent(rest)
    intent.payment_method = paymentMethod
    const from = context.testMethods[card.from]
    const decline = card.fail === 'card_declined' ? 'generic_decline' : from?.decline
    if (card.from === 'pm_card_authenticationRequired' || card.fail === 'authentication_required') {
      intent.status = 'requires_action'
      intent.next_action = {
        type: 'use_stripe_sdk',
        use_stripe_sdk: {},
      } as Stripe.PaymentIntent.NextAction
      return intent
    }
    if (decline !== undefined) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: context.declineMessages[decline] ?? 'Your card was declined.',
      } as Stripe.PaymentIntent.LastPaymentError
      intent.status = 'requires_payment_method'
      intent.last_payment_error = error
      context.emit('payment_intent.payment_failed', intent)
      throw context.error(402, {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: error.message ?? '',
        payment_intent: clone(intent),
      })
    }
    intent.latest_charge = newId('ch')
    context.succeed(intent)
    return intent
  }

  function authorizeBrowser(
    request: http.IncomingMessage,
    params: Json,
    intent: Stripe.SetupIntent,
  ) {
    const header = request.headers.authorization ?? ''
    const key = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : ''
    if (key === context.publishableKey && params.client_secret === intent.client_secret) return
    context.requireSecretKey(request)
  }

  return (method: string, path: string, params: Json, request: http.IncomingMessage): unknown => {
    if (
      method === 'POST' &&
      path === '/v1/payment_intents' &&
      typeof params.payment_method === 'string' &&
      saved.has(params.payment_method) &&
      params.confirm === 'true' &&
      params.off_session !== 'true'
    ) {
      context.requireSecretKey(request)
      return chargeOnSession(params, params.payment_method)
    }
    const listMatch = /^\/v1\/customers\/(\w+)\/payment_methods$/.exec(path)
    if (method === 'GET' && listMatch !== null) {
      context.requireSecretKey(request)
      const customer = customerOrThrow(listMatch[1] ?? '')
      const data = [...saved.values()]
        .map((card) => card.method)
        .filter((card) => card.customer === customer.id)
        .filter((card) => params.type === undefined || card.type === params.type)
        .reverse()
      return { object: 'list', data: clone(data), has_more: false, url: path }
    }
    const methodMatch = /^\/v1\/payment_methods\/(\w+)\/(attach|detach)$/.exec(path)
    if (method === 'POST' && methodMatch !== null) {
      context.requireSecretKey(request)
      const card = savedOrThrow(methodMatch[1] ?? '')
      if (methodMatch[2] === 'detach') {
        if (card.method.customer === null) {
          throw context.error(400, {
            type: 'invalid_request_error',
            code: 'payment_method_unexpected_state',
            message: 'The payment method you provided is not attached to a customer.',
          })
        }
        card.method.customer = null
      } else {
        card.method.customer = customerOrThrow(String(params.customer ?? '')).id
      }
      return clone(card.method)
    }
    const customerMatch = /^\/v1\/customers\/(\w+)$/.exec(path)
    if (customerMatch !== null && (method === 'GET' || method === 'POST')) {
      context.requireSecretKey(request)
      const customer = customerOrThrow(customerMatch[1] ?? '')
      if (method === 'GET') return customer
      const settings = params.invoice_settings as Json | undefined
      const preferred = settings?.default_payment_method
      if (typeof preferred === 'string') {
        if (saved.get(preferred)?.method.customer !== customer.id) {
          throw missing('PaymentMethod', preferred)
        }
        customer.invoice_settings = {
          ...customer.invoice_settings,
          default_payment_method: preferred,
        }
      }
      if (typeof params.email === 'string') customer.email = params.email
      if (params.metadata !== undefined) {
        customer.metadata = {
          ...customer.metadata,
          ...(params.metadata as Json),
        } as Stripe.Metadata
      }
      context.emit('customer.updated', customer)
      return customer
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      context.requireSecretKey(request)
      return createSetupIntent(params)
    }
    const setupMatch = /^\/v1\/setup_intents\/(\w+)(\/confirm)?$/.exec(path)
    if (setupMatch !== null) {
      const intent = setupIntents.get(setupMatch[1] ?? '')
      if (intent === undefined) throw missing('setup_intent', setupMatch[1] ?? '')
      authorizeBrowser(request, params, intent)
      if (method === 'GET' && setupMatch[2] === undefined) return intent
      if (method === 'POST' && setupMatch[2] === '/confirm') {
        confirmSetupIntent(intent, String(params.payment_method ?? ''))
        return intent
      }
    }
    return undefined
  }
}
