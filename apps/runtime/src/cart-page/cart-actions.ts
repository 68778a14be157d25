import {
  addFailureAlert,
  cartActionFailure,
  type CartAction,
  type FailureAlert,
} from '@atelier/commerce'
import { apiRequest, type HttpMethod } from '../api/api-request.js'
import { dispatchCartEvent } from '../cart/cart-events.js'
import { publishCart } from '../cart/cart-store.js'
import { readCart, type CartEntryView } from '../cart/cart-view.js'
import { ENTRIES_URL } from '../cart/cart-urls.js'

export type CartActionResult =
  { readonly ok: true } | { readonly ok: false; readonly alert: FailureAlert }

const entryUrl = (entryId: string) => `${ENTRIES_URL}/${encodeURIComponent(entryId)}`

/**
 * SPEC §8 cart failures: the title names the action; the message is the session or rate-limit
 * text when the server says so, the server's own message when it refused the change (a 4xx
 * with `{message}`, e.g. not enough stock), 'Please check your internet connection.' when
 * offline, else 'Please try again.'.
 */
export function cartFailureAlert(
  action: CartAction,
  failure: Parameters<typeof addFailureAlert>[0],
  online: boolean = navigator.onLine,
  status = 0,
): FailureAlert {
  const refused = failure.kind === 'server' && failure.message && status >= 400 && status < 500
  if (failure.kind === 'crumb-fail' || failure.kind === 'rate-limited' || refused) {
    return { title: cartActionFailure(action).title, message: addFailureAlert(failure).message }
  }
  return cartActionFailure(action, !online || failure.kind === 'network')
}

async function change(
  action: CartAction,
  method: HttpMethod,
  url: string,
  body?: unknown,
): Promise<CartActionResult> {
  dispatchCartEvent('recalculate-start')
  const result = await apiRequest<unknown>(method, url, body)
  if (!result.ok) {
    dispatchCartEvent('recalculate-end', {})
    return {
      ok: false,
      alert: cartFailureAlert(action, result.failure, navigator.onLine, result.status),
    }
  }
  publishCart(readCart(result.data), 'recalculate-end')
  return { ok: true }
}

export function updateQuantity(entry: CartEntryView, quantity: number): Promise<CartActionResult> {
  return change('update-quantity', 'PUT', entryUrl(entry.id), { quantity })
}

export function removeEntry(entry: CartEntryView): Promise<CartActionResult> {
  return change('remove-item', 'DELETE', entryUrl(entry.id))
}

export function updateAnswers(entry: CartEntryView, answers: string): Promise<CartActionResult> {
  return change('update-form', 'PUT', `${entryUrl(entry.id)}/additionalFields`, {
    itemId: entry.itemId,
    sku: entry.sku ?? null,
    additionalFields: answers,
  })
}
