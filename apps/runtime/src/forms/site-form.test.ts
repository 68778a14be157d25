// @vitest-environment happy-dom
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountSiteForm } from '../entries/site-form.js'

/** What themes/default form.block renders for a contact form (name, email, message ≤ 20). */
const contactMarkup = `
<form class="site-form" method="post" data-island="site-form" data-form-id="form-contact" novalidate>
<h3 class="site-form__title">Contact</h3>
<input type="hidden" name="crumb" value="" data-crumb>
<fieldset class="form-field form-field--group"><legend class="form-field__label">Name <span class="form-field__required">*</span></legend><div class="form-field__row"><label class="form-field__sub"><span>First Name</span><input class="form-field__input" name="name-fname" required></label><label class="form-field__sub"><span>Last Name</span><input class="form-field__input" name="name-lname" required></label></div></fieldset>
<div class="form-field"><label class="form-field__label" for="form-contact-email">Email <span class="form-field__required">*</span></label><input class="form-field__input" id="form-contact-email" name="email" type="email" required></div>
<div class="form-field"><label class="form-field__label" for="form-contact-message">Message</label><textarea class="form-field__input" id="form-contact-message" name="message" rows="5" maxlength="20"></textarea><div class="form-field__counter" data-max-length="20">0 / 20</div></div>
<button type="submit" class="button button--primary site-form__submit">Submit</button>
<div class="site-form__message" role="status" aria-live="polite" hidden></div>
</form>`

function jsonResponse(status: number, body: unknown): Response {
  const text = JSON.stringify(body)
  return { ok: status >= 200 && status < 300, status, text: async () => text } as Response
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)))

let fetchMock: ReturnType<typeof vi.fn>
let form: HTMLFormElement

function type(name: string, value: string) {
  const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

async function submit() {
  await act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await flush()
  await flush()
}

const errors = () =>
  [...form.querySelectorAll('.form-field__error')].map((note) => note.textContent)
const notice = () => form.querySelector<HTMLElement>('.site-form__island .site-form__notice')!

beforeEach(() => {
  document.body.innerHTML = contactMarkup
  document.cookie = 'crumb=abc123'
  form = document.querySelector('form')!
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  act(() => mountSiteForm(form))
})
afterEach(() => vi.unstubAllGlobals())

describe('site form island', () => {
  it('shows the errors of @atelier/forms above the fields and sends nothing', async () => {
    type('email', 'nope')
    await submit()
    expect(errors()).toEqual([
      'Required',
      'Email is not valid. Email addresses should follow the format name@example.com.',
    ])
    expect(notice().hidden).toBe(false)
    expect(notice().textContent).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    )
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it("shows the notice above the fields, saying 'scroll down', when sent with the button below the screen", async () => {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    button.getBoundingClientRect = () => ({ top: window.innerHeight + 400 }) as DOMRect
    await submit()
    const top = form.querySelector('.site-form__top-notice .site-form__notice')!
    expect(top.textContent).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    )
    expect(top.compareDocumentPosition(form.querySelector('.form-field')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    expect(form.querySelector<HTMLElement>('.site-form__island .site-form__notice')!.hidden).toBe(
      true,
    )

    // Sent again from the button, the notice moves back beside it and points up.
    button.getBoundingClientRect = () => ({ top: 100 }) as DOMRect
    await submit()
    expect(form.querySelector('.site-form__top-notice')!.textContent).toBe('')
    expect(notice().hidden).toBe(false)
    expect(notice().textContent).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    )
  })

  it('gets a key, saves the answers with the form id, then shows the thank-you', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(200, {}))
    type('name-fname', 'Ada')
    type('name-lname', 'Lovelace')
    type('email', 'ada@example.com')
    type('message', 'Hello')
    await submit()

    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/form/FormSubmissionKey',
      '/api/form/SaveFormSubmission',
    ])
    const init = fetchMock.mock.calls[1]![1] as RequestInit
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe('abc123')
    const body = JSON.parse(String(init.body))
    expect(body).toMatchObject({
      key: 'k1',
      formId: 'form-contact',
      contentSource: 'c',
      pagePermissionTypeValue: 1,
    })
    expect(JSON.parse(body.form)).toEqual({
      name: ['Ada', 'Lovelace'],
      email: 'ada@example.com',
      message: 'Hello',
    })
    expect(form.querySelector<HTMLElement>('.site-form__message')!.hidden).toBe(false)
    expect(form.querySelector<HTMLElement>('.form-field')!.hidden).toBe(true)
  })

  it("sends the page's permission type printed on the form (2: password-protected)", async () => {
    form.dataset.pagePermissionTypeValue = '2'
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(200, {}))
    type('name-fname', 'Ada')
    type('name-lname', 'Lovelace')
    type('email', 'ada@example.com')
    await submit()
    const init = fetchMock.mock.calls[1]![1] as RequestInit
    expect(JSON.parse(String(init.body))).toMatchObject({ pagePermissionTypeValue: 2 })
  })

  it('unlocks and shows the server message when saving fails', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(429, { error: 'whatever' }))
    type('name-fname', 'Ada')
    type('name-lname', 'Lovelace')
    type('email', 'ada@example.com')
    await submit()
    expect(notice().textContent).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    )
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(button.disabled).toBe(false)
    expect(button.textContent).toBe('Submit')
  })

  it("says 'One or more fields is invalid' when the server's field errors name no field shown", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(400, { errors: { 'field-removed': 'Required' } }))
    type('name-fname', 'Ada')
    type('name-lname', 'Lovelace')
    type('email', 'ada@example.com')
    await submit()
    expect(notice().textContent).toBe('One or more fields is invalid, please check your entries.')
    expect(errors()).toEqual([])
  })

  it('puts the server field errors it can place above their fields, with the scroll hint', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(400, { errors: { email: 'Email is invalid' } }))
    type('name-fname', 'Ada')
    type('name-lname', 'Lovelace')
    type('email', 'ada@example.com')
    await submit()
    expect(errors()).toEqual(['Email is invalid'])
    expect(notice().textContent).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    )
  })

  it("counts the message's characters as 'count / max', an error past the limit", async () => {
    const counter = () => form.querySelector('.form-field__count')!
    expect(counter().textContent).toBe('0 / 20')
    await act(() => type('message', 'x'.repeat(21)))
    expect(counter().textContent).toBe('21 / 20')
    expect(counter().classList.contains('form-field__count--error')).toBe(true)
  })
})
