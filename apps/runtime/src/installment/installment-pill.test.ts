// @vitest-environment happy-dom
import type { InstallmentInput } from '@atelier/commerce'
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { mountInstallmentPill } from '../entries/installment-pill.js'
import { InstallmentPill } from './installment-pill.js'
import { readInstallmentInput } from './read-installment-input.js'
import { loadLazyComponents } from '../ui/lazy-component.js'

// The dialogs load on first use in a page; here they are loaded before the tests draw them.
beforeAll(() => loadLazyComponents())

const input = (minor: number, country = 'US'): InstallmentInput => ({
  amount: { minor, currency: 'USD' },
  minCents: 100,
  maxCents: 200000,
  productTypes: [1],
  stripeAccountCountry: country,
})

let root: HTMLElement
beforeEach(() => {
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  render(null, root)
  root.remove()
})

const show = (value: InstallmentInput): void => {
  act(() => render(h(InstallmentPill, { input: value }), root))
}
const dialog = () => root.querySelector('[role="dialog"]')

describe('InstallmentPill', () => {
  it('shows the installment in range', () => {
    show(input(3400))
    expect(root.querySelector('.installment-pill__text')?.textContent).toBe(
      'or 4 interest-free payments of $8.50 with Afterpay',
    )
  })

  it('shows the out-of-range text above the maximum, with Clearpay in Great Britain', () => {
    show(input(250000, 'GB'))
    expect(root.querySelector('.installment-pill__text')?.textContent).toBe(
      'Clearpay available for orders up to $2,000.00',
    )
  })

  it('shows nothing for a product that is not physical', () => {
    show({ ...input(3400), productTypes: [2] })
    expect(root.innerHTML).toBe('')
  })

  it('opens its modal from the info button only when asked, and closes it on Escape', () => {
    show(input(3400))
    expect(dialog()).toBeNull()
    const info = root.querySelector<HTMLButtonElement>('button[aria-label="More about Afterpay"]')!
    info.focus()
    act(() => info.click())
    expect(dialog()).not.toBeNull()
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(dialog()).toBeNull()
  })

  it('closes its modal with the close button and with a click outside', () => {
    show(input(3400))
    act(() => root.querySelector<HTMLButtonElement>('.installment-pill__text')!.click())
    act(() => root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click())
    expect(dialog()).toBeNull()
    act(() => root.querySelector<HTMLButtonElement>('.installment-pill__text')!.click())
    act(() => {
      root
        .querySelector('.atelier-modal')!
        .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(dialog()).toBeNull()
  })
})

describe('readInstallmentInput', () => {
  it('takes the lowest variant price of the product on the page when the pill gives none', () => {
    root.innerHTML =
      '<article class="product" data-product-type="1"><div data-variants="' +
      JSON.stringify([
        { sku: 'A', priceMoney: { value: '38.00', currency: 'USD' } },
        { sku: 'B', priceMoney: { value: '34.00', currency: 'USD' } },
      ]).replace(/"/g, '&quot;') +
      '"></div><div class="installment-pill" data-island="installment-pill"></div></article>'
    const read = readInstallmentInput(root.querySelector<HTMLElement>('.installment-pill')!)
    expect(read?.amount).toEqual({ minor: 3400, currency: 'USD' })
    expect(read?.productTypes).toEqual(['1'])
  })
})

describe('the installment pill on the theme markup', () => {
  /** The pill as `products-item.html` prints it for the single-variant Bud Vase. */
  function budVase(overrides: Record<string, string> = {}) {
    const data = {
      'data-price-cents': '4200',
      'data-currency': 'USD',
      'data-min-cents': '100',
      'data-max-cents': '200000',
      'data-country': 'US',
      'data-language': 'en',
      'data-after-pay-available': 'true',
      ...overrides,
    }
    root.innerHTML =
      '<article class="product" data-item-id="item-bud-vase" data-product-type="1">' +
      '<div class="installment-pill" data-island="installment-pill" data-item-id="item-bud-vase"' +
      Object.entries(data)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('') +
      '></div></article>'
    const pill = root.querySelector<HTMLElement>('.installment-pill')!
    act(() => mountInstallmentPill(pill))
    return pill
  }

  it('shows a single-variant product its installments from the printed price', () => {
    expect(budVase().querySelector('.installment-pill__text')?.textContent).toBe(
      'or 4 interest-free payments of $10.50 with Afterpay',
    )
  })

  it('reads the store limits, country and language the theme prints', () => {
    expect(budVase({ 'data-max-cents': '3000' }).textContent).toContain(
      'Afterpay available for orders up to $30.00',
    )
    render(null, root.querySelector<HTMLElement>('.installment-pill')!)
    expect(budVase({ 'data-country': 'GB' }).textContent).toContain('with Clearpay')
  })

  it('shows the amounts as the server printed them in the store money format', () => {
    const euros = { 'data-currency': 'EUR', 'data-installment-text': '10,50 €' }
    expect(budVase(euros).querySelector('.installment-pill__text')?.textContent).toBe(
      'or 4 interest-free payments of 10,50 € with Afterpay',
    )
    render(null, root.querySelector<HTMLElement>('.installment-pill')!)
    const over = { 'data-max-cents': '3000', 'data-max-text': '30,00 €', 'data-min-text': '1,00 €' }
    expect(budVase(over).textContent).toContain('Afterpay available for orders up to 30,00 €')
  })

  it('shows nothing when the store has no installments', () => {
    const pill = budVase({ 'data-country': 'DE', 'data-after-pay-available': 'false' })
    expect(pill.innerHTML).toBe('')
  })
})
