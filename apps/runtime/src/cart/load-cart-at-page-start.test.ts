// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onCartEvent } from './cart-events.js'
import { currentCart, loadCart, resetCartStore } from './cart-store.js'
import { loadCartAtPageStart } from './load-cart-at-page-start.js'

const answer = {
  entries: [
    {
      id: 'e1',
      itemId: 'item-mug',
      quantity: 2,
      subTotal: { minor: 6800, currency: 'USD' },
      subTotalText: '$68.00',
      purchasePriceCents: 3400,
      unitPriceText: '$34.00',
    },
  ],
  totalQuantity: 2,
  subtotalCents: 6800,
  subtotalAmount: '$68.00',
}

let fetchMock: ReturnType<typeof vi.fn>
let events: string[]
let stops: (() => void)[]

beforeEach(() => {
  resetCartStore()
  fetchMock = vi.fn(
    async () => ({ ok: true, status: 200, text: async () => JSON.stringify(answer) }) as Response,
  )
  vi.stubGlobal('fetch', fetchMock)
  events = []
  stops = (['loading', 'loaded'] as const).map((name) =>
    onCartEvent(name, (detail) =>
      events.push(detail.cart ? `${name} ${detail.cart.totalQuantity}` : name),
    ),
  )
})
afterEach(() => {
  stops.forEach((stop) => stop())
  vi.unstubAllGlobals()
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the cart at page start (SPEC §4)', () => {
  it('with a hasCart cookie, reads the cart once and fires loading then loaded', async () => {
    expect(loadCartAtPageStart('crumb=abc; hasCart=true')).toBe(true)
    // A second island asking meanwhile shares the read in progress.
    await loadCart()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/commerce/shopping-cart')
    expect(events).toEqual(['loading', 'loaded 2'])
    expect(currentCart()).toMatchObject({ totalQuantity: 2, subtotalText: '$68.00' })
  })

  it('signed in without a cart cookie, reads it too', async () => {
    const info = encodeURIComponent('{"authenticated":true,"siteUserId":"u1"}')
    expect(loadCartAtPageStart(`SiteUserInfo=${info}`)).toBe(true)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(events).toEqual(['loading', 'loaded 2'])
  })

  it('without a cart cookie and signed out, fetches nothing and fires nothing', async () => {
    expect(loadCartAtPageStart('crumb=abc')).toBe(false)
    await settle()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(events).toEqual([])
    expect(currentCart()).toBeUndefined()
  })
})
