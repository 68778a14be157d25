import { Limits } from '@atelier/schema'
import { commerceStrings, fillTemplate } from './strings.js'

/** SPEC §9: above this the pill shows '100+'. */
export const PILL_QUANTITY_CAP: number = Limits.cartPillQuantityCap

export interface CartPillView {
  /** SPEC §2: hidden at quantity 0, faded in otherwise. */
  readonly hidden: boolean
  readonly quantityText: string
  readonly unitWord: string
  readonly accessibleName: string
}

/**
 * The pill's accessible name: 'One item in cart', '{n} items in cart', 'More than 100 items in
 * cart' above 100, or 'Cart' when the pill has no quantity element.
 */
export function cartPillAccessibleName(totalQuantity: number, hasQuantityElement = true): string {
  if (!hasQuantityElement) return commerceStrings.pillCart
  if (totalQuantity === 1) return commerceStrings.pillOneItem
  if (totalQuantity > PILL_QUANTITY_CAP) {
    return fillTemplate(commerceStrings.pillMoreThanNItems, { n: PILL_QUANTITY_CAP })
  }
  return fillTemplate(commerceStrings.pillNItems, { n: totalQuantity })
}

/** What the floating cart pill shows for the cart's total quantity. */
export function cartPill(totalQuantity: number, hasQuantityElement = true): CartPillView {
  return {
    hidden: totalQuantity <= 0,
    quantityText:
      totalQuantity > PILL_QUANTITY_CAP ? `${PILL_QUANTITY_CAP}+` : String(totalQuantity),
    unitWord: totalQuantity === 1 ? commerceStrings.pillItem : commerceStrings.pillItems,
    accessibleName: cartPillAccessibleName(totalQuantity, hasQuantityElement),
  }
}
