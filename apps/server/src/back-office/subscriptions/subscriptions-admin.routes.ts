import type { FastifyInstance } from 'fastify'
import { requireEditor } from '../../access/editor-access.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { cancelSubscription } from '../../orders/subscriptions/cancel-subscription.js'
import { paymentStatusOf } from '../orders/payment-status.js'
import { renewalFailureOf } from '../../orders/order-status-view.js'

const pageSize = 50
const tags = ['back office']

export const subscriptionAdminStrings = {
  notFound: 'Subscription not found.',
  cannotCancel: 'This subscription has already ended.',
} as const

const idParams = {
  type: 'object',
  required: ['subscriptionId'],
  properties: { subscriptionId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

/** The back office's subscriptions: the list, each one's renewal orders, and cancelling one. */
export function subscriptionsAdminRoutes(app: FastifyInstance): void {
  const services = app.atelier
  const { storage } = services
  const store = requireEditor(services, 'store')

  const findSubscription = async (websiteId: string, id: string) => {
    const row = await storage.db
      .selectFrom('subscriptions')
      .select(['id', 'orderId'])
      .where('id', '=', id)
      .where('websiteId', '=', websiteId)
      .executeTakeFirst()
    if (row === undefined) throw new AtelierError('not-found', subscriptionAdminStrings.notFound)
    return row
  }

  app.get(
    '/api/editor/subscriptions',
    {
      onRequest: store,
      schema: {
        summary: "The store's subscriptions, newest first, 50 a page",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            status: { type: 'string', enum: ['active', 'past_due', 'cancelled', 'completed'] },
            page: { type: 'integer', minimum: 1, maximum: 100_000 },
          },
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const rows = await storage.db
        .selectFrom('subscriptions')
        .innerJoin('orders', 'orders.id', 'subscriptions.orderId')
        .select([
          'subscriptions.id',
          'subscriptions.email',
          'subscriptions.title',
          'subscriptions.status',
          'subscriptions.nextBillingAt',
          'subscriptions.amountCents',
          'subscriptions.currency',
          'subscriptions.startedAt',
          'subscriptions.cyclesBilled',
          'subscriptions.numBillingCycles',
          'subscriptions.orderId',
          'subscriptions.billingPeriod',
          'subscriptions.failedAttempts',
          'subscriptions.lastFailureMessage',
          'orders.orderNumber',
          'orders.customerName',
        ])
        .where('subscriptions.websiteId', '=', request.site.id)
        .$if(request.query.status !== undefined, (query) =>
          query.where('subscriptions.status', '=', request.query.status ?? ''),
        )
        .orderBy('subscriptions.startedAt', 'desc')
        .orderBy('subscriptions.id', 'desc')
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize)
        .execute()
      return {
        // Dunning: why the renewal failed, and the next try or the day it is cancelled.
        subscriptions: rows
          .slice(0, pageSize)
          .map(({ billingPeriod, failedAttempts, lastFailureMessage, ...row }) => ({
            ...row,
            renewalFailure: renewalFailureOf(
              { ...row, billingPeriod, failedAttempts, lastFailureMessage },
              storage.dialect,
            ),
          })),
        page,
        hasNextPage: rows.length > pageSize,
      }
    },
  )

  app.get(
    '/api/editor/subscriptions/:subscriptionId/renewals',
    {
      onRequest: store,
      schema: { summary: "A subscription's renewal orders, newest first", tags, params: idParams },
    },
    async (request) => {
      const subscription = await findSubscription(request.site.id, request.params.subscriptionId)
      const orders = await storage.db
        .selectFrom('payments')
        .innerJoin('orders', 'orders.id', 'payments.orderId')
        .select([
          'orders.id',
          'orders.orderNumber',
          'orders.createdAt',
          'orders.status',
          'orders.refundedCents',
          'orders.grandTotalCents',
          'orders.fulfillmentStatus',
          'orders.currency',
        ])
        .where('payments.subscriptionId', '=', subscription.id)
        .where('orders.websiteId', '=', request.site.id)
        .orderBy('orders.createdAt', 'desc')
        .limit(500)
        .execute()
      return {
        renewals: orders.map((order) => ({
          id: order.id,
          orderNumber: order.orderNumber,
          createdAt: order.createdAt,
          paymentStatus: paymentStatusOf(order),
          fulfillmentStatus: order.fulfillmentStatus,
          grandTotalCents: order.grandTotalCents,
          currency: order.currency,
        })),
      }
    },
  )

  app.post(
    '/api/editor/subscriptions/:subscriptionId/cancel',
    {
      onRequest: store,
      schema: { summary: 'Cancel a subscription: nothing more is charged', tags, params: idParams },
    },
    async (request) => {
      const subscription = await findSubscription(request.site.id, request.params.subscriptionId)
      const result = await cancelSubscription(storage, subscription.orderId, services.now())
      if (!result.ok) {
        throw new AtelierError('invalid-transition', subscriptionAdminStrings.cannotCancel)
      }
      return { status: result.status }
    },
  )
}
