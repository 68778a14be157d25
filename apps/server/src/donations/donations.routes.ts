import { fillTemplate, formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import { PageType } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { checkoutContentSecurityPolicy, checkoutCspWithStripe } from '../checkout/checkout-csp.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { escapeHtml } from '../html/escape-html.js'
import type { PaymentProvider, PaymentProviders } from '../payments/payment-provider.js'
import { stripeCspSources, stripeJsUrl } from '../payments/stripe/stripe-browser.js'
import { siteRendering } from '../render/serve/site-rendering.js'
import type { SendSystemPage } from '../orders/checkout-pages.js'
import { donationStrings as strings } from './donation-strings.js'
import { hashDonationToken } from './donation-token.js'
import { findDonationByTokenHash } from './donations-store.js'
import { findDonationBlock } from './find-donation-block.js'
import { giveDonation } from './give-donation.js'
import { monthlyGiftRoutes } from './monthly-gift.routes.js'
import type { DonationRequest } from './give-donation.js'
import { settleDonationFromProvider } from './settle-donation.js'
import type { DonationDeps } from './settle-donation.js'

const tags = ['checkout']
const hide = true
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const

const donationBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['blockId', 'amountCents', 'email', 'idempotencyKey', 'payment'],
  properties: {
    blockId: { type: 'string', minLength: 1, maxLength: 64 },
    amountCents: { type: 'number', description: 'Minor units of the store currency' },
    email: text(320),
    name: text(400),
    monthly: { type: 'boolean' },
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 128 },
    payment: {
      type: 'object',
      additionalProperties: false,
      required: ['provider'],
      description: "{provider: 'test', token} or {provider: 'stripe'}; never card details",
      properties: { provider: { type: 'string', enum: ['test', 'stripe'] }, token: text(255) },
    },
  },
} as const

export interface DonationsRoutesDeps extends DonationDeps {
  providers: PaymentProviders
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
}

/**
 * Donations (SPEC block type 52, page types 203 and 204): the gift API, the donate page (203)
 * where the giver pays through the same payment sessions as an order, and the
 * contribution-confirmed page (204), shown only once the provider confirmed the payment.
 */
export async function donationsRoutes(
  app: FastifyInstance,
  deps: DonationsRoutesDeps,
  send: SendSystemPage,
  stripeUrls: { jsUrl?: string | undefined; apiUrl?: string | undefined },
): Promise<void> {
  const services = app.atelier
  const { snapshots } = await siteRendering(app)
  monthlyGiftRoutes(app, send)

  app.post(
    '/api/commerce/donations',
    {
      schema: {
        summary: 'Give through a donation block: paid by the test card or Stripe',
        tags,
        body: donationBodySchema,
      },
    },
    async (request, reply) => {
      const body = request.body as Omit<DonationRequest, 'payment' | 'name' | 'monthly'> & {
        name?: string
        monthly?: boolean
        payment: { provider: 'test' | 'stripe'; token?: string }
      }
      const snapshot = await snapshots.get(request.site.id, services.now().getTime())
      const payment =
        body.payment.provider === 'stripe'
          ? ({ provider: 'stripe' } as const)
          : ({ provider: 'test', token: body.payment.token ?? '' } as const)
      const provider =
        payment.provider === 'stripe'
          ? await deps.stripeFor?.(request.site.id)
          : deps.providers.test
      const result = await giveDonation(
        { ...deps, provider },
        {
          site: { id: request.site.id, currency: request.site.currency },
          block: findDonationBlock(snapshot, body.blockId),
          body: { ...body, name: body.name ?? '', monthly: body.monthly ?? false, payment },
        },
      )
      if (!result.ok) return sendFailure(reply, result)
      const { ok: _ok, ...given } = result
      return reply.status(201).send(given)
    },
  )

  app.get(
    '/donate',
    {
      schema: {
        hide,
        querystring: {
          type: 'object',
          properties: { block: text(64), amount: text(20) },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { block?: string; amount?: string }
      const snapshot = await snapshots.get(request.site.id, services.now().getTime())
      const blockId = query.block ?? ''
      const block = findDonationBlock(snapshot, blockId)
      if (block === undefined) {
        return sendFailure(reply, failure('not-found', strings.blockNotFound))
      }
      const stripe = await deps.stripeFor?.(request.site.id)
      const amount = /^\d{1,12}$/.test(query.amount ?? '') ? Number(query.amount) : 0
      const currency = request.site.currency
      const attributes = {
        'block-id': blockId,
        'amount-cents': amount > 0 ? String(amount) : '',
        currency,
        suggested: JSON.stringify(block.suggestedAmountsCents),
        'suggested-texts': JSON.stringify(
          block.suggestedAmountsCents.map((cents) => formatMoney(cents, currency as CurrencyCode)),
        ),
        custom: String(block.allowCustomAmount),
        monthly: String(block.offerMonthly),
        title: block.title,
        ...(stripe === undefined
          ? {}
          : {
              'stripe-js': stripeUrls.jsUrl ?? stripeJsUrl,
              'stripe-key': stripe.browserKey ?? '',
            }),
      }
      const data = Object.entries(attributes)
        .map(([name, value]) => ` data-${name}="${escapeHtml(value)}"`)
        .join('')
      return send(
        request,
        reply,
        {
          path: '/donate',
          pageType: PageType.donate,
          title: strings.donateTitle,
          html: `<div class="donate-root" data-island="donate"${data}></div>`,
        },
        stripe === undefined
          ? checkoutContentSecurityPolicy
          : checkoutCspWithStripe(stripeCspSources(stripeUrls)),
      )
    },
  )

  app.get(
    '/donate/thanks/:token',
    {
      schema: {
        hide,
        params: {
          type: 'object',
          required: ['token'],
          properties: { token: { type: 'string', minLength: 16, maxLength: 128 } },
        },
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string }
      const find = () =>
        findDonationByTokenHash(services.storage.db, request.site.id, hashDonationToken(token))
      let donation = await find()
      if (donation === undefined) return reply.callNotFound()
      if (donation.status === 'pending' && donation.providerReference !== null) {
        // Back from the provider: its word (a retrieval), never the return URL's, settles it.
        const provider =
          donation.provider === 'stripe'
            ? await deps.stripeFor?.(request.site.id)
            : deps.providers.test
        if (provider !== undefined) {
          await settleDonationFromProvider(
            deps,
            provider,
            request.site.id,
            donation.providerReference,
          )
          donation = (await find()) ?? donation
        }
      }
      const amount = formatMoney(donation.amountCents, donation.currency as CurrencyCode)
      const paid = donation.status === 'paid'
      const intro = paid
        ? fillTemplate(strings.confirmedIntro, { amount, email: donation.email })
        : strings.pendingIntro
      return send(request, reply, {
        path: '/donate/thanks',
        // Page 204 only once the provider confirmed the payment; until then, the donate page's.
        pageType: paid ? PageType['contribution-confirmed'] : PageType.donate,
        title: paid ? strings.confirmedTitle : strings.pendingTitle,
        html:
          `<div class="donation-confirmed" data-status="${escapeHtml(donation.status)}">` +
          `<p>${escapeHtml(intro)}</p>` +
          (donation.testMode === 1 ? `<p class="order-test-mode">${strings.testMode}</p>` : '') +
          `</div>`,
      })
    },
  )
}
