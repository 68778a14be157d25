// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CheckoutForm } from './checkout-form.js'

const belowMinimum = 'To check out, your order subtotal must be $50.00 or more.'

const quoteOf = (problems: Array<{ code: string; message: string }>) => ({
  entries: [{ id: 'e1', title: 'Mug', quantity: 1, subTotal: { minor: 3200 } }],
  shippingOptions: [],
  selectedShippingOption: null,
  invalidCoupons: [],
  validCoupons: [],
  rejectedGiftCards: [],
  subtotalCents: 3200,
  discountCents: 0,
  shippingCostCents: 0,
  taxCents: 0,
  giftCardCents: 0,
  grandTotalCents: 3200,
  amountDueCents: 3200,
  requiresShipping: false,
  subtotalAmount: { currency: 'USD' },
  problems,
})

const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

let root: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
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

async function show() {
  act(() => render(h(CheckoutForm, { navigate: () => {} }), root))
  await settle()
  await settle()
}

/** Types `value` into the input named `name`, as a shopper does. */
async function type(name: string, value: string) {
  await act(async () => {
    const input = root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

/** Fills what the browser checks itself: a state of the list and a ZIP code of its shape. */
async function fillRegionAndZip() {
  await act(async () => {
    const region = root.querySelector<HTMLSelectElement>('select[name="shippingAddress.region"]')!
    region.value = 'NY'
    region.dispatchEvent(new Event('change', { bubbles: true }))
  })
  await type('shippingAddress.postalCode', '10001')
}

/** Fills the whole form: contact, address and the test card. */
async function fillForm() {
  await type('email', 'ada@example.com')
  await type('shippingAddress.firstName', 'Ada')
  await type('shippingAddress.lastName', 'Lovelace')
  await type('shippingAddress.address1', '1 Main St')
  await type('shippingAddress.city', 'New York')
  await fillRegionAndZip()
  await type('card.number', '4242 4242 4242 4242')
  await type('card.expMonth', '12')
  await type('card.expYear', '2099')
  await type('card.cvc', '123')
}

const alerts = () => [...root.querySelectorAll('[role="alert"]')].map((el) => el.textContent)
const payButton = () =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === 'Pay now')!

describe('CheckoutForm and an address no shipping option serves', () => {
  const noShipping = {
    code: 'no-shipping-to-address',
    message: 'No shipping option is available for this address.',
  }

  it('says so in an alert and keeps Pay now disabled until the address is served', async () => {
    let served = false
    fetchMock.mockImplementation(async () =>
      response(200, { ...quoteOf(served ? [] : [noShipping]), requiresShipping: true }),
    )
    await show()
    expect(alerts()).toEqual(['We do not ship to this address.'])
    expect(payButton().disabled).toBe(true)

    // A changed address is quoted again on blur; once served, the alert goes and Pay is enabled.
    served = true
    await act(async () => {
      root
        .querySelector('input[name="shippingAddress.postalCode"]')!
        .dispatchEvent(new Event('blur'))
    })
    await settle()
    await settle()
    expect(alerts()).toEqual([])
    expect(payButton().disabled).toBe(false)
  })
})

describe('CheckoutForm and the store’s minimum order subtotal', () => {
  it('warns from the quote before Pay, and Pay now stays disabled', async () => {
    fetchMock.mockImplementation(async () =>
      response(200, quoteOf([{ code: 'below-minimum', message: belowMinimum }])),
    )
    await show()
    expect(alerts()).toEqual([belowMinimum])
    expect(payButton().disabled).toBe(true)
  })

  it('lets a cart at or above the minimum pay', async () => {
    fetchMock.mockImplementation(async () => response(200, quoteOf([])))
    await show()
    expect(alerts()).toEqual([])
    expect(payButton().disabled).toBe(false)
  })

  it('shows the order answer’s errors.cart as the message, with nothing else to check', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/commerce/orders'
        ? response(400, { errors: { cart: belowMinimum } })
        : response(200, quoteOf([])),
    )
    await show()
    await fillForm()
    await act(async () => {
      root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    })
    await settle()
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/commerce/orders')
    expect(alerts()).toEqual([belowMinimum])
    expect(root.textContent).not.toContain('Please check the highlighted fields.')
  })
})

describe('CheckoutForm fields', () => {
  it('offers a country list and the states of the United States, and an address line 2', async () => {
    fetchMock.mockImplementation(async () => response(200, quoteOf([])))
    await show()
    const country = root.querySelector<HTMLSelectElement>('select[name="shippingAddress.country"]')!
    expect(country.value).toBe('US')
    expect([...country.options].some((o) => o.textContent === 'Canada')).toBe(true)
    const states = root.querySelector<HTMLSelectElement>('select[name="shippingAddress.region"]')!
    expect([...states.options].map((o) => o.value)).toContain('NY')
    expect(root.querySelector('input[name="shippingAddress.address2"]')).not.toBeNull()
  })

  it('marks every missing field on the first submit, focuses the first and drops each once changed', async () => {
    fetchMock.mockImplementation(async () => response(200, quoteOf([])))
    await show()
    await act(async () => {
      const zip = root.querySelector<HTMLInputElement>('input[name="shippingAddress.postalCode"]')!
      zip.value = '1234'
      zip.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => {
      root.querySelector('form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    })
    await settle()
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/commerce/orders')
    expect(alerts()).toContain('Please enter a valid ZIP code.')
    expect(alerts()).toContain('Please choose a state.')
    // Every missing field is marked on this first submit, not on a second one.
    const invalid = [...root.querySelectorAll('[aria-invalid="true"]')].map((el) =>
      el.getAttribute('name'),
    )
    expect(invalid).toEqual(
      expect.arrayContaining([
        'email',
        'shippingAddress.firstName',
        'shippingAddress.lastName',
        'shippingAddress.address1',
        'shippingAddress.city',
        'shippingAddress.region',
        'shippingAddress.postalCode',
        'card.number',
        'card.cvc',
      ]),
    )
    expect(document.activeElement?.getAttribute('name')).toBe('email')
    await fillForm()
    expect(alerts()).not.toContain('Please enter a valid ZIP code.')
    expect(alerts()).not.toContain('Please choose a state.')
    expect(root.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0)
  })
})

describe('CheckoutForm and cart reminders', () => {
  it('tells the server the email once the shopper leaves the field, not a half-typed one', async () => {
    fetchMock.mockImplementation(async () => response(200, quoteOf([])))
    await show()
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!
    const type = async (value: string) => {
      await act(async () => {
        email.value = value
        email.dispatchEvent(new Event('input', { bubbles: true }))
      })
      await act(async () => {
        email.dispatchEvent(new Event('blur'))
      })
    }
    const told = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === '/api/commerce/checkout/email')
        .map(([, init]) => JSON.parse(String((init as RequestInit).body)).email)
    await type('ada@')
    await settle()
    expect(told()).toEqual([])
    await type(' ada@example.com ')
    await settle()
    expect(told()).toEqual(['ada@example.com'])
  })
})
