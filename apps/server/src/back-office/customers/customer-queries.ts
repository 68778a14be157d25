import { normaliseEmail } from '@atelier/schema'
import { sql } from 'kysely'
import type { SqlBool } from 'kysely'
import type { OrderDocument } from '../../orders/order-document.js'
import { withAccountHomeTables } from '../../storage/account-home-tables.js'
import type { Storage } from '../../storage/open-storage.js'
import { paymentStatusOf } from '../orders/payment-status.js'
import type { PaymentStatus } from '../orders/payment-status.js'
import { membershipsByEmail, type CustomerMembership } from './customer-memberships.js'

/** Orders that count for a customer: placed ones (paid, awaiting payment, or cancelled). */
const placed = ['paid', 'received', 'cancelled']

export interface CustomerRow {
  email: string
  name: string
  ordersCount: number
  /** Paid totals less refunds; offline orders still awaiting payment are not counted. */
  totalSpentCents: number
  currency: string
  lastOrderAt: string
  /** The customer's account on the site: none, able to sign in, or disabled by the owner. */
  accountStatus: CustomerAccountState
  /** The customer's member areas and where each membership stands. */
  memberships: CustomerMembership[]
}

export type CustomerAccountState = 'none' | 'active' | 'disabled'

/** The account state of each email (normalised), one query for a page of customers. */
async function accountStates(
  storage: Storage,
  websiteId: string,
  emails: string[],
): Promise<Map<string, CustomerAccountState>> {
  if (emails.length === 0) return new Map()
  const rows = await withAccountHomeTables(storage.db)
    .selectFrom('siteUsers')
    .select(['email', 'disabledAt'])
    .where('websiteId', '=', websiteId)
    .where('email', 'in', emails)
    .execute()
  return new Map(rows.map((row) => [row.email, row.disabledAt === null ? 'active' : 'disabled']))
}

/**
 * A store's customers, as its orders know them (one per email), most recent buyer first, a page
 * at a time. `query` matches part of the email or name.
 */
export async function listCustomers(
  storage: Storage,
  input: {
    websiteId: string
    query?: string | undefined
    offset: number
    pageSize: number
    now?: Date
  },
): Promise<{ rows: CustomerRow[]; hasNextPage: boolean }> {
  const text = input.query?.trim().toLowerCase() ?? ''
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await storage.db
    .selectFrom('orders')
    .select((eb) => [
      'orders.email',
      eb.fn.max('orders.customerName').as('name'),
      eb.fn.countAll<number>().as('ordersCount'),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when('orders.status', '=', 'paid')
            .then(eb('orders.grandTotalCents', '-', eb.ref('orders.refundedCents')))
            .else(0)
            .end(),
        )
        .as('totalSpentCents'),
      eb.fn.max('orders.currency').as('currency'),
      eb.fn.max('orders.createdAt').as('lastOrderAt'),
    ])
    .where('orders.websiteId', '=', input.websiteId)
    .where('orders.status', 'in', placed)
    .$if(text !== '', (query) =>
      query.where((eb) =>
        eb.or([
          sql<SqlBool>`${eb.ref('orders.email')} LIKE ${pattern} ESCAPE '\\'`,
          sql<SqlBool>`lower(${eb.ref('orders.customerName')}) LIKE ${pattern} ESCAPE '\\'`,
        ]),
      ),
    )
    .groupBy('orders.email')
    .orderBy('lastOrderAt', 'desc')
    .orderBy('orders.email')
    .limit(input.pageSize + 1)
    .offset(input.offset)
    .execute()
  const page = rows.slice(0, input.pageSize)
  const emails = page.map((row) => row.email)
  const [accounts, memberships] = await Promise.all([
    accountStates(storage, input.websiteId, emails),
    membershipsByEmail(storage, input.websiteId, emails, input.now ?? new Date()),
  ])
  return {
    rows: page.map((row) => ({
      email: row.email,
      name: String(row.name ?? ''),
      ordersCount: Number(row.ordersCount),
      totalSpentCents: Number(row.totalSpentCents ?? 0),
      currency: String(row.currency ?? ''),
      lastOrderAt: String(row.lastOrderAt ?? ''),
      accountStatus: accounts.get(row.email) ?? 'none',
      memberships: memberships.get(row.email) ?? [],
    })),
    hasNextPage: rows.length > input.pageSize,
  }
}

export interface CustomerDetail extends CustomerRow {
  orders: Array<{
    id: string
    orderNumber: number
    createdAt: string
    paymentStatus: PaymentStatus
    fulfillmentStatus: string
    grandTotalCents: number
    currency: string
  }>
  addresses: NonNullable<OrderDocument['shippingAddress']>[]
  account: { id: string; createdAt: string; disabled: boolean } | null
  newsletters: Array<{ listName: string; status: string }>
}

/** One customer: their orders, the addresses they used, their account and newsletter lists. */
export async function customerDetail(
  storage: Storage,
  websiteId: string,
  email: string,
  now: Date = new Date(),
): Promise<CustomerDetail | undefined> {
  const normalised = normaliseEmail(email)
  const orders = await storage.db
    .selectFrom('orders')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('email', '=', normalised)
    .where('status', 'in', placed)
    .orderBy('createdAt', 'desc')
    .limit(200)
    .execute()
  const latest = orders[0]
  if (latest === undefined) return undefined
  const [account, newsletters, memberships] = await Promise.all([
    withAccountHomeTables(storage.db)
      .selectFrom('siteUsers')
      .select(['id', 'createdAt', 'disabledAt'])
      .where('websiteId', '=', websiteId)
      .where('email', '=', normalised)
      .executeTakeFirst(),
    storage.db
      .selectFrom('mailingListSubscribers')
      .innerJoin('mailingLists', 'mailingLists.id', 'mailingListSubscribers.listId')
      .select(['mailingLists.name as listName', 'mailingListSubscribers.status'])
      .where('mailingListSubscribers.websiteId', '=', websiteId)
      .where('mailingListSubscribers.email', '=', normalised)
      .execute(),
    membershipsByEmail(storage, websiteId, [normalised], now),
  ])
  const addresses = new Map<string, NonNullable<OrderDocument['shippingAddress']>>()
  for (const order of orders) {
    const document = storage.dialect.decodeJson<OrderDocument>(order.document)
    for (const address of [document.shippingAddress, document.billingAddress]) {
      if (address === null || address === undefined) continue
      const key = JSON.stringify(address)
      if (!addresses.has(key)) addresses.set(key, address)
    }
  }
  return {
    email: normalised,
    name: orders.find((order) => order.customerName !== '')?.customerName ?? '',
    ordersCount: orders.length,
    totalSpentCents: orders
      .filter((order) => order.status === 'paid')
      .reduce((sum, order) => sum + order.grandTotalCents - order.refundedCents, 0),
    currency: latest.currency,
    lastOrderAt: latest.createdAt,
    accountStatus:
      account === undefined ? 'none' : account.disabledAt === null ? 'active' : 'disabled',
    orders: orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber,
      createdAt: order.createdAt,
      paymentStatus: paymentStatusOf(order),
      fulfillmentStatus: order.fulfillmentStatus,
      grandTotalCents: order.grandTotalCents,
      currency: order.currency,
    })),
    addresses: [...addresses.values()].slice(0, 10),
    account:
      account === undefined
        ? null
        : { id: account.id, createdAt: account.createdAt, disabled: account.disabledAt !== null },
    newsletters,
    memberships: memberships.get(normalised) ?? [],
  }
}
