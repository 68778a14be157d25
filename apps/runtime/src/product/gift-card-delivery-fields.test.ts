// @vitest-environment happy-dom
import { render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetCartStore } from '../cart/cart-store.js'
import { mountProductForm } from '../entries/product-form.js'
import { localIsoDate } from './gift-card-delivery.js'
import { productMarkup } from './product-fixture.js'

let container: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>

const giftCard = {
  itemId: 'gift-card',
  productType: 4,
  quantityInput: false,
  giftCardDelivery: true,
  label: 'Purchase',
  variants: [
    { sku: 'gift-card-2500', priceCents: 2500, unlimited: true, attributes: { Amount: '$25.00' } },
  ],
}

function inputLabelled(text: string): HTMLInputElement {
  const label = [...container.querySelectorAll('label')].find((l) => l.textContent === text)!
  return container.querySelector<HTMLInputElement>(`#${CSS.escape(label.htmlFor)}`)!
}

function type(label: string, value: string) {
  const input = inputLabelled(label)
  act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

async function purchase() {
  await act(async () => {
    container
      .querySelector('.sqs-add-to-cart-button')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true }))
  })
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

const sentFields = () =>
  JSON.parse((fetchMock.mock.calls[0]![1] as RequestInit).body as string).additionalFields

beforeEach(() => {
  resetCartStore()
  fetchMock = vi.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ shoppingCart: { entries: [] } }),
  }))
  vi.stubGlobal('fetch', fetchMock)
  document.cookie = 'crumb=crumb-value-1234567890'
  container = document.createElement('div')
  document.body.append(container)
  container.innerHTML = productMarkup(giftCard)
  act(() => mountProductForm(container.querySelector('[data-island="product-form"]')!))
})

afterEach(() => {
  render(null, container.querySelector<HTMLElement>('[data-island="product-form"]')!)
  container.remove()
  vi.unstubAllGlobals()
})

describe('gift card recipient and delivery date', () => {
  it('offers a labelled email input and a date input starting today', () => {
    expect(inputLabelled('Recipient email').type).toBe('email')
    const date = inputLabelled('Delivery date')
    expect(date.type).toBe('date')
    expect(date.min).toBe(localIsoDate(new Date()))
  })

  it('opens a gift card purchase for the buyer when both fields are left blank', async () => {
    await purchase()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/3/commerce/cart/gift-card')
    expect(sentFields()).toBeNull()
  })

  it('sends the recipient and the date as the line’s additionalFields', async () => {
    type('Recipient email', 'grace@example.com')
    type('Delivery date', '2999-12-24')
    await purchase()
    expect(JSON.parse(sentFields())).toEqual({
      recipientEmail: 'grace@example.com',
      deliverAt: '2999-12-24',
    })
  })

  it("shows 'Email is invalid' above the field and adds nothing", async () => {
    type('Recipient email', 'grace@')
    await purchase()
    const input = inputLabelled('Recipient email')
    const error = container.querySelector(`#${CSS.escape(input.id)}-error`)!
    expect(error.textContent).toBe('Email is invalid')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(fetchMock).not.toHaveBeenCalled()

    type('Recipient email', 'grace@example.com')
    await purchase()
    expect(container.querySelector('.form-field__error')).toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('refuses a date before today', async () => {
    type('Delivery date', '2000-01-01')
    await purchase()
    expect(container.querySelector('.form-field__error')!.textContent).toBe(
      'Delivery date cannot be in the past',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('shows the email error beside the one about the missing denomination', async () => {
    render(null, container.querySelector<HTMLElement>('[data-island="product-form"]')!)
    container.innerHTML = productMarkup({
      ...giftCard,
      variants: [2500, 5000].map((cents) => ({
        sku: `gift-card-${cents}`,
        priceCents: cents,
        unlimited: true,
        attributes: { Amount: `$${cents / 100}.00` },
      })),
    })
    act(() => mountProductForm(container.querySelector('[data-island="product-form"]')!))
    type('Recipient email', 'grace@')
    await purchase()
    expect(container.querySelector('.product-form__message')!.textContent).toBe(
      'Select a denomination for the Gift Card.',
    )
    expect(container.querySelector('.form-field__error')!.textContent).toBe('Email is invalid')
    expect(fetchMock).not.toHaveBeenCalled()
  })
})
