// @vitest-environment happy-dom
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mountSiteForm } from '../entries/site-form.js'

/** What themes/default form.block renders for a contact form (name, email, message ≤ 20). */
const contactMarkup = `
<form class="site-form" method="post" data-island="site-form" data-form-id="form-contact" novalidate>
<h3 class="site-form__title">Contact</h3>
<input type="hidden" name="crumb" value="" data-crumb>
<div class="form-section form-section--underline"><h4>About you</h4><p>So we can reply.</p></div>
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

/** Hidden by its own `hidden` attribute or an ancestor's, as the theme's CSS hides it. */
const isHidden = (element: Element) => element.closest('[hidden]') !== null

function fillRequired() {
  type('name-fname', 'Ada')
  type('name-lname', 'Lovelace')
  type('email', 'ada@example.com')
}

/** Fills the required fields and submits; the key and the save both succeed. */
async function fillAndSave() {
  fetchMock
    .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
    .mockResolvedValueOnce(jsonResponse(200, {}))
  fillRequired()
  await submit()
}

/** The body of the SaveFormSubmission call. */
function saveBody(): Record<string, unknown> {
  const call = fetchMock.mock.calls.find((entry) => entry[0] === '/api/form/SaveFormSubmission')
  return JSON.parse(String((call![1] as RequestInit).body)) as Record<string, unknown>
}

const errors = () =>
  [...form.querySelectorAll('.form-field__error')].map((note) => note.textContent)
const notice = () => form.querySelector<HTMLElement>('.site-form__island .site-form__notice')!

beforeEach(() => {
  document.body.innerHTML = contactMarkup
  delete document.body.dataset.pageId
  delete document.body.dataset.contentSource
  document.cookie = 'crumb=abc123'
  form = document.querySelector('form')!
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  act(() => mountSiteForm(form))
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

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
  })

  it("sends where the answers came from, as the server printed it on the page ('i' on an item)", async () => {
    document.title = 'Moonlight Teapot — Loam & Ember'
    document.body.dataset.pageId = 'item-teapot'
    document.body.dataset.contentSource = 'i'
    history.replaceState(null, '', '/shop/moonlight-teapot')
    await fillAndSave()
    expect(saveBody()).toMatchObject({
      pageTitle: 'Moonlight Teapot — Loam & Ember',
      pageId: 'item-teapot',
      contentSource: 'i',
      pagePath: '/shop/moonlight-teapot',
      pagePermissionTypeValue: 1,
    })
  })

  it("sends 'c' and the collection's id on a collection page", async () => {
    document.title = 'Contact — Loam & Ember'
    document.body.dataset.pageId = 'collection-contact'
    document.body.dataset.contentSource = 'c'
    history.replaceState(null, '', '/contact')
    await fillAndSave()
    expect(saveBody()).toMatchObject({
      pageTitle: 'Contact — Loam & Ember',
      pageId: 'collection-contact',
      contentSource: 'c',
      pagePath: '/contact',
    })
  })

  it('after saving hides the whole form, title and sections included, and shows the thank-you', async () => {
    await fillAndSave()
    const status = form.querySelector<HTMLElement>('.site-form__message')!
    expect(status.hidden).toBe(false)
    expect(status.textContent).toBe('Thank you!')
    for (const selector of [
      '.site-form__title',
      '.form-section',
      '.form-field',
      '.site-form__submit',
    ]) {
      expect(isHidden(form.querySelector(selector)!), selector).toBe(true)
    }
    const visible = [...form.children].filter((child) => !isHidden(child))
    expect(visible).toEqual([status])
  })

  it("shows only the owner's submission message and HTML when the page has them", async () => {
    form.insertAdjacentHTML(
      'afterend',
      '<div class="site-form__submission" role="status" hidden><div class="site-form__submission-message">Thanks, we will write back.</div><div class="site-form__submission-html"><p>Meanwhile, read the blog.</p></div></div>',
    )
    await fillAndSave()
    expect(isHidden(form)).toBe(true)
    const submission = document.querySelector<HTMLElement>('.site-form__submission')!
    expect(isHidden(submission)).toBe(false)
    expect(submission.textContent).toBe('Thanks, we will write back.Meanwhile, read the blog.')
  })

  it('asks to reload when the save answers 2xx with a body it cannot read', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce({ ok: true, status: 200, text: async () => '<html>' } as Response)
    fillRequired()
    await submit()
    expect(notice().textContent).toBe(
      'Error processing form submission. Please reload and try again.',
    )
    expect(isHidden(form.querySelector('.form-field')!)).toBe(false)
    expect(form.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(false)
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

  it('shows the session-expired message, not an unknown error, when the save fails its crumb', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(200, { key: 'k1' }))
      .mockResolvedValueOnce(jsonResponse(403, { crumbFail: true }))
    fillRequired()
    await submit()
    expect(notice().textContent).toBe(
      'Your session has expired. Please reload the page and try again.',
    )
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
    expect(button.disabled).toBe(false)
  })

  it('asks to enable cookies when the key request fails its crumb with cookies off', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false)
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { crumbFail: true }))
    fillRequired()
    await submit()
    expect(notice().textContent).toBe(
      'Please enable cookies in your browser, reload the page, and try again.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
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
