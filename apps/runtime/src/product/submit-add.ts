import { addFailureAlert, type AddFlow, type FailureAlert } from '@atelier/commerce'
import { apiRequest } from '../api/api-request.js'
import { publishCart } from '../cart/cart-store.js'
import { CHECKOUT_URL, ENTRIES_URL } from '../cart/cart-urls.js'
import { readCart } from '../cart/cart-view.js'

export const SUBSCRIPTION_URL = '/api/3/commerce/cart/subscription'
export const GIFT_CARD_URL = '/api/3/commerce/cart/gift-card'

export interface AddRequest {
  readonly itemId: string
  readonly sku: string | undefined
  readonly quantity: number
  /** The extra-information answers as a JSON string (SPEC §3 add-entry request). */
  readonly additionalFields?: string
}

export interface AddMode {
  readonly subscription: boolean
  readonly expressCheckout: boolean
  readonly giftCard: boolean
}

export type AddOutcome =
  | { readonly ok: true; readonly checkoutUrl?: string }
  | { readonly ok: false; readonly alert: FailureAlert }

function flowOf(mode: AddMode): AddFlow {
  if (mode.giftCard) return 'gift-card'
  return mode.expressCheckout || mode.subscription ? 'express-checkout' : 'add-to-cart'
}

/** The one-item cart a purchase of this kind opens instead of the shopping cart, if any. */
function oneItemCartUrl(mode: AddMode): string | undefined {
  if (mode.subscription) return SUBSCRIPTION_URL
  return mode.giftCard ? GIFT_CARD_URL : undefined
}

/**
 * SPEC §4/§7 add: a subscription, and a gift card of the chosen denomination, get a one-item cart
 * token and go to checkout with it (the shopping cart stays as it was); anything else is added to
 * the shopping cart (`item-added` tells the pill), then goes to checkout when the button is an
 * express checkout.
 */
export async function submitAdd(request: AddRequest, mode: AddMode): Promise<AddOutcome> {
  const additionalFields = request.additionalFields ?? null
  const oneItemUrl = oneItemCartUrl(mode)
  if (oneItemUrl !== undefined) {
    const result = await apiRequest<{ cartToken?: unknown }>('POST', oneItemUrl, {
      itemId: request.itemId,
      sku: request.sku ?? null,
      qty: request.quantity,
      additionalFields,
    })
    if (!result.ok) return { ok: false, alert: addFailureAlert(result.failure, flowOf(mode)) }
    const token = result.data?.cartToken
    if (typeof token !== 'string' || token === '') {
      return { ok: false, alert: addFailureAlert({ kind: 'server' }, flowOf(mode)) }
    }
    return { ok: true, checkoutUrl: `${CHECKOUT_URL}?cartToken=${encodeURIComponent(token)}` }
  }
  const result = await apiRequest<{ newlyAdded?: unknown }>('POST', ENTRIES_URL, {
    itemId: request.itemId,
    sku: request.sku ?? null,
    quantity: request.quantity,
    additionalFields,
  })
  if (!result.ok) return { ok: false, alert: addFailureAlert(result.failure, flowOf(mode)) }
  publishCart(readCart(result.data), 'item-added', result.data?.newlyAdded)
  return mode.expressCheckout ? { ok: true, checkoutUrl: CHECKOUT_URL } : { ok: true }
}
