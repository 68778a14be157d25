import { money, moneyToDecimal } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { csvStream } from '../../csv/csv-stream.js'
import { customerDetail, listCustomers } from './customer-queries.js'
import { membershipsCell } from './customer-memberships.js'

const pageSize = 50
const exportPageSize = 1000
const tags = ['back office']

export const customerStrings = {
  notFound: 'No customer with this email has placed an order.',
} as const

/** The back office's customers: the list (search, pages), one customer, and the CSV export. */
export function customersRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const store = requireEditor(services, 'store')
  // The export hands out every customer at once: the store's edit grant, never a viewer's.
  const storeExport = requireEditor(services, 'store', { personalData: true })

  app.get(
    '/api/editor/customers',
    {
      onRequest: store,
      schema: {
        summary: "The store's customers, most recent buyer first, 50 a page",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 200 },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
          },
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const result = await listCustomers(services.storage, {
        websiteId: request.site.id,
        query: request.query.q,
        offset: (page - 1) * pageSize,
        pageSize,
        now: services.now(),
      })
      return { customers: result.rows, page, hasNextPage: result.hasNextPage }
    },
  )

  app.get(
    '/api/editor/customers.csv',
    {
      onRequest: storeExport,
      schema: {
        summary: "The store's customers as CSV",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { q: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(
          csvStream(
            [
              'Email',
              'Name',
              'Orders',
              'Total spent',
              'Currency',
              'Last order',
              'Account',
              'Memberships',
            ],
            async (cursor) => {
              const offset = cursor === undefined ? 0 : Number(cursor)
              const result = await listCustomers(services.storage, {
                websiteId: request.site.id,
                query: request.query.q,
                offset,
                pageSize: exportPageSize,
                now: services.now(),
              })
              return {
                rows: result.rows,
                hasNextPage: result.hasNextPage,
                nextPageCursor: result.hasNextPage ? String(offset + exportPageSize) : null,
              }
            },
            (row) => [
              row.email,
              row.name,
              String(row.ordersCount),
              moneyToDecimal(money(row.totalSpentCents, row.currency as CurrencyCode)),
              row.currency,
              row.lastOrderAt,
              row.accountStatus,
              membershipsCell(row.memberships),
            ],
          ),
        ),
  )

  app.get(
    '/api/editor/customers/:email',
    {
      onRequest: store,
      schema: {
        summary: 'One customer: orders, addresses, account, newsletter lists and memberships',
        tags,
        params: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 320 } },
        },
      },
    },
    async (request) => {
      const detail = await customerDetail(
        services.storage,
        request.site.id,
        request.params.email,
        services.now(),
      )
      if (detail === undefined) throw new AtelierError('not-found', customerStrings.notFound)
      return detail
    },
  )
}
