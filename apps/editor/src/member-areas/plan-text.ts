import { formatMoney, isCurrencyCode } from '@atelier/commerce'
import type { MemberArea } from '../api/member-areas-api.js'
import { memberAreasStrings as strings } from './member-areas-strings.js'

/** "Free (sign-up)", "One-time fee · $40.00", "Recurring · $12.00 monthly". */
export function planText(
  area: Pick<MemberArea, 'pricing' | 'priceCents' | 'currency' | 'billingUnit'>,
): string {
  if (area.pricing === 'free') return strings.free
  const price = isCurrencyCode(area.currency)
    ? formatMoney(area.priceCents, area.currency)
    : String(area.priceCents)
  if (area.pricing === 'one-time') return `${strings.oneTime} · ${price}`
  return `${strings.recurring} · ${price} ${area.billingUnit === 'YEAR' ? strings.yearly : strings.monthly}`.replace(
    /(Monthly|Yearly)$/,
    (word) => word.toLowerCase(),
  )
}
