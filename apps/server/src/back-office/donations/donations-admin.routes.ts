import { money, moneyToDecimal } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { csvStream } from '../../csv/csv-stream.js'
import { defaultExportPageSize } from '../../csv/csv-stream.js'
import { listPaidDonations } from '../../donations/donations-store.js'
import type { DonationRow } from '../../donations/donations-store.js'
import {
  cancelMonthlyGift,
  findMonthlyGift,
  listMonthlyGifts,
} from '../../donations/monthly-gifts-store.js'
import type { MonthlyGiftRow } from '../../donations/monthly-gifts-store.js'
import { failure } from '../../errors/failure.js'
import { sendFailure } from '../../errors/send-failure.js'
import type { Database } from '../../storage/database.js'
import type { Kysely } from 'kysely'

const pageSize = 50
const giftNotFound = 'This monthly gift does not exist.'
const tags = ['back office']

type ListedDonation = DonationRow & { monthlyStatus: string }

/** The rows with the state of the monthly gift each belongs to ('' for a one-off gift). */
async function withMonthlyStatus(
  db: Kysely<Database>,
  rows: DonationRow[],
): Promise<ListedDonation[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => (row.monthlyGiftId === null ? [] : [row.monthlyGiftId]))),
  ]
  const gifts =
    ids.length === 0
      ? []
      : await db
          .selectFrom('monthlyGifts')
          .select(['id', 'status'])
          .where('id', 'in', ids)
          .execute()
  const status = new Map(gifts.map((gift) => [gift.id, gift.status]))
  return rows.map((row) => ({
    ...row,
    monthlyStatus: row.monthlyGiftId === null ? '' : (status.get(row.monthlyGiftId) ?? ''),
  }))
}

/** A monthly gift as the back office shows it, with its state. */
function giftView(row: MonthlyGiftRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    monthsCharged: row.monthsCharged,
    nextChargeAt: row.status === 'active' ? row.nextChargeAt : '',
    testMode: row.testMode === 1,
    startedAt: row.startedAt,
  }
}

/** A paid gift as the back office shows it (the giver's email and name: personal data). */
function view(row: ListedDonation) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    testMode: row.testMode === 1,
    paidAt: row.paidAt ?? '',
    /** The state of the monthly gift it is a month of (active, cancelled, failed), or ''. */
    monthly: row.monthlyStatus,
  }
}

/**
 * The back office's donations: the paid gifts, newest first, 50 a page, and every one of them as
 * CSV through the one CSV writer. Only paid gifts: a pending one is not money yet.
 */
export function donationsAdminRoutes(app: FastifyInstance, options: { exportPageSize?: number }) {
  const services = app.atelier
  const store = requireEditor(services, 'store')
  const storeExport = requireEditor(services, 'store', { personalData: true })
  const exportPageSize = options.exportPageSize ?? defaultExportPageSize

  app.get(
    '/api/editor/donations',
    {
      onRequest: store,
      schema: {
        summary: 'The gifts made through donation blocks, paid ones only, newest first',
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
      const result = await listPaidDonations(services.storage.db, request.site.id, {
        offset: (page - 1) * pageSize,
        pageSize,
      })
      const rows = await withMonthlyStatus(services.storage.db, result.rows)
      return { donations: rows.map(view), page, hasNextPage: result.hasNextPage }
    },
  )

  app.get(
    '/api/editor/monthly-gifts',
    {
      onRequest: store,
      schema: { summary: 'The monthly gifts, newest first, with their state', tags },
    },
    async (request) => ({
      monthlyGifts: (await listMonthlyGifts(services.storage.db, request.site.id, 200)).map(
        giftView,
      ),
    }),
  )

  app.post(
    '/api/editor/monthly-gifts/:id/cancel',
    {
      onRequest: store,
      schema: {
        summary: 'Cancel a monthly gift: no further charges',
        tags,
        params: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string }
      const db = services.storage.db
      const gift = await findMonthlyGift(db, request.site.id, id)
      if (gift === undefined) return sendFailure(reply, failure('not-found', giftNotFound))
      await cancelMonthlyGift(db, request.site.id, id, services.now())
      return giftView((await findMonthlyGift(db, request.site.id, id)) ?? gift)
    },
  )

  app.get(
    '/api/editor/donations.csv',
    { onRequest: storeExport, schema: { summary: 'The paid donations as CSV', tags } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="donations.csv"')
        .send(
          csvStream(
            ['Date', 'Email', 'Name', 'Amount', 'Currency', 'Test', 'Monthly'],
            async (cursor) => {
              const offset = cursor === undefined ? 0 : Number(cursor)
              const result = await listPaidDonations(services.storage.db, request.site.id, {
                offset,
                pageSize: exportPageSize,
              })
              return {
                rows: await withMonthlyStatus(services.storage.db, result.rows),
                hasNextPage: result.hasNextPage,
                nextPageCursor: result.hasNextPage ? String(offset + exportPageSize) : null,
              }
            },
            (row) => [
              row.paidAt ?? '',
              row.email,
              row.name,
              moneyToDecimal(money(row.amountCents, row.currency as CurrencyCode)),
              row.currency,
              row.testMode === 1 ? 'yes' : 'no',
              row.monthlyStatus,
            ],
          ),
        ),
  )
}
