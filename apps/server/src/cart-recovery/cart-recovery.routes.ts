import { randomBytes } from 'node:crypto'
import { normaliseEmail } from '@atelier/schema'
import { validateRestockEmail } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../access/editor-access.js'
import { cartTokenOf, setCartCookies } from '../commerce/cart-cookies.js'
import { findCartByToken, hashToken } from '../commerce/cart-queries.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { newsletterPage } from '../mailing/newsletter-page.js'
import { appSecret } from '../security/app-secret.js'
import { visitorLimits } from '../security/visitor-limits.js'
import { createStoredRateLimiter } from '../security/visitor-rate-limiter.js'
import { registerWorkerStep } from '../worker/app-worker.js'
import { checkReminderDelay, readRestoreToken } from './cart-reminder-rules.js'
import { cartRecoveryStrings } from './cart-recovery-strings.js'
import {
  cartRestoreSecret,
  recordCheckoutEmail,
  reminderCounts,
  reminderDelay,
  saveReminderDelay,
  sendDueReminders,
} from './cart-reminders.js'

const tags = ['cart recovery']

/**
 * Abandoned-cart recovery: checkout tells the server the shopper's email, the `cart-reminders`
 * worker step mails one reminder after the owner's delay (off by default), its link restores the
 * cart in any browser, and the back office reads the delay and the counts.
 */
export async function cartRecoveryRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  const limiter = createStoredRateLimiter(services.storage)
  const mailer = createOutboxMailer(db, services.now)

  registerWorkerStep(app, {
    name: 'cart-reminders',
    intervalMs: 60_000,
    run: async (now) => {
      await sendDueReminders(services.storage, mailer, now)
    },
  })

  app.post(
    '/api/commerce/checkout/email',
    {
      schema: {
        summary: "The shopper's email as typed at checkout (for one cart reminder, when on)",
        tags,
        body: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', maxLength: 320 }, crumb: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const checked = validateRestockEmail(request.body.email)
      if (!checked.ok) return sendFailure(reply, failure('invalid', checked.message))
      const email = normaliseEmail(checked.email)
      const now = services.now()
      const site = request.site.id
      // Counted before anything is looked up, like every visitor sign-up.
      const allowed =
        (await limiter.hit(visitorLimits.newsletterVisitor, `cart|${site}|${request.ip}`, now)) &&
        (await limiter.hit(visitorLimits.newsletterEmail, `cart|${site}|${email}`, now))
      if (!allowed)
        return sendFailure(reply, failure('too-many-attempts', cartRecoveryStrings.tooManyAttempts))
      const token = cartTokenOf(request)
      const cart =
        token === undefined ? undefined : await findCartByToken(db, site, token, 'shopping')
      if (cart !== undefined) {
        await recordCheckoutEmail(db, { websiteId: site, cartId: cart.id, email, now })
      }
      return reply.status(204).send()
    },
  )

  app.get(
    '/cart/restore',
    {
      schema: {
        summary: 'The link of a cart reminder: this browser gets the cart, then the cart page',
        tags,
        querystring: {
          type: 'object',
          properties: { token: { type: 'string', maxLength: 300 } },
        },
      },
    },
    async (request, reply) => {
      const read =
        request.query.token === undefined
          ? ({ ok: false, reason: 'invalid' } as const)
          : readRestoreToken(
              await appSecret(db, cartRestoreSecret),
              request.query.token,
              services.now(),
            )
      const cart = read.ok
        ? await db
            .selectFrom('carts')
            .select(['id', 'isPurchased', 'siteUserId'])
            .where('id', '=', read.cartId)
            .where('websiteId', '=', request.site.id)
            .where('kind', '=', 'shopping')
            .executeTakeFirst()
        : undefined
      if (cart === undefined) {
        const expired = !read.ok && read.reason === 'expired'
        return reply
          .status(expired ? 410 : 404)
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .send(
            newsletterPage({
              siteTitle: request.site.title,
              heading: 'Your cart',
              message: expired ? cartRecoveryStrings.linkExpired : cartRecoveryStrings.linkInvalid,
            }),
          )
      }
      // A bought cart, or an account's (which signing in brings back), is not handed over.
      if (cart.isPurchased === 0 && cart.siteUserId === null) {
        const token = randomBytes(24).toString('base64url')
        await db
          .updateTable('carts')
          .set({ tokenHash: hashToken(token), updatedAt: services.now().toISOString() })
          .where('id', '=', cart.id)
          .execute()
        setCartCookies(request, reply, token)
      }
      return reply.header('cache-control', 'no-store').redirect('/cart', 303)
    },
  )

  const storeOnly = requireEditor(services, 'store')

  app.get(
    '/api/editor/store/cart-reminders',
    {
      onRequest: storeOnly,
      schema: {
        summary: 'The cart reminder delay (null: off) and the counts of reminders and recoveries',
        tags,
      },
    },
    async (request) => ({
      delayMinutes: await reminderDelay(db, request.site.id),
      ...(await reminderCounts(db, request.site.id)),
    }),
  )

  app.put(
    '/api/editor/store/cart-reminders',
    {
      onRequest: storeOnly,
      schema: {
        summary: 'Turn cart reminders on with a delay in minutes, or off with null',
        tags,
        body: {
          type: 'object',
          required: ['delayMinutes'],
          properties: {
            delayMinutes: { type: ['integer', 'null'] },
            crumb: { type: 'string' },
          },
        },
      },
    },
    async (request, reply) => {
      const checked = checkReminderDelay(request.body.delayMinutes)
      if (!checked.ok) return sendFailure(reply, failure('invalid', checked.message))
      await saveReminderDelay(db, request.site.id, checked.delayMinutes)
      return { delayMinutes: checked.delayMinutes }
    },
  )
}
