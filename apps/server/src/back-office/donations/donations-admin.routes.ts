import { money, moneyToDecimal } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { csvStream } from '../../csv/csv-stream.js'
import { defaultExportPageSize } from '../../csv/csv-stream.js'
import { listPaidDonations } from '../../donations/donations-store.js'
import type { DonationRow } from '../../donations/donations-store.js'

const pageSize = 50
const tags = ['back office']

/** A paid gift as the back office shows it (the giver's email and name: personal data). */
function view(row: DonationRow) {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    amountCents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    testMode: row.testMode === 1,
    paidAt: row.paidAt ?? '',
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
      return { donations: result.rows.map(view), page, hasNextPage: result.hasNextPage }
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
            ['Date', 'Email', 'Name', 'Amount', 'Currency', 'Test'],
            async (cursor) => {
              const offset = cursor === undefined ? 0 : Number(cursor)
              const result = await listPaidDonations(services.storage.db, request.site.id, {
                offset,
                pageSize: exportPageSize,
              })
              return {
                rows: result.rows,
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
            ],
          ),
        ),
  )
}
