import type { ExpressionBuilder, SqlBool, Expression } from 'kysely'
import type { Database } from '../storage/database.js'

/** The account whose orders are asked for. */
export interface OrderViewer {
  id: string
  websiteId: string
  /** Normalised, as site users keep it. */
  email: string
  /**
   * Whether the account proved it owns the email. Absent counts as verified until accounts carry
   * the flag; `false` limits the account to the orders it placed signed in.
   */
  emailVerified?: boolean
}

/** Orders a customer sees in their account: placed ones, not checkouts still under way. */
export const placedStatuses = ['paid', 'received', 'cancelled'] as const

/**
 * The one rule of which orders belong to an account (issue 21): the placed orders of its website
 * that were checked out from the account's cart (placed signed in), or under its (verified) email.
 * The query must left-join `carts` on `orders.cartId`.
 */
export function ordersVisibleTo(viewer: OrderViewer) {
  return (eb: ExpressionBuilder<Database, 'orders' | 'carts'>): Expression<SqlBool> =>
    eb.and([
      eb('orders.websiteId', '=', viewer.websiteId),
      eb('orders.status', 'in', [...placedStatuses]),
      eb.or([
        eb('carts.siteUserId', '=', viewer.id),
        ...(viewer.emailVerified === false ? [] : [eb('orders.email', '=', viewer.email)]),
      ]),
    ])
}
