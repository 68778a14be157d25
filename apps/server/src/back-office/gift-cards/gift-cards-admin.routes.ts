import { invalidEmailMessage, isValidEmail } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { newGiftCardCode } from '../../gift-cards/new-gift-card-code.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import { giftCardMail } from '../../mail/order-mails.js'
import { writeTransaction } from '../../storage/write-transaction.js'
import { newId } from '../../storage/new-id.js'

const pageSize = 50
const tags = ['back office']

export const giftCardAdminStrings = {
  notFound: 'Gift card not found.',
  belowZero: 'The balance cannot go below zero.',
  zeroAdjustment: 'Enter an amount to add or take off.',
  alreadyDisabled: 'This gift card is already disabled.',
  disabled: 'This gift card is disabled.',
} as const

/** The code as the back office shows it: only its last four characters. */
export function maskedCode(code: string): string {
  return `•••• ${code.slice(-4)}`
}

const idParams = {
  type: 'object',
  required: ['giftCardId'],
  properties: { giftCardId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

/**
 * The back office's gift cards: issued cards (codes masked), one card's history, issuing one by
 * hand, adjusting a balance with a reason, and disabling a card.
 */
export function giftCardsAdminRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const { storage } = services
  const store = requireEditor(services, 'store')
  const mailer = createOutboxMailer(storage.db, () => services.now())

  const findCard = async (websiteId: string, id: string) => {
    const card = await storage.db
      .selectFrom('giftCards')
      .selectAll()
      .where('id', '=', id)
      .where('websiteId', '=', websiteId)
      .executeTakeFirst()
    if (card === undefined) throw new AtelierError('not-found', giftCardAdminStrings.notFound)
    return card
  }
  const view = (card: Awaited<ReturnType<typeof findCard>>) => ({
    id: card.id,
    code: maskedCode(card.code),
    currency: card.currency,
    initialCents: card.initialCents,
    balanceCents: card.balanceCents,
    recipientEmail: card.recipientEmail,
    orderId: card.orderId,
    createdAt: card.createdAt,
    disabledAt: card.disabledAt,
  })

  app.get(
    '/api/editor/gift-cards',
    {
      onRequest: store,
      schema: {
        summary: "The store's gift cards, newest first, 50 a page (codes masked)",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 } },
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const rows = await storage.db
        .selectFrom('giftCards')
        .selectAll()
        .where('websiteId', '=', request.site.id)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute()
      return {
        giftCards: rows.slice(0, pageSize).map(view),
        currency: request.site.currency,
        page,
        hasNextPage: rows.length > pageSize,
      }
    },
  )

  app.get(
    '/api/editor/gift-cards/:giftCardId',
    {
      onRequest: store,
      schema: { summary: 'One gift card with its history', tags, params: idParams },
    },
    async (request) => {
      const card = await findCard(request.site.id, request.params.giftCardId)
      const history = await storage.db
        .selectFrom('giftCardLedger')
        .leftJoin('orders', 'orders.id', 'giftCardLedger.orderId')
        .select([
          'giftCardLedger.id',
          'giftCardLedger.amountCents',
          'giftCardLedger.reason',
          'giftCardLedger.createdAt',
          'giftCardLedger.orderId',
          'orders.orderNumber',
        ])
        .where('giftCardLedger.giftCardId', '=', card.id)
        .orderBy('giftCardLedger.createdAt', 'desc')
        .execute()
      return { ...view(card), history }
    },
  )

  app.post(
    '/api/editor/gift-cards',
    {
      onRequest: store,
      schema: {
        summary: 'Issue a gift card by hand; its full code is answered this once',
        tags,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amountCents'],
          properties: {
            amountCents: { type: 'integer', minimum: 1, maximum: 100_000_000 },
            recipientEmail: { type: 'string', maxLength: 320 },
          },
        },
      },
    },
    async (request) => {
      const at = services.now().toISOString()
      const code = newGiftCardCode()
      const id = newId()
      const recipient = request.body.recipientEmail?.trim().toLowerCase() ?? null
      if (recipient !== null && !isValidEmail(recipient))
        throw new AtelierError('invalid-input', invalidEmailMessage)
      const baseUrl = await siteBaseUrl(storage, request.site.id)
      await writeTransaction(storage, async (trx) => {
        await trx
          .insertInto('giftCards')
          .values({
            id,
            websiteId: request.site.id,
            code,
            currency: request.site.currency,
            initialCents: request.body.amountCents,
            balanceCents: request.body.amountCents,
            orderId: null,
            recipientEmail: recipient,
            deliverAt: null,
            createdAt: at,
          })
          .execute()
        if (recipient !== null) {
          await mailer.send(
            giftCardMail({
              websiteId: request.site.id,
              siteTitle: request.site.title,
              to: recipient,
              code,
              amountCents: request.body.amountCents,
              currency: request.site.currency,
              siteUrl: baseUrl,
            }),
            trx,
          )
        }
      })
      return { ...view(await findCard(request.site.id, id)), fullCode: code }
    },
  )

  app.post(
    '/api/editor/gift-cards/:giftCardId/adjust',
    {
      onRequest: store,
      schema: {
        summary: "Add to or take off a gift card's balance, with a reason",
        tags,
        params: idParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amountCents', 'reason'],
          properties: {
            amountCents: { type: 'integer', minimum: -100_000_000, maximum: 100_000_000 },
            reason: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const card = await findCard(request.site.id, request.params.giftCardId)
      const { amountCents } = request.body
      const reason = request.body.reason.trim()
      if (amountCents === 0 || reason === '') {
        throw new AtelierError('invalid-input', giftCardAdminStrings.zeroAdjustment)
      }
      const at = services.now().toISOString()
      await writeTransaction(storage, async (trx) => {
        // One conditional statement: concurrent spends and adjustments never take it below zero.
        const updated = await trx
          .updateTable('giftCards')
          .set((eb) => ({ balanceCents: eb('balanceCents', '+', amountCents) }))
          .where('id', '=', card.id)
          .where('balanceCents', '>=', -amountCents)
          .executeTakeFirst()
        if (updated.numUpdatedRows !== 1n) {
          throw new AtelierError('invalid-input', giftCardAdminStrings.belowZero)
        }
        await trx
          .insertInto('giftCardLedger')
          .values({
            id: newId(),
            giftCardId: card.id,
            orderId: null,
            amountCents,
            reason: `adjusted: ${reason}`,
            createdAt: at,
          })
          .execute()
      })
      return view(await findCard(request.site.id, card.id))
    },
  )

  app.post(
    '/api/editor/gift-cards/:giftCardId/disable',
    {
      onRequest: store,
      schema: {
        summary: 'Disable a gift card: checkout no longer accepts it',
        tags,
        params: idParams,
      },
    },
    async (request) => {
      const card = await findCard(request.site.id, request.params.giftCardId)
      const updated = await storage.db
        .updateTable('giftCards')
        .set({ disabledAt: services.now().toISOString() })
        .where('id', '=', card.id)
        .where('disabledAt', 'is', null)
        .executeTakeFirst()
      if (updated.numUpdatedRows !== 1n) {
        throw new AtelierError('invalid-transition', giftCardAdminStrings.alreadyDisabled)
      }
      return view(await findCard(request.site.id, card.id))
    },
  )
}
