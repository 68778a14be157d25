import type { CartEntry, ChosenVariant } from './cart.js'
import type { CurrencyCode } from './currencies.js'
import { toSafeNumber } from './rounding.js'

/** A validated add request (see `validateAddToCart`), priced, with the id a new line would get. */
export interface NewCartEntry {
  readonly id: string
  readonly itemId: string
  readonly chosenVariant: ChosenVariant
  readonly quantity: number
  readonly title: string
  readonly purchasePriceCents: number
  readonly currency: CurrencyCode
  readonly additionalFields?: string | null
}

export interface AddedCartEntry {
  readonly entries: readonly CartEntry[]
  /** The line that now holds the added units. */
  readonly entry: CartEntry
  /** False when the units joined an existing line. */
  readonly newlyAdded: boolean
}

function sameFields(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a || null) === (b || null)
}

function lineTotal(unit: number, quantity: number): number {
  return toSafeNumber(BigInt(unit) * BigInt(quantity))
}

/**
 * Adds units to the cart. A line holding the same item and variant with the same extra-form
 * answers takes the units (its quantity grows); otherwise a new line is appended.
 */
export function addCartEntry(entries: readonly CartEntry[], added: NewCartEntry): AddedCartEntry {
  const index = entries.findIndex(
    (e) =>
      e.itemId === added.itemId &&
      e.chosenVariant.sku === added.chosenVariant.sku &&
      sameFields(e.additionalFields, added.additionalFields),
  )
  const existing = entries[index]
  if (existing) {
    const quantity = existing.quantity + added.quantity
    const entry: CartEntry = {
      ...existing,
      quantity,
      subTotal: {
        minor: lineTotal(existing.purchasePriceCents, quantity),
        currency: existing.subTotal.currency,
      },
    }
    return { entries: entries.map((e, i) => (i === index ? entry : e)), entry, newlyAdded: false }
  }
  const entry: CartEntry = {
    id: added.id,
    itemId: added.itemId,
    quantity: added.quantity,
    chosenVariant: added.chosenVariant,
    title: added.title,
    purchasePriceCents: added.purchasePriceCents,
    subTotal: {
      minor: lineTotal(added.purchasePriceCents, added.quantity),
      currency: added.currency,
    },
    additionalFields: added.additionalFields ?? null,
  }
  return { entries: [...entries, entry], entry, newlyAdded: true }
}
