// @vitest-environment happy-dom
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountRestockBox as mountRestock } from './mount-restock.js'

vi.mock('altcha', () => ({}))

const variants = [
  { id: 'mug-s', sku: 'MUG-S', qtyInStock: 0, unlimited: false, attributes: { Size: 'Small' } },
  { id: 'mug-l', sku: 'MUG-L', qtyInStock: 4, unlimited: false, attributes: { Size: 'Large' } },
]

const markup = `<article class="product" data-item-id="mug">
<div class="product__form" data-island="product-form" data-item-id="mug">
<div class="product-variants" data-item-id="mug" data-variants='${JSON.stringify(variants)}'>
<select aria-label="Select Size" data-variant-option-name="Size"><option value="">Select Size</option><option>Small</option><option>Large</option></select>
</div></div>
<div class="restock-box" data-island="restock" data-item-id="mug" data-mailing-list="true" hidden></div>
</article>`

function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
const box = () => document.querySelector<HTMLElement>('.restock-box')!
let fetchMock: ReturnType<typeof vi.fn>

async function choose(size: string) {
  const select = document.querySelector('select')!
  select.value = size
  await act(() => {
    select.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

async function signUp(email: string) {
  const input = box().querySelector<HTMLInputElement>('input[type="email"]')!
  await act(() => {
    input.value = email
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await act(() => {
    box()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await flush()
}

beforeEach(async () => {
  // The browser holds a crumb already, so no crumb call comes before the one under test.
  document.cookie = 'crumb=crumb-value-1234567890'
  document.body.innerHTML = markup
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  act(() => mountRestock(box()))
  await flush()
})
afterEach(() => vi.unstubAllGlobals())

describe('restock box', () => {
  it('appears only while the chosen variant is sold out', async () => {
    expect(box().hidden).toBe(true)
    await choose('Small')
    expect(box().hidden).toBe(false)
    await choose('Large')
    expect(box().hidden).toBe(true)
  })

  it("checks the email first, then signs up and shows 'Signed up!'", async () => {
    await choose('Small')
    await signUp('nope')
    expect(box().querySelector('[role="alert"]')!.textContent).toBe('Email is invalid')
    expect(fetchMock).not.toHaveBeenCalled()

    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}))
    await signUp('ada@example.com')
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/site-users/account/notifications/restock')
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      isJoinMailingList: false,
      productId: 'mug',
      variantId: 'mug-s',
      siteVisitorEmail: 'ada@example.com',
    })
    expect(box().textContent).toBe('Signed up!')
  })

  it("shows the server's message when the sign-up fails", async () => {
    await choose('Small')
    fetchMock.mockResolvedValueOnce(
      jsonResponse(404, { message: 'This product is no longer available.' }),
    )
    await signUp('ada@example.com')
    expect(box().querySelector('[role="alert"]')!.textContent).toBe(
      'This product is no longer available.',
    )
  })

  it('reads a single-variant product from the form root without fetching the page', async () => {
    const only = [{ id: 'print', sku: 'PRINT', qtyInStock: 0, unlimited: false, attributes: {} }]
    document.body.innerHTML = `<article class="product" data-item-id="print">
<div class="product__form" data-island="product-form" data-item-id="print" data-variants='${JSON.stringify(only)}'></div>
<div class="restock-box" data-island="restock" data-item-id="print" hidden></div>
</article>`
    act(() => mountRestock(box()))
    await flush()
    expect(box().hidden).toBe(false)
    expect(box().querySelector('.restock-box__heading')!.textContent).toBe(
      'Notify me when this is back in stock',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  async function remount(attributes: string) {
    document.body.innerHTML = markup.replace(
      'data-mailing-list="true" hidden',
      `data-mailing-list="true" ${attributes} hidden`,
    )
    act(() => mountRestock(box()))
    await flush()
    await choose('Small')
  }

  it("asks for the captcha first: 'Complete CAPTCHA before submitting.'", async () => {
    await remount('data-captcha="true"')
    await signUp('ada@example.com')
    expect(box().querySelector('[role="alert"]')!.textContent).toBe(
      'Complete CAPTCHA before submitting.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  async function solveCaptcha(payload: string) {
    const widget = await vi.waitFor(() => {
      const element = box().querySelector('altcha-widget')
      if (element === null) throw new Error('the captcha widget is not there yet')
      return element
    })
    await act(() => {
      widget.dispatchEvent(
        new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
      )
    })
  }

  it('sends the solved captcha as captchaToken, and asks again after a refused sign-up', async () => {
    await remount('data-captcha="true"')
    await solveCaptcha('solved-payload')
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, { message: 'Complete CAPTCHA before submitting.' }),
    )
    await signUp('ada@example.com')
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      isJoinMailingList: false,
      productId: 'mug',
      variantId: 'mug-s',
      siteVisitorEmail: 'ada@example.com',
      captchaToken: 'solved-payload',
    })
    expect(box().querySelector('[role="alert"]')!.textContent).toBe(
      'Complete CAPTCHA before submitting.',
    )

    // The failure reset the widget: its old answer is gone until it is solved again.
    await signUp('ada@example.com')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await solveCaptcha('second-payload')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}))
    await signUp('ada@example.com')
    expect(JSON.parse(String((fetchMock.mock.calls[1]![1] as RequestInit).body))).toMatchObject({
      captchaToken: 'second-payload',
    })
    expect(box().textContent).toBe('Signed up!')
  })

  it('starts with the mailing-list box ticked when the store opts visitors in', async () => {
    await remount('data-mailing-list-opt-in="true"')
    expect(box().querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true)
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}))
    await signUp('ada@example.com')
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toMatchObject({
      isJoinMailingList: true,
    })
  })

  it("shows the store's own success text", async () => {
    await remount('data-success-text="We will write the moment it is back."')
    fetchMock.mockResolvedValueOnce(jsonResponse(200, {}))
    await signUp('ada@example.com')
    expect(box().textContent).toBe('We will write the moment it is back.')
  })
})
