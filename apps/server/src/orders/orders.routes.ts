import { paymentAddressOf } from '../payments/payment-address.js'
import { experimentCookieName, storedAssignments } from '../analytics/experiment-assignments.js'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  orderFailureSchema,
  orderBodySchema,
  placedOrderSchema,
  quoteBodySchema,
  quoteSchema,
} from '../checkout/checkout-schemas.js'
import type { CartRef } from '../checkout/checkout-cart.js'
import { checkoutPages } from './checkout-pages.js'
import { donationsRoutes } from '../donations/donations.routes.js'
import { settleFromProvider } from './settle-payment.js'
import { quoteCheckout } from '../checkout/quote-checkout.js'
import { cartTokenOf } from '../commerce/cart-cookies.js'
import { oneItemCartKind } from '../commerce/cart-queries.js'
import { serveDownload } from '../downloads/serve-download.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import { defaultPaymentProviders } from '../payments/default-payment-providers.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import { cancelSubscription } from './subscriptions/cancel-subscription.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { createCheckoutWorker } from './checkout-worker.js'
import { fulfillmentRoutes } from './fulfillment.routes.js'
import { renewalPayRoutes } from './subscriptions/renewal-pay.routes.js'
import { renewalPayPage } from './subscriptions/renewal-pay-page.js'
import { stripeJsUrl } from '../payments/stripe/stripe-browser.js'
import type { OrderDeps } from './order-deps.js'
import { invalidFields, orderStrings } from '../errors/order-failure.js'
import { checkOrderRequest } from './validate-order-request.js'
import { orderStatusView } from './order-status-view.js'
import { placeOrder } from './place-order.js'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { orderPageStrings } from '../checkout/order-page-strings.js'
import { AtelierError } from '../errors/atelier-error.js'
import { paymentWebhookRoutes } from './payment-webhook.routes.js'
import { sendFailure } from '../errors/send-failure.js'
import { failure } from '../errors/failure.js'
import { savedCardOf } from '../saved-cards/checkout-saved-card.js'

declare module '../app.js' {
  interface AppDeps {
    /** Replaces the built-in test and offline payment providers (tests). */
    paymentProviders?: PaymentProviders
    /** Where the Stripe SDK sends its calls (tests); `STRIPE_API_URL` of the config otherwise. */
    stripeApiUrl?: string
    /** How long an unpaid order holds its stock (default 15 minutes). */
    reservationMs?: number
  }
}

export interface OrdersRoutesOptions {
  providers?: PaymentProviders | undefined
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
  reservationMs?: number | undefined
  workerIntervalMs?: number
}

const tags = ['checkout']
const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 16, maxLength: 128 } },
} as const

/** Checkout quote, orders, order status, subscription cancel, downloads and the checkout worker. */
export async function ordersRoutes(
  app: FastifyInstance,
  options: OrdersRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const deps: OrderDeps = {
    storage: services.storage,
    now: () => services.now(),
    providers: options.providers ?? defaultPaymentProviders(),
    ...(options.stripeFor === undefined ? {} : { stripeFor: options.stripeFor }),
    mailer: createOutboxMailer(services.storage.db, () => services.now()),
    reservationMs: options.reservationMs ?? 15 * 60_000,
    logError: (error, message) => app.log.error({ err: error }, message),
  }
  const cartRef = async (
    request: FastifyRequest,
    cartToken: string | undefined,
  ): Promise<CartRef> =>
    cartToken === undefined
      ? { token: cartTokenOf(request), kind: 'shopping' }
      : {
          token: cartToken,
          kind: await oneItemCartKind(services.storage.db, request.site.id, cartToken),
        }

  app.post(
    '/api/commerce/checkout/quote',
    {
      schema: {
        summary: 'Price the cart for checkout: shipping options, taxes, coupons, gift cards',
        tags,
        body: quoteBodySchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => {
      const { cartToken, ...input } = request.body
      const ref = await cartRef(request, cartToken)
      const quote = await quoteCheckout(deps, request.site, ref, input)
      // The checkout mounts Stripe's Payment Element with this key when the site takes Stripe,
      // offering the methods the order's PaymentIntent will allow (the shopper's country, the
      // shipping address, the amount: `payments/stripe/stripe-method-types.ts`).
      const stripe = await deps.stripeFor?.(request.site.id)
      return {
        ...quote,
        stripePublishableKey: stripe?.browserKey ?? null,
        stripePaymentMethodTypes:
          stripe?.checkoutMethodTypes?.({
            amountCents: quote.amountDueCents,
            currency: quote.subtotalAmount.currency,
            ...paymentAddressOf(input),
            savePaymentMethod: ref.kind === 'subscription',
          }) ?? null,
      }
    },
  )

  app.post(
    '/api/commerce/orders',
    {
      schema: {
        summary: 'Place the order: reserve the stock, take the payment, confirm',
        tags,
        body: orderBodySchema,
        response: {
          201: placedOrderSchema,
          400: orderFailureSchema,
          402: orderFailureSchema,
          409: orderFailureSchema,
          502: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const checked = checkOrderRequest(request.body)
      if (!checked.ok) return sendFailure(reply, invalidFields(checked.errors))
      // A shop that requires customer accounts takes orders from signed-in shoppers only.
      if (
        request.site.website.settings.storeSettings.customerAccounts === 'required' &&
        (await currentSiteUserId(services.storage, request, services.now())) === undefined
      ) {
        throw new AtelierError('forbidden', orderPageStrings.accountRequired)
      }
      // A saved card is the signed-in shopper's own; saving a new one needs a signed-in shopper.
      const card = await savedCardOf(services.storage, request, services.now(), checked.request)
      if (!card.ok) return sendFailure(reply, card)
      const result = await placeOrder(deps, {
        site: request.site,
        cart: await cartRef(request, checked.request.cartToken),
        body: checked.request,
        ...card.value,
        baseUrl: await requestBaseUrl(request),
        // The buyer's experiment assignments, so the sale counts for their variants.
        experiments: storedAssignments(request.cookies[experimentCookieName]),
      })
      if (!result.ok) return sendFailure(reply, result)
      return reply.status(201).send({
        order: result.order,
        confirmationUrl: result.confirmationUrl,
        ...(result.payment === undefined ? {} : { payment: result.payment }),
      })
    },
  )

  app.get(
    '/api/commerce/orders/:token',
    {
      schema: {
        summary: 'The order behind a status link (order status page)',
        tags,
        params: tokenParams,
        response: {
          200: {
            type: 'object',
            properties: { order: { type: 'object', additionalProperties: true } },
          },
          404: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orderStatusView(services.storage, request.site.id, request.params.token)
      if (order === undefined) return notFound(reply)
      reply.header('cache-control', 'no-store')
      return { order }
    },
  )

  app.post(
    '/api/commerce/orders/:token/subscription/cancel',
    {
      schema: {
        summary: 'Cancel the subscription an order started',
        tags,
        params: tokenParams,
        response: {
          200: { type: 'object', properties: { status: { type: 'string' } } },
          404: orderFailureSchema,
          409: orderFailureSchema,
        },
      },
    },
    async (request, reply) => {
      const order = await orderStatusView(services.storage, request.site.id, request.params.token)
      if (order === undefined) return notFound(reply)
      const result = await cancelSubscription(services.storage, order.id, deps.now())
      // The order status page's form (no script) goes back to the page.
      if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply.redirect(`/orders/${encodeURIComponent(request.params.token)}`, 303)
      }
      if (result.ok) return { status: result.status }
      return sendFailure(reply, result)
    },
  )

  app.get(
    '/api/commerce/downloads/:grantId',
    {
      schema: {
        summary: 'Download a digital product bought (signed, expiring, count-limited link)',
        tags,
        params: {
          type: 'object',
          required: ['grantId'],
          properties: { grantId: { type: 'string', maxLength: 64 } },
        },
        querystring: {
          type: 'object',
          required: ['expires', 'sig'],
          properties: { expires: { type: 'integer' }, sig: { type: 'string', maxLength: 100 } },
        },
      },
    },
    async (request, reply) => {
      const result = await serveDownload(
        services.storage,
        request.site.id,
        { grantId: request.params.grantId, ...request.query },
        deps.now(),
      )
      if (!result.ok) return sendFailure(reply, result)
      const name = result.fileName.replace(/[^\w. -]/g, '_')
      reply.header('content-disposition', `attachment; filename="${name}"`)
      reply.header('cache-control', 'private, no-store')
      reply.type(result.mime)
      if (result.filePath === null) return `${result.title}\n`
      return reply.send(services.fileStore.openStream(result.filePath))
    },
  )

  renewalPayRoutes(app, deps)
  fulfillmentRoutes(app, deps)
  await app.register(async (scope) => paymentWebhookRoutes(scope, deps))
  const stripeUrls = { jsUrl: services.config.stripeJsUrl, apiUrl: services.config.stripeApiUrl }
  const sendPage = await checkoutPages(app, {
    renewalPayPage: (request, token) =>
      renewalPayPage(deps, request.site.id, token, services.config.stripeJsUrl ?? stripeJsUrl),
    settle: (order) => settleFromProvider(deps, order),
    stripeOn: async (websiteId) => (await deps.stripeFor?.(websiteId)) !== undefined,
    stripeUrls,
  })
  // Gifts through donation blocks: the same providers, mailer and checkout page layout.
  await donationsRoutes(app, deps, sendPage, stripeUrls)
  registerCheckoutWorker(app, deps, options)
}

function notFound(reply: FastifyReply): FastifyReply {
  return sendFailure(reply, failure('not-found', orderStrings.orderNotFound))
}

/** Reservation expiry and subscription renewals, on the process's worker (server or `atelier worker`). */
function registerCheckoutWorker(
  app: FastifyInstance,
  deps: OrderDeps,
  options: OrdersRoutesOptions,
) {
  const worker = createCheckoutWorker(deps)
  registerWorkerStep(app, {
    name: 'checkout',
    intervalMs: options.workerIntervalMs ?? 30_000,
    run: (now) => worker.tick(now),
  })
}
