// @vitest-environment happy-dom
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { onCartEvent } from '../cart/cart-events.js'
import { resetCartStore } from '../cart/cart-store.js'
import { mountProductForm } from '../entries/product-form.js'
import { MUG_VARIANTS, productMarkup, type ProductFixture } from './product-fixture.js'
import { loadLazyComponents } from '../ui/lazy-component.js'

// The dialogs load on first use in a page; here they are loaded before the tests draw them.
beforeAll(() => loadLazyComponents())

let container: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>
const navigate = vi.fn()

function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response
}

function mount(fixture: ProductFixture) {
  container.innerHTML = productMarkup(fixture)
  const root = container.querySelector<HTMLElement>('[data-island="product-form"]')!
  act(() => mountProductForm(root, navigate))
  return root
}

const button = () => container.querySelector<HTMLElement>('.sqs-add-to-cart-button')!
const buttonText = () => button().textContent
const message = () => container.querySelector('.product-form__message')!.textContent
const selectFor = (label: string) => {
  const labelEl = [...container.querySelectorAll('label')].find((l) => l.textContent === label)!
  return container.querySelector<HTMLSelectElement>(`#${CSS.escape(labelEl.htmlFor)}`)!
}

function choose(label: string, value: string) {
  const select = selectFor(label)
  act(() => {
    select.value = value
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

function typeQuantity(value: string) {
  const input = container.querySelector<HTMLInputElement>('input[type="number"]')!
  act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function click(el: Element = button()) {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  await elapse(0)
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  resetCartStore()
  navigate.mockReset()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
  container = document.createElement('div')
  document.body.append(container)
})

afterEach(() => {
  const root = container.querySelector<HTMLElement>('[data-island="product-form"]')
  if (root) render(null, root)
  container.remove()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('product form markup', () => {
  it('shows one labelled select per option, prompting Select {name}', () => {
    mount({ variants: MUG_VARIANTS })
    const size = selectFor('Size')
    const color = selectFor('Color')
    expect(size.options[0]?.textContent).toBe('Select Size')
    expect([...size.options].map((o) => o.value)).toEqual(['', '8 oz', '12 oz'])
    expect(color.options[0]?.textContent).toBe('Select Color')
  })

  it('shows no select for a product with a single variant', () => {
    mount({ variants: [{ sku: 'VASE', priceCents: 4200, qtyInStock: 3 }] })
    expect(container.querySelectorAll('select')).toHaveLength(0)
  })

  // SPEC §2's "size 4" is the field's width of four digits (themes/default/assets/site.css): the
  // HTML `size` attribute is not allowed on a number input (issue 19, point 11).
  it('has a Quantity input from 1 to 9999 in steps of 1, four digits wide, starting at 1', () => {
    mount({ variants: MUG_VARIANTS })
    const label = [...container.querySelectorAll('label')].find(
      (l) => l.textContent === 'Quantity',
    )!
    const input = container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!
    expect(input.type).toBe('number')
    expect([input.min, input.max, input.step, input.getAttribute('size'), input.value]).toEqual([
      '1',
      '9999',
      '1',
      null,
      '1',
    ])
  })
})

describe('choosing a variant', () => {
  it('asks for the options not yet chosen', async () => {
    mount({ variants: MUG_VARIANTS })
    await click()
    expect(message()).toBe('Please select the Size and Color options.')
    choose('Size', '8 oz')
    await click()
    expect(message()).toBe('Please select the Color option.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the sale price and the sale mark of the chosen variant', () => {
    mount({ variants: MUG_VARIANTS })
    choose('Size', '8 oz')
    choose('Color', 'Sage')
    const price = container.querySelector('.product-price')!
    expect(price.querySelector('.sale-price')?.textContent).toBe('$28.00')
    expect(price.querySelector('.original-price')?.textContent).toBe('$34.00')
    expect(container.querySelector('.product-mark.sale')?.textContent).toBe('sale')
    choose('Color', 'Oat')
    expect(price.textContent).toBe('$34.00')
  })

  it('shows the chosen variant’s prices as the server printed them in the site’s format', () => {
    const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')}\u00a0€`
    mount({
      variants: MUG_VARIANTS.map((variant) => ({
        ...variant,
        priceText: euros(variant.priceCents),
        salePriceText: euros(variant.salePriceCents ?? 0),
      })),
    })
    choose('Size', '8 oz')
    choose('Color', 'Sage')
    const price = container.querySelector('.product-price')!
    expect(price.querySelector('.sale-price')?.textContent).toBe('28,00\u00a0€')
    expect(price.querySelector('.original-price')?.textContent).toBe('34,00\u00a0€')
    choose('Size', '12 oz')
    choose('Color', 'Oat')
    expect(price.textContent).toBe('38,00\u00a0€')
  })

  it('turns the product’s own sale mark into the chosen variant’s, and back', () => {
    mount({ variants: MUG_VARIANTS, mark: 'sale' })
    const visibleMarks = () =>
      [...container.querySelectorAll<HTMLElement>('.product-mark')].filter((m) => !m.hidden)
    choose('Size', '8 oz')
    choose('Color', 'Oat')
    expect(visibleMarks()).toHaveLength(0)
    choose('Color', 'Sage')
    expect(visibleMarks().map((m) => m.textContent)).toEqual(['sale'])
    choose('Color', '')
    expect(visibleMarks().map((m) => m.textContent)).toEqual(['sale'])
    expect(container.querySelector('.product-price')?.textContent).toBe('from $34.00')
  })

  it('marks an out-of-stock variant sold out on a disabled button, with no alert before a click', () => {
    mount({ variants: MUG_VARIANTS })
    choose('Size', '12 oz')
    choose('Color', 'Charcoal')
    expect(message()).toBe('')
    expect(container.querySelector('.product-mark.sold-out:not([hidden])')?.textContent).toBe(
      'sold out',
    )
    const button = container.querySelector<HTMLElement>('.sqs-add-to-cart-button')!
    expect(button.textContent).toBe('sold out')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    button.click()
    expect(message()).toBe('')
    choose('Color', 'Oat')
    expect(button.textContent).toBe('Add To Cart')
    expect(button.getAttribute('aria-disabled')).toBeNull()
  })

  it('shows the chosen variant’s image first', () => {
    mount({ variants: MUG_VARIANTS })
    choose('Size', '12 oz')
    choose('Color', 'Sage')
    const first = container.querySelector<HTMLElement>('.product__gallery figure')!
    expect(first.dataset.variantSku).toBe('MUG-12-SAGE')
    expect(first.classList.contains('is-active')).toBe(true)
  })
})

describe('merchandising', () => {
  it('marks a sold-out variant with the owner’s sold-out text', () => {
    mount({ variants: MUG_VARIANTS, soldOutText: 'Back in spring' })
    choose('Size', '12 oz')
    choose('Color', 'Charcoal')
    expect(container.querySelector('.product-mark.sold-out:not([hidden])')?.textContent).toBe(
      'Back in spring',
    )
    expect(container.querySelector('.sqs-add-to-cart-button')?.textContent).toBe('Back in spring')
    expect(message()).toBe('')
  })

  it('shows the scarcity notice of the chosen variant only', () => {
    mount({
      variants: MUG_VARIANTS,
      scarcity: [
        { text: 'Only 2 left!', attributes: { Size: '8 oz', Color: 'Oat' } },
        { text: 'Only 1 left!', attributes: { Size: '12 oz', Color: 'Sage' } },
      ],
    })
    const shown = () =>
      [...container.querySelectorAll<HTMLElement>('.product-scarcity')]
        .filter((notice) => !notice.hidden)
        .map((notice) => notice.textContent)
    expect(shown()).toEqual([])
    choose('Size', '12 oz')
    choose('Color', 'Sage')
    expect(shown()).toEqual(['Only 1 left!'])
    choose('Size', '8 oz')
    choose('Color', 'Oat')
    expect(shown()).toEqual(['Only 2 left!'])
    choose('Color', 'Charcoal')
    expect(shown()).toEqual([])
  })

  it('brings forward the image every variant of the chosen colour shares', () => {
    mount({
      variants: MUG_VARIANTS,
      figures: ['MUG-8-OAT MUG-12-OAT', 'MUG-8-SAGE MUG-12-SAGE', 'MUG-8-CHARCOAL MUG-12-CHARCOAL'],
    })
    choose('Color', 'Sage')
    const active = container.querySelector<HTMLElement>('.product__gallery figure.is-active')!
    expect(active.dataset.variantSku).toBe('MUG-8-SAGE MUG-12-SAGE')
    expect(container.querySelector('.product__gallery figure')).toBe(active)
    choose('Size', '12 oz')
    choose('Color', 'Charcoal')
    expect(
      container.querySelector<HTMLElement>('.product__gallery figure.is-active')!.dataset
        .variantSku,
    ).toBe('MUG-8-CHARCOAL MUG-12-CHARCOAL')
  })
})

describe('the add button', () => {
  it('adds, says Adding… then Added! for 2 s, ignoring clicks meanwhile, then is idle', async () => {
    const added = vi.fn()
    const stop = onCartEvent('item-added', added)
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, {
        shoppingCart: {
          entries: [],
          totalQuantity: 2,
          subtotalCents: 6800,
          subtotalAmount: '$68.00',
        },
        // As the server answers: whether the add opened a new line.
        newlyAdded: true,
      }),
    )
    mount({ variants: MUG_VARIANTS })
    choose('Size', '8 oz')
    choose('Color', 'Oat')
    typeQuantity('2')
    await click()
    expect(buttonText()).toBe('Adding…')
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/commerce/shopping-cart/entries')
    expect(JSON.parse(init.body as string)).toEqual({
      itemId: 'item-mug',
      sku: 'MUG-8-OAT',
      quantity: 2,
      additionalFields: null,
    })
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('crumb-value-1234567890')
    expect(added).toHaveBeenCalledTimes(1)
    expect(added.mock.calls[0]?.[0]).toMatchObject({
      cart: { totalQuantity: 2, subtotalText: '$68.00' },
      newlyAdded: true,
    })

    await elapse(999)
    expect(buttonText()).toBe('Adding…')
    await elapse(1)
    expect(buttonText()).toBe('Added!')
    await click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await elapse(2000)
    expect(buttonText()).toBe('Add To Cart')
    stop()
  })

  it('is activated by Enter and by Space', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
    const adds = () =>
      fetchMock.mock.calls.filter(([url]) => url === '/api/commerce/shopping-cart/entries')
    mount({ variants: MUG_VARIANTS })
    choose('Size', '8 oz')
    choose('Color', 'Oat')
    await act(async () => {
      button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    })
    await elapse(0)
    expect(adds()).toHaveLength(1)
    await elapse(3000)
    await act(async () => {
      button().dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true }))
    })
    await elapse(0)
    expect(adds()).toHaveLength(2)
  })

  it.each([
    [
      403,
      { crumbFail: true },
      true,
      'Your session has expired. Please reload the page and try again.',
    ],
    [
      403,
      { crumbFail: true },
      false,
      'Please enable cookies in your browser, reload the page, and try again.',
    ],
    [429, {}, true, 'Please try again in a few seconds.'],
    [400, { message: 'Only 3 left.' }, true, 'Only 3 left.'],
  ])('on HTTP %i shows the alert Unable to Add Item (%j)', async (status, body, cookies, text) => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(cookies)
    fetchMock.mockImplementation(async () => jsonResponse(status, body))
    mount({ variants: [{ sku: 'VASE', priceCents: 4200, qtyInStock: 5 }] })
    await click()
    const dialog = container.querySelector('[role="alertdialog"]')!
    expect(dialog.querySelector('h2')?.textContent).toBe('Unable to Add Item')
    expect(dialog.querySelector('p')?.textContent).toBe(text)
    await elapse(1000)
    expect(buttonText()).toBe('Add To Cart')
  })

  it.each([
    [400, { message: 'Sorry, that item is unavailable.' }, 'Sorry, that item is unavailable.'],
    [429, {}, 'Please try again in a few seconds.'],
  ])(
    'titles a failed gift card purchase Unable to purchase Gift Card (HTTP %i)',
    async (status, body, text) => {
      fetchMock.mockImplementation(async () => jsonResponse(status, body))
      mount({
        productType: 4,
        quantityInput: false,
        label: 'Purchase',
        variants: [
          {
            sku: 'gift-card-2500',
            priceCents: 2500,
            unlimited: true,
            attributes: { Amount: '$25.00' },
          },
          {
            sku: 'gift-card-5000',
            priceCents: 5000,
            unlimited: true,
            attributes: { Amount: '$50.00' },
          },
        ],
      })
      choose('Amount', '$25.00')
      await click()
      const dialog = container.querySelector('[role="alertdialog"]')!
      expect(dialog.querySelector('h2')?.textContent).toBe('Unable to purchase Gift Card')
      expect(dialog.querySelector('p')?.textContent).toBe(text)
    },
  )

  it('asks to check the internet connection when the add never reaches the server', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch')
    })
    mount({ variants: MUG_VARIANTS })
    choose('Size', '8 oz')
    choose('Color', 'Oat')
    await click()
    const dialog = container.querySelector('[role="alertdialog"]')!
    expect(dialog.querySelector('p')?.textContent).toBe('Please check your internet connection.')
  })

  it('goes to checkout after adding when the button is an express checkout', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
    mount({ variants: [{ sku: 'VASE', priceCents: 4200, qtyInStock: 5 }], express: true })
    await click()
    expect(navigate).toHaveBeenCalledWith('/checkout')
  })

  it('titles a failed express checkout Unable to Purchase Item and stays on the page', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(400, { message: 'Sorry, we do not have enough of that item available.' }),
    )
    mount({ variants: [{ sku: 'VASE', priceCents: 4200, qtyInStock: 5 }], express: true })
    await click()
    const dialog = container.querySelector('[role="alertdialog"]')!
    expect(dialog.querySelector('h2')?.textContent).toBe('Unable to Purchase Item')
    expect(dialog.querySelector('p')?.textContent).toBe(
      'Sorry, we do not have enough of that item available.',
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('starts a subscription checkout with the cart token', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { cartToken: 'tok 1' }))
    mount({
      variants: [{ sku: 'SUB-MONTHLY', priceCents: 2200, unlimited: true }],
      subscription: true,
      quantityInput: false,
    })
    expect(buttonText()).toBe('Subscribe')
    await click()
    // A single variant has no select; the form root's `data-variants` names its SKU.
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/3/commerce/cart/subscription')
    expect(JSON.parse(init.body as string)).toEqual({
      itemId: 'item-mug',
      sku: 'SUB-MONTHLY',
      qty: 1,
      additionalFields: null,
    })
    expect(navigate).toHaveBeenCalledWith('/checkout?cartToken=tok%201')
  })

  it('adds a single-variant product by its SKU from the form root, fetching nothing else', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
    mount({ variants: [{ sku: 'VASE-BUD', priceCents: 4200, qtyInStock: 14 }] })
    typeQuantity('2')
    await click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/commerce/shopping-cart/entries')
    expect(JSON.parse(init.body as string)).toMatchObject({ sku: 'VASE-BUD', quantity: 2 })
  })

  it('names no SKU when the markup carries no variants, leaving the choice to the server', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
    mount({ variants: [{ sku: 'VASE', priceCents: 4200, qtyInStock: 5 }], rootVariants: false })
    await click()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/commerce/shopping-cart/entries')
    expect(JSON.parse(init.body as string)).toMatchObject({ sku: null, quantity: 1 })
  })

  it('sends the chosen gift card denomination under the SKU the page prints', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
    mount({
      productType: 4,
      quantityInput: false,
      variants: [2500, 5000].map((c) => ({
        // Stored gift card variants keep their own SKUs; the cart API knows them by those.
        sku: c === 5000 ? 'GIFT-CARD-FIFTY' : `gift-card-${c}`,
        priceCents: c,
        unlimited: true,
        attributes: { Amount: `$${c / 100}.00` },
      })),
    })
    choose('Amount', '$50.00')
    await click()
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(JSON.parse(init.body as string).sku).toBe('GIFT-CARD-FIFTY')
  })

  it.each([
    [true, 2, ''],
    [false, 0, 'Only one of this service can be added to your cart.'],
  ])(
    'adds 2 of a service when the store allows more than one (%s)',
    async (allowed, added, text) => {
      fetchMock.mockImplementation(async () => jsonResponse(200, { shoppingCart: { entries: [] } }))
      mount({
        itemId: 'item-workshop',
        productType: 3,
        variants: [{ sku: 'WORKSHOP', priceCents: 8500, qtyInStock: 6 }],
        multipleServices: allowed,
      })
      typeQuantity('2')
      await click()
      expect(message()).toBe(text)
      const adds = fetchMock.mock.calls.map(([, init]) => JSON.parse(init.body as string))
      expect(adds.map((body) => body.quantity)).toEqual(added ? [added] : [])
    },
  )

  it('asks for a denomination before adding a gift card', async () => {
    mount({
      productType: 4,
      quantityInput: false,
      variants: [2500, 5000].map((cents) => ({
        sku: `gift-card-${cents}`,
        priceCents: cents,
        unlimited: true,
        attributes: { Amount: `$${cents / 100}.00` },
      })),
    })
    await click()
    expect(message()).toBe('Select a denomination for the Gift Card.')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('opens the extra-information form after a stock check, then adds with the answers', async () => {
    const form = {
      id: 'form-name-mug',
      name: 'Lettering details',
      fields: [{ id: 'name', type: 'text', label: 'Name to letter', required: true }],
    }
    fetchMock.mockImplementation(async (url: string) => {
      if (url.startsWith('/api/commerce/inventory/stock/')) {
        return jsonResponse(200, { results: [{ sku: 'MUG-NAME', unlimited: true, qtyInStock: 0 }] })
      }
      if (url.startsWith('/api/rest/forms/validate/')) return jsonResponse(200, {})
      return jsonResponse(200, { shoppingCart: { entries: [] } })
    })
    mount({
      itemId: 'item-name-mug',
      variants: [{ sku: 'MUG-NAME', priceCents: 4800, unlimited: true }],
      form,
    })
    await click()
    await vi.waitFor(async () => {
      await elapse(0)
      expect(container.querySelector('[role="dialog"]')).not.toBeNull()
    })
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain(
      '/api/commerce/inventory/stock/?itemId=item-name-mug',
    )
    const dialog = container.querySelector<HTMLElement>('[role="dialog"]')!
    await act(async () => {
      dialog
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    expect(dialog.querySelector('.form-field__error')?.textContent).toBe('Required')
    const input = dialog.querySelector<HTMLInputElement>('input')!
    act(() => {
      input.value = 'Ada'
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      dialog
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    await elapse(0)
    const add = fetchMock.mock.calls.find(([url]) => url === '/api/commerce/shopping-cart/entries')!
    expect(JSON.parse(add[1].body as string)).toMatchObject({
      itemId: 'item-name-mug',
      additionalFields: JSON.stringify({ name: 'Ada' }),
    })
    expect(container.querySelector('[role="dialog"]')).toBeNull()
    expect(buttonText()).toBe('Adding…')
  })

  it('says the item is out of stock instead of opening the form when none is left', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(200, { results: [{ sku: 'MUG-NAME', unlimited: false, qtyInStock: 0 }] }),
    )
    mount({
      itemId: 'item-name-mug',
      variants: MUG_VARIANTS.slice(0, 2),
      form: { id: 'f', name: 'F', fields: [] },
    })
    choose('Color', 'Oat')
    await click()
    expect(message()).toBe('Sorry, we do not have enough of that item available.')
    expect(container.querySelector('[role="dialog"]')).toBeNull()
  })
})
