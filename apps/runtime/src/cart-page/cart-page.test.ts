// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { onCartEvent } from '../cart/cart-events.js'
import { resetCartStore } from '../cart/cart-store.js'
import type { AdditionalFieldsForm } from '../cart/cart-view.js'
import { mountCartPage } from '../entries/cart-page.js'
import { CartPage } from './cart-page.js'
import { loadLazyComponents } from '../ui/lazy-component.js'

// The dialogs load on first use in a page; here they are loaded before the tests draw them.
beforeAll(() => loadLazyComponents())

const mugEntry = {
  id: 'e1',
  itemId: 'item-mug',
  quantity: 2,
  chosenVariant: { sku: 'MUG-8-OAT', attributes: { Size: '8 oz', Color: 'Oat' } },
  title: 'Speckled Stoneware Mug',
  subTotal: { minor: 6800, currency: 'USD' },
  subTotalText: '68,00 $',
  purchasePriceCents: 3400,
  unitPriceText: '34,00 $',
  additionalFields: null,
}
// Amounts come formatted by the server in the site's format (here a de-DE store in dollars).
const dollars = (minor: number) => `${(minor / 100).toFixed(2).replace('.', ',')} $`
const cartOf = (entries: unknown[], subtotal: number) => ({
  shoppingCart: {
    entries,
    totalQuantity: entries.length * 2,
    subtotalCents: subtotal,
    subtotalAmount: dollars(subtotal),
  },
})
const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

let root: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  resetCartStore()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  render(null, root)
  root.remove()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))

async function show(props: Parameters<typeof CartPage>[0] = {}) {
  act(() => render(h(CartPage, props), root))
  await settle()
  await settle()
}

const alertText = () => {
  const dialog = root.querySelector('[role="alertdialog"]')
  return dialog
    ? [dialog.querySelector('h2')?.textContent, dialog.querySelector('p')?.textContent]
    : undefined
}

describe('CartPage', () => {
  it('says the cart is empty', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([], 0)))
    await show()
    expect(root.textContent).toContain('You have nothing in your shopping cart.')
  })

  it('lists each entry with its variant, quantity, price, the subtotal and checkout', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([mugEntry], 6800)))
    await show()
    const entry = root.querySelector('.cart-entry')!
    expect(entry.querySelector('.cart-entry__title')?.textContent).toBe('Speckled Stoneware Mug')
    expect(entry.querySelector('.cart-entry__variant')?.textContent).toBe('Size: 8 oz, Color: Oat')
    const label = entry.querySelector('label')!
    expect(label.textContent).toBe('Quantity of Speckled Stoneware Mug')
    expect(root.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)?.value).toBe('2')
    expect(entry.querySelector('.cart-entry__price')?.textContent).toBe('68,00 $')
    expect(root.querySelector('.cart-subtotal')?.textContent).toBe('Subtotal 68,00 $')
    expect(root.querySelector('a.cart-page__checkout')?.getAttribute('href')).toBe('/checkout')
  })

  it('changes a quantity, telling the page recalculate-start then recalculate-end', async () => {
    const events: string[] = []
    const stops = (['recalculate-start', 'recalculate-end'] as const).map((name) =>
      onCartEvent(name, () => events.push(name)),
    )
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? response(
            200,
            cartOf(
              [
                {
                  ...mugEntry,
                  quantity: 3,
                  subTotal: { minor: 10200, currency: 'USD' },
                  subTotalText: dollars(10200),
                },
              ],
              10200,
            ),
          )
        : response(200, cartOf([mugEntry], 6800)),
    )
    await show()
    const input = root.querySelector<HTMLInputElement>('.cart-entry input')!
    act(() => {
      input.value = '3'
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit]
    expect([url, init.method, init.body]).toEqual([
      '/api/commerce/shopping-cart/entries/e1',
      'PUT',
      JSON.stringify({ quantity: 3 }),
    ])
    expect(events).toEqual(['recalculate-start', 'recalculate-end'])
    expect(root.querySelector('.cart-subtotal__amount')?.textContent).toBe('102,00 $')
    stops.forEach((stop) => stop())
  })

  it('removes an entry, then says the cart is empty', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      response(200, init?.method === 'DELETE' ? cartOf([], 0) : cartOf([mugEntry], 6800)),
    )
    await show()
    act(() =>
      root
        .querySelector<HTMLButtonElement>('button[aria-label="Remove Speckled Stoneware Mug"]')!
        .click(),
    )
    await settle()
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE')
    expect(root.textContent).toContain('You have nothing in your shopping cart.')
  })

  it('quantity 0 removes the line; the focus moves to the next line, then to Continue shopping', async () => {
    const vase = { ...mugEntry, id: 'e2', itemId: 'item-vase', title: 'Bud Vase' }
    let entries: unknown[] = [mugEntry, vase]
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (init?.method === 'DELETE')
        entries = entries.filter((e) => !url.endsWith((e as { id: string }).id))
      return response(200, cartOf(entries, 6800 * entries.length))
    })
    await show({ shopUrl: '/shop' })
    const input = root.querySelector<HTMLInputElement>('.cart-entry input')!
    act(() => {
      input.value = '0'
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    await settle()
    expect(fetchMock.mock.calls[1]?.[1]?.method).toBe('DELETE')
    expect(root.querySelectorAll('.cart-entry')).toHaveLength(1)
    expect(document.activeElement).toBe(root.querySelector('.cart-entry input'))
    act(() =>
      root.querySelector<HTMLButtonElement>('button[aria-label="Remove Bud Vase"]')!.click(),
    )
    await settle()
    await settle()
    const back = root.querySelector<HTMLAnchorElement>('.cart-page__continue')!
    expect(back.textContent).toBe('Continue shopping')
    expect(back.getAttribute('href')).toBe('/shop')
    expect(document.activeElement).toBe(back)
  })

  it('steps a quantity up and down with its buttons', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([mugEntry], 6800)))
    await show()
    act(() =>
      root
        .querySelector<HTMLButtonElement>('button[aria-label="One more Speckled Stoneware Mug"]')!
        .click(),
    )
    await settle()
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit]
    expect([init.method, init.body]).toEqual(['PUT', JSON.stringify({ quantity: 3 })])
  })

  it.each([
    [true, 'Please try again.'],
    [false, 'Please check your internet connection.'],
  ])('a failed removal (online: %s) says Unable to remove item — %s', async (online, message) => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) => {
      if (init?.method !== 'DELETE') return response(200, cartOf([mugEntry], 6800))
      if (!online) throw new TypeError('Failed to fetch')
      return response(500, { message: 'boom' })
    })
    await show()
    act(() => root.querySelector<HTMLButtonElement>('.cart-entry__remove')!.click())
    await settle()
    expect(alertText()).toEqual(['Unable to remove item', message])
  })

  it('a failed quantity change says Unable to update quantity; a crumb failure says why', async () => {
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? response(403, { crumbFail: true })
        : response(200, cartOf([mugEntry], 6800)),
    )
    await show()
    const input = root.querySelector<HTMLInputElement>('.cart-entry input')!
    act(() => {
      input.value = '5'
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(alertText()).toEqual([
      'Unable to update quantity',
      'Your session has expired. Please reload the page and try again.',
    ])
  })

  it('a refused quantity shows the server’s message and puts the stored quantity back', async () => {
    const refusal = 'Sorry, we do not have enough of that item available.'
    fetchMock.mockImplementation(async (_url: string, init?: RequestInit) =>
      init?.method === 'PUT'
        ? response(400, { message: refusal })
        : response(200, cartOf([mugEntry], 6800)),
    )
    await show()
    const input = root.querySelector<HTMLInputElement>('.cart-entry input')!
    act(() => {
      input.value = '40'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    await settle()
    expect(alertText()).toEqual(['Unable to update quantity', refusal])
    expect(root.querySelector<HTMLInputElement>('.cart-entry input')!.value).toBe('2')
  })

  it('a quantity that is not a whole number is refused and the stored one put back', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([mugEntry], 6800)))
    await show()
    const input = root.querySelector<HTMLInputElement>('.cart-entry input')!
    act(() => {
      input.value = '1.5'
      input.dispatchEvent(new Event('input', { bubbles: true }))
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await settle()
    expect(alertText()).toEqual(['Unable to update quantity', 'Quantity must be a whole number.'])
    expect(root.querySelector<HTMLInputElement>('.cart-entry input')!.value).toBe('2')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('asks for the store minimum subtotal before checkout', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([mugEntry], 6800)))
    await show({ minimumSubtotalCents: 10000 })
    expect(root.querySelector('.cart-page__minimum')?.textContent).toBe(
      'To check out, your order subtotal must be $100.00 or more.',
    )
    expect(root.querySelector('a.cart-page__checkout')).toBeNull()
  })

  it('shows the minimum subtotal as the server printed it', async () => {
    fetchMock.mockImplementation(async () => response(200, cartOf([mugEntry], 6800)))
    const cartRoot = document.createElement('div')
    cartRoot.dataset.minimumSubtotalCents = '10000'
    cartRoot.dataset.minimumSubtotalText = 'US$100.00'
    root.append(cartRoot)
    act(() => mountCartPage(cartRoot))
    await settle()
    await settle()
    expect(root.querySelector('.cart-page__minimum')?.textContent).toBe(
      'To check out, your order subtotal must be US$100.00 or more.',
    )
    render(null, cartRoot)
  })

  it('shows the extra-information answers and edits them in the form', async () => {
    const form: AdditionalFieldsForm = {
      id: 'form-name-mug',
      name: 'Lettering details',
      fields: [
        {
          id: 'name',
          type: 'text',
          label: 'Name to letter',
          description: '',
          placeholder: '',
          required: true,
        },
      ],
    }
    const entry = {
      ...mugEntry,
      itemId: 'item-name-mug',
      additionalFields: JSON.stringify({ name: 'Ada' }),
    }
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/additionalFields')) {
        return response(
          200,
          cartOf(
            [
              {
                ...entry,
                additionalFields: init?.body && JSON.parse(init.body as string).additionalFields,
              },
            ],
            6800,
          ),
        )
      }
      if (url.startsWith('/api/rest/forms/validate/')) return response(200, {})
      return response(200, cartOf([entry], 6800))
    })
    await show({ productForms: { 'item-name-mug': form } })
    expect(root.querySelector('.cart-entry__answers dt')?.textContent).toBe('Name to letter')
    expect(root.querySelector('.cart-entry__answers dd')?.textContent).toBe('Ada')
    act(() => root.querySelector<HTMLButtonElement>('.cart-entry__edit')!.click())
    // The form's code loads on first use.
    await vi.waitFor(async () => {
      await settle()
      expect(root.querySelector('[role="dialog"] input')).not.toBeNull()
    })
    const input = root.querySelector<HTMLInputElement>('[role="dialog"] input')!
    expect(input.value).toBe('Ada')
    act(() => {
      input.value = 'Grace'
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      root
        .querySelector('[role="dialog"] form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await settle()
    await settle()
    const put = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/additionalFields'))!
    expect(JSON.parse(put[1].body as string)).toEqual({
      itemId: 'item-name-mug',
      sku: 'MUG-8-OAT',
      additionalFields: JSON.stringify({ name: 'Grace' }),
    })
    expect(root.querySelector('[role="dialog"]')).toBeNull()
    expect(root.querySelector('.cart-entry__answers dd')?.textContent).toBe('Grace')
  })

  it('says Unable to update form when saving the answers fails', async () => {
    const form: AdditionalFieldsForm = {
      id: 'form-name-mug',
      name: 'Lettering details',
      fields: [
        {
          id: 'name',
          type: 'text',
          label: 'Name to letter',
          description: '',
          placeholder: '',
          required: true,
        },
      ],
    }
    const entry = { ...mugEntry, additionalFields: JSON.stringify({ name: 'Ada' }) }
    fetchMock.mockImplementation(async (url: string) => {
      if (url.endsWith('/additionalFields')) return response(500, {})
      if (url.startsWith('/api/rest/forms/validate/')) return response(200, {})
      return response(200, cartOf([entry], 6800))
    })
    await show({ productForms: { 'item-mug': form } })
    act(() => root.querySelector<HTMLButtonElement>('.cart-entry__edit')!.click())
    await vi.waitFor(async () => {
      await settle()
      expect(root.querySelector('[role="dialog"] form')).not.toBeNull()
    })
    await act(async () => {
      root
        .querySelector('[role="dialog"] form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await settle()
    await settle()
    expect(alertText()).toEqual(['Unable to update form', 'Please try again.'])
    expect(root.querySelector('.cart-entry__answers dd')?.textContent).toBe('Ada')
  })

  it('says Unable to open form when the form of a line is unknown', async () => {
    const entry = { ...mugEntry, additionalFields: JSON.stringify({ name: 'Ada' }) }
    fetchMock.mockImplementation(async () => response(200, cartOf([entry], 6800)))
    await show()
    act(() => root.querySelector<HTMLButtonElement>('.cart-entry__edit')!.click())
    expect(alertText()).toEqual(['Unable to open form', 'Please try again.'])
  })

  it('shows a gift card’s recipient and delivery date under their labels, with nothing to edit', async () => {
    const entry = {
      ...mugEntry,
      itemId: 'gift-card',
      title: 'Gift Card',
      additionalFields: JSON.stringify({
        recipientEmail: 'grace@example.com',
        deliverAt: '2026-12-24',
      }),
    }
    fetchMock.mockImplementation(async () => response(200, cartOf([entry], 6800)))
    await show()
    const lines = [...root.querySelectorAll('.cart-entry__answers dl > div')].map((line) => [
      line.querySelector('dt')?.textContent,
      line.querySelector('dd')?.textContent,
    ])
    expect(lines).toEqual([
      ['Recipient email', 'grace@example.com'],
      ['Delivery date', '2026-12-24'],
    ])
    expect(root.querySelector('.cart-entry__edit')).toBeNull()
  })
})
