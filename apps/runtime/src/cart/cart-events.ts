import type { CartView } from './cart-view.js'

/** SPEC §4 cart events, dispatched on `document` as CustomEvents. */
export type CartEventName =
  'loading' | 'loaded' | 'item-added' | 'recalculate-start' | 'recalculate-end'

export interface CartEventDetail {
  /** The cart after the event; absent for `loading` and `recalculate-start`. */
  readonly cart?: CartView
  /** Set for `item-added`: the entry the add created or grew. */
  readonly newlyAdded?: unknown
}

export function dispatchCartEvent(
  name: CartEventName,
  detail: CartEventDetail = {},
  target: EventTarget = document,
): void {
  target.dispatchEvent(new CustomEvent<CartEventDetail>(name, { detail }))
}

/** Listens to a cart event; returns the function that stops listening. */
export function onCartEvent(
  name: CartEventName,
  listener: (detail: CartEventDetail) => void,
  target: EventTarget = document,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<CartEventDetail>).detail ?? {})
  target.addEventListener(name, handler)
  return () => target.removeEventListener(name, handler)
}
