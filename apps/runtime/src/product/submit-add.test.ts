// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onCartEvent } from '../cart/cart-events.js'
import { resetCartStore } from '../cart/cart-store.js'
import { submitAdd } from './submit-add.js'
import type { AddMode } from './submit-add.js'

const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

const giftCard: AddMode = { subscription: false, expressCheckout: false, giftCard: true }
const plain: AddMode = { subscription: false, expressCheckout: false, giftCard: false }
const fields = JSON.stringify({ recipientEmail: 'friend@example.com', deliverAt: '2099-12-24' })

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  resetCartStore()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const calls = () =>
  fetchMock.mock.calls.map((call) => {
    const [url, init] = call as [string, RequestInit]
    return [url, JSON.parse(init.body as string)]
  })

describe('submitAdd for a gift card', () => {
  it('opens a gift card cart for the denomination and goes to its checkout, not the shopping cart', async () => {
    fetchMock.mockResolvedValue(response(200, { cartToken: 'tok_en-123' }))
    const added = vi.fn()
    const stop = onCartEvent('item-added', added)
    const outcome = await submitAdd(
      { itemId: 'item-gift', sku: 'gift-card-5000', quantity: 1, additionalFields: fields },
      giftCard,
    )
    stop()
    expect(outcome).toEqual({ ok: true, checkoutUrl: '/checkout?cartToken=tok_en-123' })
    expect(calls()).toEqual([
      [
        '/api/3/commerce/cart/gift-card',
        { itemId: 'item-gift', sku: 'gift-card-5000', qty: 1, additionalFields: fields },
      ],
    ])
    expect(added).not.toHaveBeenCalled()
  })

  it('titles a failure Unable to purchase Gift Card, with the server message', async () => {
    fetchMock.mockResolvedValue(
      response(400, { message: 'Select a denomination for the Gift Card.' }),
    )
    const outcome = await submitAdd({ itemId: 'item-gift', sku: undefined, quantity: 1 }, giftCard)
    expect(outcome).toEqual({
      ok: false,
      alert: {
        title: 'Unable to purchase Gift Card',
        message: 'Select a denomination for the Gift Card.',
      },
    })
  })

  it('titles an answer without a token a failure too', async () => {
    fetchMock.mockResolvedValue(response(200, {}))
    const outcome = await submitAdd(
      { itemId: 'item-gift', sku: 'gift-card-2500', quantity: 1 },
      giftCard,
    )
    expect(outcome.ok).toBe(false)
    expect(!outcome.ok && outcome.alert.title).toBe('Unable to purchase Gift Card')
  })

  it('still adds any other product to the shopping cart', async () => {
    fetchMock.mockResolvedValue(response(200, { shoppingCart: { entries: [] } }))
    const outcome = await submitAdd({ itemId: 'item-mug', sku: 'MUG', quantity: 2 }, plain)
    expect(outcome).toEqual({ ok: true })
    expect(calls()).toEqual([
      [
        '/api/commerce/shopping-cart/entries',
        { itemId: 'item-mug', sku: 'MUG', quantity: 2, additionalFields: null },
      ],
    ])
  })
})
