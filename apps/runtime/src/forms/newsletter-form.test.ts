// @vitest-environment happy-dom
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountNewsletterForm } from './mount-newsletter.js'
import { NEWSLETTER_SUBSCRIBED_EVENT } from './newsletter-subscribed-event.js'

const markup = `<form class="newsletter-form" method="post" data-island="newsletter" data-list-id="list-studio-letter">
<div class="newsletter-form__row"><input class="form-field__input" type="email" name="email" required><button type="submit" class="button button--primary">Sign Up</button></div>
<div class="newsletter-form__message" role="status" aria-live="polite" hidden></div></form>`

function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response
}

let fetchMock: ReturnType<typeof vi.fn>
const form = () => document.querySelector('form')!

async function submit(email: string) {
  form().querySelector<HTMLInputElement>('input[name="email"]')!.value = email
  await act(() => {
    form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
}

beforeEach(() => {
  // The browser holds a crumb already, so no crumb call comes before the one under test.
  document.cookie = 'crumb=crumb-value-1234567890'
  document.body.innerHTML = markup
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  act(() => mountNewsletterForm(form()))
})
afterEach(() => vi.unstubAllGlobals())

describe('newsletter form', () => {
  it('refuses a blank address without calling the server', async () => {
    await submit('')
    expect(form().querySelector('.newsletter-form__status')!.textContent).toBe(
      'Email cannot be blank',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('subscribes to the block’s list and thanks the visitor', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 'pending' }))
    await submit('ada@example.com')
    expect(JSON.parse(String((fetchMock.mock.calls[0]![1] as RequestInit).body))).toEqual({
      email: 'ada@example.com',
      listId: 'list-studio-letter',
    })
    expect(form().querySelector('.newsletter-form__status')!.textContent).toBe(
      'Thank you! Please check your email to confirm your subscription.',
    )
    expect(form().querySelector<HTMLElement>('.newsletter-form__row')!.hidden).toBe(true)
  })

  it('tells the page (the popup overlay) once a sign-up went through, and only then', async () => {
    const heard = vi.fn()
    document.body.addEventListener(NEWSLETTER_SUBSCRIBED_EVENT, heard)
    fetchMock.mockResolvedValueOnce(jsonResponse(400, { message: 'Email is invalid' }))
    await submit('ada@example.com')
    expect(heard).not.toHaveBeenCalled()
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { status: 'subscribed' }))
    await submit('ada@example.com')
    expect(heard).toHaveBeenCalledTimes(1)
    document.body.removeEventListener(NEWSLETTER_SUBSCRIBED_EVENT, heard)
  })
})
