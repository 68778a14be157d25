import { isCurrencyCode, type CurrencyCode, type Money } from '@atelier/commerce'
import type { FormField } from '@atelier/schema'

/** The extra-information form of a product, as the add button and the cart API carry it. */
export interface AdditionalFieldsForm {
  readonly id: string
  readonly name: string
  readonly fields: FormField[]
}

export interface CartEntryView {
  readonly id: string
  readonly itemId: string
  readonly quantity: number
  readonly sku: string | undefined
  readonly attributes: Readonly<Record<string, string>>
  readonly title: string
  readonly subTotal: Money | undefined
  /** The line total and one unit's price as the server formats the site's money. */
  readonly subTotalText: string
  readonly unitPriceText: string
  /** The extra-information answers as the add request sent them (a JSON string). */
  readonly additionalFields: string | undefined
  readonly additionalFieldsForm: AdditionalFieldsForm | undefined
}

/** What the visitor runtime needs of a SPEC §3 shopping cart. */
export interface CartView {
  readonly entries: readonly CartEntryView[]
  readonly totalQuantity: number
  /** `subtotalCents` in the store currency, for the minimum-subtotal rule. */
  readonly subtotal: Money
  /** The subtotal as the server formats the site's money (the API's `subtotalAmount`). */
  readonly subtotalText: string
}

type Json = Record<string, unknown>

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {}
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0

function currencyOf(value: unknown, fallback: CurrencyCode): CurrencyCode {
  return typeof value === 'string' && isCurrencyCode(value) ? value : fallback
}

function moneyOf(value: unknown, fallback: CurrencyCode): Money | undefined {
  const raw = record(value)
  if (typeof raw.minor !== 'number') return undefined
  return { minor: raw.minor, currency: currencyOf(raw.currency, fallback) }
}

function formOf(value: unknown): AdditionalFieldsForm | undefined {
  const raw = record(value)
  if (typeof raw.id !== 'string' || !Array.isArray(raw.fields)) return undefined
  return { id: raw.id, name: text(raw.name), fields: raw.fields as FormField[] }
}

function entryOf(value: unknown, currency: CurrencyCode): CartEntryView {
  const raw = record(value)
  const variant = record(raw.chosenVariant)
  const attributes = Object.fromEntries(
    Object.entries(record(variant.attributes)).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>
  const answers = raw.additionalFields
  return {
    id: text(raw.id),
    itemId: text(raw.itemId),
    quantity: count(raw.quantity),
    sku: typeof variant.sku === 'string' ? variant.sku : undefined,
    attributes,
    title: text(raw.title),
    subTotal: moneyOf(raw.subTotal, currency),
    subTotalText: text(raw.subTotalText),
    unitPriceText: text(raw.unitPriceText),
    additionalFields:
      typeof answers === 'string' && answers !== ''
        ? answers
        : answers && typeof answers === 'object'
          ? JSON.stringify(answers)
          : undefined,
    additionalFieldsForm: formOf(raw.additionalFieldsForm),
  }
}

/** Reads a cart answer of the API (`{shoppingCart}` or the cart itself) defensively. */
export function readCart(value: unknown): CartView {
  const outer = record(value)
  const raw = 'shoppingCart' in outer ? record(outer.shoppingCart) : outer
  // The server formats `subtotalAmount`; the currency is read from the lines' amounts.
  const lines = Array.isArray(raw.entries) ? raw.entries : []
  const currency = currencyOf(record(record(lines[0]).subTotal).currency, 'USD')
  const entries = lines.map((e) => entryOf(e, currency))
  const totalQuantity =
    typeof raw.totalQuantity === 'number'
      ? raw.totalQuantity
      : entries.reduce((sum, e) => sum + e.quantity, 0)
  const subtotal = { minor: count(raw.subtotalCents), currency }
  return { entries, totalQuantity, subtotal, subtotalText: text(raw.subtotalAmount) }
}

export const EMPTY_CART: CartView = {
  entries: [],
  totalQuantity: 0,
  subtotal: { minor: 0, currency: 'USD' },
  subtotalText: '',
}
