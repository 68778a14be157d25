import { normaliseEmail } from '@atelier/schema'
import { FormStrings, validateRestockEmail } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { createOutboxMailer } from '../mail/mailer.js'
import type { CaptchaProvider } from '../captcha/captcha-provider.js'
import { defaultCaptcha } from '../captcha/default-captcha.js'
import { signUpRateLimitedMessage, visitorLimits } from '../security/visitor-limits.js'
import { createStoredRateLimiter } from '../security/visitor-rate-limiter.js'
import type { MailingListProvider } from '../mailing/mailing-list-provider.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { subscribeToNewsletter } from '../mailing/subscribe-to-newsletter.js'
import { notifyRestock } from './notify-restock.js'
import { productRestockSettings } from './product-restock-settings.js'
import { restockEligibility } from './restock-eligibility.js'
import {
  findRestockProduct,
  findRestockVariant,
  listSignupGroups,
  listSignups,
  upsertSignup,
} from './restock-queries.js'
import { setVariantStock } from './set-variant-stock.js'
import { RestockStrings } from './restock-strings.js'
import { createStockChangeHandler } from './stock-change.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

export interface RestockRoutesOptions {
  captcha?: CaptchaProvider
  /** The provider that takes newsletter sign-ups, so restock opt-ins reach the same lists. */
  lists?: MailingListProvider | undefined
}

const basePath = '/api/site-users/account/notifications/restock'
const pageSize = 50
const productMissing = failure('missing', RestockStrings.productNotFound)

const idSchema = { type: 'string', minLength: 1, maxLength: 200 } as const
const messageSchema = { type: 'object', properties: { message: { type: 'string' } } } as const
const sendRequestSchema = {
  type: 'object',
  required: ['productId', 'variantId'],
  properties: { productId: idSchema, variantId: idSchema },
} as const
const pagingSchema = {
  hasNextPage: { type: 'boolean' },
  nextPageCursor: { type: ['string', 'null'] },
} as const

/** SPEC §7 restock calls: the visitor's sign-up and the owner's lists and sends; stock updates. */
export async function restockRoutes(
  app: FastifyInstance,
  options: RestockRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  const mailer = createOutboxMailer(db, services.now)
  const mailDeps = { storage: services.storage, mailer, now: services.now }
  const captcha = options.captcha ?? defaultCaptcha(services.storage, services.now)
  const lists = options.lists ?? createStoredMailingLists(services.storage)
  const limiter = createStoredRateLimiter(services.storage)
  const onStockChanged = createStockChangeHandler(mailDeps)
  const ownerOnly = requireOwner(services, 'store')

  app.post(
    basePath,
    {
      schema: {
        summary: 'Sign up to hear when a sold-out variant is back',
        tags: ['restock'],
        body: {
          type: 'object',
          required: ['productId', 'variantId'],
          properties: {
            isJoinMailingList: { type: 'boolean', default: false },
            productId: idSchema,
            variantId: idSchema,
            siteVisitorEmail: { type: 'string', maxLength: 1000 },
            captchaToken: { type: 'string', maxLength: 4000 },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: { type: 'object', properties: {} },
          400: messageSchema,
          404: messageSchema,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { site } = request
      const email = validateRestockEmail(request.body.siteVisitorEmail ?? '')
      if (!email.ok) return sendFailure(reply, failure('invalid', email.message))
      const now = services.now()
      const allowed =
        (await limiter.hit(visitorLimits.restockVisitor, `${site.id}|${request.ip}`, now)) &&
        (await limiter.hit(
          visitorLimits.restockEmail,
          `${site.id}|${normaliseEmail(email.email)}`,
          now,
        ))
      if (!allowed)
        return sendFailure(reply, failure('too-many-attempts', signUpRateLimitedMessage))
      if (
        site.website.settings.captchaSettings.enabled &&
        !(await captcha.verify(request.body.captchaToken ?? ''))
      ) {
        return sendFailure(reply, failure('invalid', FormStrings.captchaIncomplete))
      }
      const variant = await findRestockVariant(db, site.id, {
        itemId: request.body.productId,
        variantId: request.body.variantId,
      })
      if (variant === undefined) return sendFailure(reply, productMissing)
      const product = await findRestockProduct(services.storage, site.id, variant.itemId)
      const own = productRestockSettings(
        site.website.settings.storeSettings,
        product && {
          restockNotificationsEnabled: flag(product.own.restockNotificationsEnabled),
          mailingListSignUpEnabled: flag(product.own.mailingListSignUpEnabled),
          mailingListOptInByDefault: flag(product.own.mailingListOptInByDefault),
        },
      )
      const eligibility = restockEligibility(
        {
          restockNotificationsEnabled: own.notifications,
          restockMailingListSignUpEnabled: own.mailingList,
        },
        { ...variant, productType: product?.productType },
        request.body.isJoinMailingList === true,
      )
      if (!eligibility.ok) return sendFailure(reply, failure('invalid', eligibility.message))
      await upsertSignup(db, {
        websiteId: site.id,
        itemId: variant.itemId,
        variantId: variant.variantId,
        email: normaliseEmail(email.email),
        joinMailingList: eligibility.joinMailingList,
        now,
      })
      if (eligibility.joinMailingList) {
        await subscribeToNewsletter(
          { db, lists, mailer },
          {
            websiteId: site.id,
            siteTitle: site.title,
            baseUrl: await requestBaseUrl(request),
            email: email.email,
            now,
          },
        )
      }
      return {}
    },
  )

  app.get(
    `${basePath}/groups`,
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Restock sign-ups counted per product variant (owner only)',
        tags: ['restock'],
        querystring: { type: 'object', properties: { cursor: { type: 'string', maxLength: 500 } } },
        response: {
          200: {
            type: 'object',
            properties: {
              signUpGroups: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    productId: { type: 'string' },
                    variantId: { type: 'string' },
                    waitingCount: { type: 'integer' },
                    notifiedCount: { type: 'integer' },
                  },
                },
              },
              ...pagingSchema,
            },
          },
        },
      },
    },
    async (request) => {
      const page = await listSignupGroups(db, request.site.id, request.query.cursor, pageSize)
      return {
        signUpGroups: page.rows,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      }
    },
  )

  app.get(
    basePath,
    {
      onRequest: ownerOnly,
      schema: {
        summary: "One variant's restock sign-ups (owner only)",
        tags: ['restock'],
        querystring: {
          type: 'object',
          required: ['productId', 'variantId'],
          properties: {
            productId: idSchema,
            variantId: idSchema,
            cursor: { type: 'string', maxLength: 500 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              signUps: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    email: { type: 'string' },
                    isJoinMailingList: { type: 'boolean' },
                    status: { type: 'string', enum: ['waiting', 'notified'] },
                    createdAt: { type: 'string' },
                    notifiedAt: { type: ['string', 'null'] },
                  },
                },
              },
              ...pagingSchema,
            },
          },
        },
      },
    },
    async (request) => {
      const page = await listSignups(db, {
        websiteId: request.site.id,
        itemId: request.query.productId,
        variantId: request.query.variantId,
        cursor: request.query.cursor,
        pageSize,
      })
      return {
        signUps: page.rows,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      }
    },
  )

  const sentSchema = { type: 'object', properties: { sent: { type: 'integer' } } } as const

  app.post(
    `${basePath}/send`,
    {
      onRequest: ownerOnly,
      schema: {
        summary: "Mail one variant's waiting sign-ups now (owner only)",
        tags: ['restock'],
        body: {
          ...sendRequestSchema,
          properties: { ...sendRequestSchema.properties, crumb: { type: 'string' } },
        },
        response: { 200: sentSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { productId, variantId } = request.body
      const variant = await findRestockVariant(db, request.site.id, {
        itemId: productId,
        variantId,
      })
      if (variant === undefined) return sendFailure(reply, productMissing)
      return {
        sent: await notifyRestock(
          mailDeps,
          request.site.id,
          variantId,
          await requestBaseUrl(request),
        ),
      }
    },
  )

  app.post(
    `${basePath}/send/all`,
    {
      onRequest: ownerOnly,
      schema: {
        summary: 'Mail the waiting sign-ups of several variants now (owner only)',
        tags: ['restock'],
        body: {
          type: 'object',
          required: ['sendRequests'],
          properties: {
            sendRequests: { type: 'array', maxItems: 500, items: sendRequestSchema },
            crumb: { type: 'string' },
          },
        },
        response: { 200: sentSchema },
      },
    },
    async (request) => {
      let sent = 0
      for (const { productId, variantId } of request.body.sendRequests) {
        const variant = await findRestockVariant(db, request.site.id, {
          itemId: productId,
          variantId,
        })
        if (variant !== undefined) {
          sent += await notifyRestock(
            mailDeps,
            request.site.id,
            variantId,
            await requestBaseUrl(request),
          )
        }
      }
      return { sent }
    },
  )

  app.put(
    '/api/editor/products/:itemId/variants/:sku/stock',
    {
      // The session is checked before the body, so a stranger learns nothing from validation.
      onRequest: ownerOnly,
      schema: {
        summary: "Set a variant's stock; a rise from zero sends restock notices (owner only)",
        tags: ['restock'],
        params: {
          type: 'object',
          required: ['itemId', 'sku'],
          properties: { itemId: idSchema, sku: idSchema },
        },
        body: {
          type: 'object',
          required: ['qtyInStock'],
          properties: {
            qtyInStock: { type: 'integer', minimum: 0, maximum: 1_000_000 },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              itemId: { type: 'string' },
              sku: { type: 'string' },
              qtyInStock: { type: 'integer' },
              noticesQueued: { type: 'integer' },
            },
          },
          404: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const outcome = await setVariantStock(
        { storage: services.storage, onStockChanged },
        { websiteId: request.site.id, ...request.params, qtyInStock: request.body.qtyInStock },
      )
      if (!outcome.ok) return sendFailure(reply, productMissing)
      const { ok: _ok, ...result } = outcome
      return result
    },
  )
}

/** A stored boolean setting, or undefined when the product has none of its own. */
function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined
}
