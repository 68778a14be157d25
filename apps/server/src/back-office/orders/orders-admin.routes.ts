import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { csvStream, defaultExportPageSize } from '../../csv/csv-stream.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { defaultPaymentProviders } from '../../payments/default-payment-providers.js'
import type { PaymentProvider, PaymentProviders } from '../../payments/payment-provider.js'
import { customersRoutes } from '../customers/customers.routes.js'
import { donationsAdminRoutes } from '../donations/donations-admin.routes.js'
import { customerAccountsRoutes } from '../customers/customer-accounts.routes.js'
import { discountsRoutes } from '../discounts/discounts.routes.js'
import { subscriptionsAdminRoutes } from '../subscriptions/subscriptions-admin.routes.js'
import { giftCardsAdminRoutes } from '../gift-cards/gift-cards-admin.routes.js'
import { restockVariantsRoutes } from '../restock/restock-variants.routes.js'
import { addOrderNote } from './add-order-note.js'
import type { BackOfficeOrderDeps } from './back-office-order-deps.js'
import { cancelOrder } from './cancel-order.js'
import { fulfilOrderLines } from './fulfil-order-lines.js'
import { listOrders, withSearchPlan } from './list-orders.js'
import type { OrderFilter } from './list-orders.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { orderCsvHeader, orderCsvRow } from './order-csv.js'
import { orderDetail } from './order-detail.js'
import { paymentStatuses } from './payment-status.js'
import { refundOrder } from './refund-order.js'
import { resendConfirmation } from './resend-confirmation.js'

export interface OrdersAdminOptions {
  providers?: PaymentProviders | undefined
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
  exportPageSize?: number | undefined
}

const ordersPageSize = 50
const tags = ['back office']

const filterQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: { type: 'string', maxLength: 200 },
    payment: { type: 'string', enum: [...paymentStatuses] },
    fulfillment: { type: 'string', enum: ['unfulfilled', 'partial', 'fulfilled', 'not-required'] },
    from: { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' },
    to: { type: 'string', pattern: '^\\d{4}-\\d\\d-\\d\\d$' },
    cursor: { type: 'string', maxLength: 500 },
  },
} as const

const orderIdParams = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

const count = { type: 'integer', minimum: 1, maximum: 100_000 } as const
const cents = { type: 'integer', minimum: 0, maximum: 10_000_000_000 } as const
const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const

const filterOf = (
  websiteId: string,
  query: Omit<OrderFilter, 'websiteId' | 'query'> & { q?: string },
): OrderFilter => ({
  websiteId,
  query: query.q,
  payment: query.payment,
  fulfillment: query.fulfillment,
  from: query.from,
  to: query.to,
})

const actorOf = (request: FastifyRequest) => request.owner?.email ?? ''

/**
 * The back office's orders: the list (search, filters, cursor pages), the CSV export, the order
 * page and its actions (fulfil, refund, cancel, resend the confirmation, private notes). Every
 * route needs the `store` permission, checked before the input is read.
 */
export async function ordersAdminRoutes(
  app: FastifyInstance,
  options: OrdersAdminOptions,
): Promise<void> {
  const services = app.atelier
  const store = requireEditor(services, 'store')
  // The export hands out every buyer at once: the store's edit grant, never a viewer's.
  const storeExport = requireEditor(services, 'store', { personalData: true })
  const deps: BackOfficeOrderDeps = {
    storage: services.storage,
    now: () => services.now(),
    providers: options.providers ?? defaultPaymentProviders(),
    ...(options.stripeFor === undefined ? {} : { stripeFor: options.stripeFor }),
    mailer: createOutboxMailer(services.storage.db, () => services.now()),
  }
  const exportPageSize = options.exportPageSize ?? defaultExportPageSize
  customersRoutes(app)
  donationsAdminRoutes(app, { exportPageSize })
  customerAccountsRoutes(app)
  discountsRoutes(app)
  subscriptionsAdminRoutes(app)
  giftCardsAdminRoutes(app)
  restockVariantsRoutes(app)

  app.get(
    '/api/editor/orders',
    {
      onRequest: store,
      schema: {
        summary: "The store's orders, newest first, 50 a page, searched and filtered",
        tags,
        querystring: filterQuery,
      },
    },
    async (request) => {
      const page = await listOrders(services.storage, filterOf(request.site.id, request.query), {
        cursor: request.query.cursor,
        pageSize: ordersPageSize,
      })
      return {
        orders: page.rows,
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      }
    },
  )

  app.get(
    '/api/editor/orders.csv',
    {
      onRequest: storeExport,
      schema: {
        summary: "The store's orders as CSV, every one the filter matches, newest first",
        tags,
        querystring: filterQuery,
      },
    },
    async (request, reply) => {
      // Planned and checked once up front, so a bad date is a 400 rather than a broken download.
      const filter = await withSearchPlan(
        services.storage,
        filterOf(request.site.id, request.query),
      )
      await listOrders(services.storage, filter, { pageSize: 1 })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(
          csvStream(
            orderCsvHeader,
            (cursor) => listOrders(services.storage, filter, { cursor, pageSize: exportPageSize }),
            orderCsvRow,
          ),
        )
    },
  )

  app.get(
    '/api/editor/orders/:orderId',
    {
      onRequest: store,
      schema: {
        summary: 'One order with its lines, payments and timeline',
        tags,
        params: orderIdParams,
      },
    },
    async (request) => {
      const detail = await orderDetail(services.storage, request.site.id, request.params.orderId)
      if (detail === undefined) throw new AtelierError('not-found', orderAdminStrings.notFound)
      return detail
    },
  )

  app.post(
    '/api/editor/orders/:orderId/fulfillments',
    {
      onRequest: store,
      schema: {
        summary: 'Ship all or part of an order, with carrier and tracking number',
        tags,
        params: orderIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lines: {
              type: 'array',
              maxItems: 500,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['lineId', 'quantity'],
                properties: { lineId: shortText(64), quantity: count },
              },
            },
            carrier: shortText(100),
            trackingNumber: shortText(100),
            notifyCustomer: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body
      const tracking = body.trackingNumber?.trim() ?? ''
      const carrier = body.carrier?.trim() ?? ''
      return fulfilOrderLines(deps, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        lines: body.lines,
        carrier: carrier === '' ? null : carrier,
        trackingNumber: tracking === '' ? null : tracking,
        notifyCustomer: body.notifyCustomer ?? true,
        actor: actorOf(request),
      })
    },
  )

  app.post(
    '/api/editor/orders/:orderId/refunds',
    {
      onRequest: store,
      schema: {
        summary: 'Refund all or part of an order, by line or by amount, optionally restocking',
        tags,
        params: orderIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lines: {
              type: 'array',
              maxItems: 500,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['lineId', 'quantity'],
                properties: {
                  lineId: shortText(64),
                  quantity: count,
                  restock: { type: 'boolean' },
                },
              },
            },
            amountCents: cents,
            reason: shortText(500),
          },
        },
      },
    },
    async (request) =>
      refundOrder(deps, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        lines: (request.body.lines ?? []).map((line) => ({
          lineId: line.lineId,
          quantity: line.quantity,
          restock: line.restock ?? false,
        })),
        amountCents: request.body.amountCents,
        reason: request.body.reason,
        actor: actorOf(request),
      }),
  )

  app.post(
    '/api/editor/orders/:orderId/cancel',
    {
      onRequest: store,
      schema: {
        summary: 'Cancel an order that has not shipped: refund what was paid, release its stock',
        tags,
        params: orderIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { reason: shortText(500) },
        },
      },
    },
    async (request) =>
      cancelOrder(deps, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        reason: request.body?.reason,
        actor: actorOf(request),
      }),
  )

  app.post(
    '/api/editor/orders/:orderId/resend-confirmation',
    {
      onRequest: store,
      schema: {
        summary: "Send the customer's order confirmation again",
        tags,
        params: orderIdParams,
      },
    },
    async (request) => {
      await resendConfirmation(deps, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        actor: actorOf(request),
      })
      return { sent: true }
    },
  )

  app.post(
    '/api/editor/orders/:orderId/notes',
    {
      onRequest: store,
      schema: {
        summary: "A private note on the order's timeline",
        tags,
        params: orderIdParams,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['text'],
          properties: { text: shortText(5000) },
        },
      },
    },
    async (request) => {
      await addOrderNote(services.storage, {
        websiteId: request.site.id,
        orderId: request.params.orderId,
        text: request.body.text,
        actor: actorOf(request),
        now: services.now(),
      })
      return { saved: true }
    },
  )
}
