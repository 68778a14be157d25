// @vitest-environment happy-dom
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCartStore } from '../cart/cart-store.js'
import { mountCartPill } from './cart-pill.js'

const serverPill =
  '<a class="cart-pill" href="/cart" aria-label="Cart"><span class="cart-pill__label">Cart</span></a>'

describe('mountCartPill', () => {
  let root: HTMLElement
  beforeEach(() => {
    resetCartStore()
    vi.stubGlobal('fetch', vi.fn())
    root = document.createElement('div')
    root.dataset.island = 'cart-pill'
    root.dataset.cartUrl = '/cart'
    root.innerHTML = serverPill
    document.body.append(root)
  })
  afterEach(() => {
    render(null, root)
    root.remove()
    history.replaceState(null, '', '/')
    vi.unstubAllGlobals()
  })

  it('removes its root on /cart, so the cart page has no pill', () => {
    history.replaceState(null, '', '/cart')
    act(() => mountCartPill(root))
    expect(root.isConnected).toBe(false)
    expect(document.querySelector('.cart-pill')).toBeNull()
  })

  it('replaces the server’s pill with the live one on other pages', () => {
    history.replaceState(null, '', '/shop')
    act(() => mountCartPill(root))
    expect(root.isConnected).toBe(true)
    expect(root.querySelectorAll('a.cart-pill')).toHaveLength(1)
    expect(root.querySelector('.cart-pill__quantity')).not.toBeNull()
  })
})
