// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { publishCart, resetCartStore } from '../cart/cart-store.js'
import type { CartView } from '../cart/cart-view.js'
import { CartPill } from './cart-pill.js'

// The server formats the subtotal in the site's format (here a de-DE store in euros).
const cart = (totalQuantity: number, minor = 6800): CartView => ({
  entries: [],
  totalQuantity,
  subtotal: { minor, currency: 'EUR' },
  subtotalText: `${(minor / 100).toFixed(2).replace('.', ',')}\u00a0€`,
})

describe('CartPill', () => {
  let root: HTMLElement
  beforeEach(() => {
    resetCartStore()
    root = document.createElement('div')
    document.body.append(root)
  })
  afterEach(() => {
    render(null, root)
    root.remove()
  })

  const pill = () => root.querySelector<HTMLAnchorElement>('a.cart-pill')!

  it('is hidden while the cart is empty or unknown, marked initialized and empty once synced', () => {
    act(() => render(h(CartPill, { href: '/cart' }), root))
    expect(pill().hidden).toBe(true)
    expect(pill().style.display).toBe('none')
    expect(pill().dataset.initialized).toBeUndefined()
    act(() => publishCart(cart(0, 0), 'loaded'))
    expect(pill().hidden).toBe(true)
    expect([pill().dataset.initialized, pill().dataset.empty]).toEqual(['true', 'true'])
  })

  it('shows the quantity, the word items and the server-formatted subtotal, linking to /cart', () => {
    act(() => render(h(CartPill, { href: '/cart' }), root))
    act(() => publishCart(cart(2), 'item-added'))
    expect(pill().hidden).toBe(false)
    expect(pill().textContent).toBe('2 items 68,00\u00a0€')
    expect(pill().getAttribute('href')).toBe('/cart')
    expect(pill().getAttribute('aria-label')).toMatch(/^2 items in cart: /)
  })

  it('says item and One item in cart for a single unit', () => {
    act(() => render(h(CartPill, { href: '/cart' }), root))
    act(() => publishCart(cart(1, 3400), 'loaded'))
    expect(pill().textContent).toBe('1 item 34,00\u00a0€')
    expect(pill().getAttribute('aria-label')).toMatch(/^One item in cart: /)
  })

  it('shows 100+ above 100 items', () => {
    act(() => render(h(CartPill, { href: '/cart' }), root))
    act(() => publishCart(cart(101), 'recalculate-end'))
    expect(pill().querySelector('.cart-pill__quantity')?.textContent).toBe('100+')
    expect(pill().getAttribute('aria-label')).toMatch(/^More than 100 items in cart: /)
  })

  it('fades in: starts transparent and becomes opaque on the next frame', async () => {
    act(() => render(h(CartPill, { href: '/cart' }), root))
    act(() => publishCart(cart(3), 'loaded'))
    expect(pill().style.opacity).toBe('0')
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    expect(pill().style.opacity).toBe('1')
  })

  it('shows a cart read at page start that arrived between its first render and its effects', async () => {
    // Without act, preact defers effects; the page-start read finishes before they subscribe.
    render(h(CartPill, { href: '/cart' }), root)
    publishCart(cart(2), 'loaded')
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(pill().hidden).toBe(false)
    expect(pill().getAttribute('aria-label')).toMatch(/^2 items in cart: /)
  })
})
