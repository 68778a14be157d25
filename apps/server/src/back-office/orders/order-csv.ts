import { money, moneyToDecimal } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { OrderListRow } from './list-orders.js'

export const orderCsvHeader = [
  'Order',
  'Date',
  'Email',
  'Customer',
  'Payment',
  'Fulfillment',
  'Items',
  'Currency',
  'Total',
  'Refunded',
  'Test',
] as const

const decimal = (cents: number, currency: string) =>
  moneyToDecimal(money(cents, currency as CurrencyCode))

/** One order as a CSV row: amounts in the currency's major unit, as spreadsheets add them up. */
export function orderCsvRow(row: OrderListRow): string[] {
  return [
    String(row.orderNumber),
    row.createdAt,
    row.email,
    row.customerName,
    row.paymentStatus,
    row.fulfillmentStatus,
    String(row.itemCount),
    row.currency,
    decimal(row.grandTotalCents, row.currency),
    decimal(row.refundedCents, row.currency),
    row.testMode ? 'yes' : 'no',
  ]
}
