import type { CurrencyCode } from './currencies.js'
import {
  DEFAULT_LOCALE,
  formatMoney,
  specMoneyFormatter,
  type MoneyFormatter,
} from './money-format.js'
import { commerceStrings, fillTemplate } from './strings.js'

export type MinimumSubtotalCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: 'below-minimum'; readonly message: string }

/**
 * Whether the cart may go to checkout under the store's minimum order subtotal; when not,
 * 'To check out, your order subtotal must be {subtotal} or more.' with the minimum formatted.
 */
export function checkMinimumSubtotal(
  subtotalCents: number,
  minimumCents: number | undefined,
  currency: CurrencyCode,
  locale: string = DEFAULT_LOCALE,
  formatter: MoneyFormatter = specMoneyFormatter,
): MinimumSubtotalCheck {
  if (!minimumCents || subtotalCents >= minimumCents) return { ok: true }
  return {
    ok: false,
    code: 'below-minimum',
    message: fillTemplate(commerceStrings.minimumSubtotal, {
      subtotal: formatMoney(minimumCents, currency, locale, formatter),
    }),
  }
}
