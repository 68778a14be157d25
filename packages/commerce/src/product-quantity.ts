import { Limits } from '@atelier/schema'
import { commerceStrings, fillTemplate } from './strings.js'

/** SPEC §2/§9: the quantity input runs 1 to 9999 in steps of 1, starting at 1. */
export const MIN_QUANTITY: number = Limits.quantityMin
export const MAX_QUANTITY: number = Limits.quantityMax
export const DEFAULT_QUANTITY = 1

export type QuantityFailure =
  'quantity-not-a-number' | 'quantity-not-whole' | 'quantity-out-of-range'

export type QuantityResult =
  | { readonly ok: true; readonly quantity: number }
  | { readonly ok: false; readonly code: QuantityFailure; readonly message: string }

const DECIMAL_NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)$/

/** Reads a quantity as typed by a visitor ('2', ' 3 ', 2) and checks it against SPEC §5. */
export function parseQuantity(input: unknown): QuantityResult {
  const text =
    typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : ''
  if (!DECIMAL_NUMBER.test(text) || !Number.isFinite(Number(text))) {
    return {
      ok: false,
      code: 'quantity-not-a-number',
      message: commerceStrings.quantityNotANumber,
    }
  }
  const quantity = Number(text)
  if (!Number.isInteger(quantity)) {
    return { ok: false, code: 'quantity-not-whole', message: commerceStrings.quantityNotWhole }
  }
  if (quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return {
      ok: false,
      code: 'quantity-out-of-range',
      message: fillTemplate(commerceStrings.quantityOutOfRange, {
        min: MIN_QUANTITY,
        max: MAX_QUANTITY,
      }),
    }
  }
  return { ok: true, quantity }
}
