// @vitest-environment happy-dom
import { h, render } from 'preact'
import { act } from 'preact/test-utils'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AdditionalFieldsForm } from '../cart/cart-view.js'
import { AdditionalFieldsModal } from './additional-fields-modal.js'

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
    {
      id: 'mood',
      type: 'likert',
      label: 'How do you feel',
      description: '',
      placeholder: '',
      required: true,
      options: ['Mugs are great'],
    },
    {
      id: 'glaze',
      type: 'checkbox',
      label: 'Glaze',
      description: '',
      placeholder: '',
      required: true,
      options: ['Gloss', 'Matte'],
    },
  ],
}

let root: HTMLElement
let fetchMock: ReturnType<typeof vi.fn>
const response = (status: number, body: unknown) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response

beforeEach(() => {
  // The browser holds a crumb already, so no crumb call comes before the one under test.
  document.cookie = 'crumb=crumb-value-1234567890'
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  root = document.createElement('div')
  document.body.append(root)
})
afterEach(() => {
  render(null, root)
  root.remove()
  vi.unstubAllGlobals()
})

function open(onSubmit = vi.fn(), onClose = vi.fn()) {
  act(() => render(h(AdditionalFieldsModal, { form, onSubmit, onClose }), root))
  return { onSubmit, onClose }
}

const dialog = () => root.querySelector<HTMLElement>('[role="dialog"]')!
const submit = async () => {
  await act(async () => {
    root
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
}
const errorAbove = (fieldId: string) =>
  root.querySelector(`[data-field-id="${fieldId}"] .form-field__error`)?.textContent

function type(label: string, value: string) {
  const labelEl = [...root.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!
  const input = root.querySelector<HTMLInputElement>(`#${CSS.escape(labelEl.htmlFor)}`)!
  act(() => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

describe('AdditionalFieldsModal', () => {
  it('is a labelled modal dialog with a close cross', () => {
    const { onClose } = open()
    expect(dialog().getAttribute('aria-modal')).toBe('true')
    const title = root.querySelector(`#${CSS.escape(dialog().getAttribute('aria-labelledby')!)}`)
    expect(title?.textContent).toBe('Lettering details')
    act(() => root.querySelector<HTMLButtonElement>('button[aria-label="Close"]')!.click())
    expect(onClose).toHaveBeenCalled()
  })

  it('says Required above each empty required field, never for the likert, and sends nothing', async () => {
    const { onSubmit } = open()
    await submit()
    expect(errorAbove('name')).toBe('Required')
    expect(errorAbove('glaze')).toBe('Required')
    expect(errorAbove('mood')).toBeUndefined()
    const field = root.querySelector('[data-field-id="name"]')!
    const error = field.querySelector('.form-field__error')!
    expect(
      error.compareDocumentPosition(field.querySelector('input')!) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('then validates on the server and shows its errors above the fields', async () => {
    fetchMock.mockImplementation(async () => response(400, { errors: { name: 'Too long.' } }))
    const { onSubmit } = open()
    type('Name to letter', 'Bartholomew the Great')
    act(() => root.querySelector<HTMLInputElement>('input[value="Gloss"]')!.click())
    await submit()
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/rest/forms/validate/form-name-mug')
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Bartholomew the Great',
      glaze: ['Gloss'],
    })
    expect(errorAbove('name')).toBe('Too long.')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('hands the answers on as a JSON string once the server agrees', async () => {
    fetchMock.mockImplementation(async () => response(200, {}))
    const { onSubmit } = open()
    type('Name to letter', 'Ada')
    act(() => root.querySelector<HTMLInputElement>('input[value="Matte"]')!.click())
    await submit()
    expect(onSubmit).toHaveBeenCalledWith(JSON.stringify({ name: 'Ada', glaze: ['Matte'] }))
  })

  it('closes on Escape and gives the focus back to what had it', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const { onClose } = open()
    expect(dialog().contains(document.activeElement)).toBe(true)
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    })
    expect(onClose).toHaveBeenCalled()
    act(() => render(null, root))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('keeps Tab inside the dialog', () => {
    open()
    const submitButton = root.querySelector<HTMLButtonElement>('button[type="submit"]')!
    submitButton.focus()
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    })
    expect(document.activeElement).toBe(root.querySelector('button[aria-label="Close"]'))
  })
})
