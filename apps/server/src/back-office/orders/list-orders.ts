import type { ExpressionBuilder, Expression, SqlBool } from 'kysely'
import { AtelierError } from '../../errors/atelier-error.js'
import { decodeCursor, pageOf } from '../../http/page-cursor.js'
import type { Page } from '../../http/page-cursor.js'
import type { Database } from '../../storage/database.js'
import type { Storage } from '../../storage/open-storage.js'
import { orderAdminStrings } from '../../orders/order-admin-strings.js'
import { prefixEnd, searchWords } from '../../storage/order-search-terms.js'
import { paymentStatusOf } from './payment-status.js'
import type { PaymentStatus } from './payment-status.js'

export interface OrderFilter {
  websiteId: string
  /** An order number (`1042`, `#1042`), or part of an email or customer name. */
  query?: string | undefined
  payment?: PaymentStatus | undefined
  fulfillment?: 'unfulfilled' | 'partial' | 'fulfilled' | 'not-required' | undefined
  /** Inclusive days, YYYY-MM-DD, in UTC. */
  from?: string | undefined
  to?: string | undefined
  /** Set by `withSearchPlan`: whether the first search word starts many orders' terms. */
  commonSearch?: boolean | undefined
}

export interface OrderListRow {
  id: string
  orderNumber: number
  createdAt: string
  email: string
  customerName: string
  status: string
  paymentStatus: PaymentStatus
  fulfillmentStatus: string
  currency: string
  grandTotalCents: number
  refundedCents: number
  itemCount: number
  testMode: boolean
}

type Where = (eb: ExpressionBuilder<Database, 'orders'>) => Expression<SqlBool>

const day = /^\d{4}-\d\d-\d\d$/

/** YYYY-MM-DD naming a real day (no 31 February). */
function isCalendarDay(date: string): boolean {
  if (!day.test(date)) return false
  const parsed = new Date(`${date}T00:00:00.000Z`)
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date
}

/** The WHERE of a filter, shared by the list, the CSV export and the customer's orders. */
export function orderFilterWhere(filter: OrderFilter): Where {
  const { query, payment, fulfillment, from, to } = filter
  for (const date of [from, to]) {
    if (date !== undefined && !isCalendarDay(date)) {
      throw new AtelierError('invalid-input', orderAdminStrings.badDate)
    }
  }
  return (eb) => {
    const parts: Expression<SqlBool>[] = [eb('orders.websiteId', '=', filter.websiteId)]
    parts.push(...paymentWhere(eb, payment))
    if (fulfillment !== undefined) parts.push(eb('orders.fulfillmentStatus', '=', fulfillment))
    if (from !== undefined) parts.push(eb('orders.createdAt', '>=', `${from}T00:00:00.000Z`))
    if (to !== undefined) {
      const next = new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString()
      parts.push(eb('orders.createdAt', '<', next))
    }
    const text = query?.trim() ?? ''
    if (/^#?\d{1,9}$/.test(text)) {
      parts.push(eb('orders.orderNumber', '=', Number(text.replace('#', ''))))
    } else if (text !== '') {
      // Every word must start a term of the order (a name word or the email). A rare word drives
      // the query from the terms' index; a common one from the orders' date order, which finds a
      // page of matches after a few hundred orders.
      for (const word of searchWords(text)) {
        const terms = (inner: ExpressionBuilder<Database, 'orders'>) =>
          inner
            .selectFrom('orderSearchTerms')
            .select('orderSearchTerms.orderId')
            .where('orderSearchTerms.term', '>=', word)
            .where('orderSearchTerms.term', '<', prefixEnd(word))
        parts.push(
          filter.commonSearch === true
            ? eb.exists(terms(eb).whereRef('orderSearchTerms.orderId', '=', 'orders.id'))
            : eb(
                'orders.id',
                'in',
                terms(eb).where('orderSearchTerms.websiteId', '=', filter.websiteId),
              ),
        )
      }
    }
    return eb.and(parts)
  }
}

function paymentWhere(
  eb: ExpressionBuilder<Database, 'orders'>,
  payment: PaymentStatus | undefined,
): Expression<SqlBool>[] {
  const refunded = eb('orders.refundedCents', '>=', eb.ref('orders.grandTotalCents'))
  switch (payment) {
    case undefined:
      // Abandoned reservations and declined payments are not orders the owner has to act on.
      return [eb('orders.status', '<>', 'pending'), eb('orders.status', '<>', 'failed')]
    case 'pending':
    case 'failed':
      return [eb('orders.status', '=', payment)]
    case 'unpaid':
      return [eb('orders.status', '=', 'received')]
    case 'paid':
      return [eb('orders.status', '=', 'paid'), eb('orders.refundedCents', '=', 0)]
    case 'voided':
      return [eb('orders.status', '=', 'cancelled'), eb('orders.refundedCents', '=', 0)]
    case 'partially-refunded':
      return [
        eb('orders.status', 'in', ['paid', 'cancelled']),
        eb('orders.refundedCents', '>', 0),
        eb.not(refunded),
      ]
    case 'refunded':
      return [
        eb('orders.status', 'in', ['paid', 'cancelled']),
        eb('orders.refundedCents', '>', 0),
        refunded,
      ]
  }
}

/** Above this many orders, a search word counts as common. */
const commonMatches = 1000

/** The filter with its search plan decided: one bounded probe of the terms' index. */
export async function withSearchPlan(storage: Storage, filter: OrderFilter): Promise<OrderFilter> {
  const text = filter.query?.trim() ?? ''
  const [first] = searchWords(text)
  if (first === undefined || /^#?\d{1,9}$/.test(text) || filter.commonSearch !== undefined) {
    return filter
  }
  const probe = await storage.db
    .selectFrom((eb) =>
      eb
        .selectFrom('orderSearchTerms')
        .select('orderId')
        .where('websiteId', '=', filter.websiteId)
        .where('term', '>=', first)
        .where('term', '<', prefixEnd(first))
        .limit(commonMatches)
        .as('matches'),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { ...filter, commonSearch: Number(probe.n) >= commonMatches }
}

/** One page of a store's orders, newest first, after the cursor's order. */
export async function listOrders(
  storage: Storage,
  filter: OrderFilter,
  options: { cursor?: string | undefined; pageSize: number },
): Promise<Page<OrderListRow>> {
  const after = options.cursor === undefined ? undefined : decodeCursor(options.cursor, 2)
  if (options.cursor !== undefined && after === undefined) {
    throw new AtelierError('invalid-input', orderAdminStrings.badCursor)
  }
  const where = orderFilterWhere(await withSearchPlan(storage, filter))
  let query = storage.db
    .selectFrom('orders')
    .select([
      'orders.id',
      'orders.orderNumber',
      'orders.createdAt',
      'orders.email',
      'orders.customerName',
      'orders.status',
      'orders.fulfillmentStatus',
      'orders.currency',
      'orders.grandTotalCents',
      'orders.refundedCents',
      'orders.testMode',
    ])
    .select((eb) =>
      eb
        .selectFrom('orderLines')
        .select((inner) => inner.fn.sum<number>('orderLines.quantity').as('n'))
        .whereRef('orderLines.orderId', '=', 'orders.id')
        .as('itemCount'),
    )
    .where(where)
    .orderBy('orders.createdAt', 'desc')
    .orderBy('orders.id', 'desc')
    .limit(options.pageSize + 1)
  if (after !== undefined) {
    const [createdAt = '', id = ''] = after
    query = query.where((eb) =>
      eb(eb.refTuple('orders.createdAt', 'orders.id'), '<', eb.tuple(createdAt, id)),
    )
  }
  const rows = await query.execute()
  const page = pageOf(rows, options.pageSize, (row) => [row.createdAt, row.id])
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      paymentStatus: paymentStatusOf(row),
      itemCount: Number(row.itemCount ?? 0),
      testMode: row.testMode === 1,
    })),
  }
}
