// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import type { SiteFile } from '../api/api-types.js'
import LinkEditor, { type LinkValue } from './link-editor.js'

const api = vi.hoisted(() => ({
  files: vi.fn<EditorApi['files']>(),
  uploadFile: vi.fn<EditorApi['uploadFile']>(),
  pages: vi.fn<EditorApi['pages']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const pdf: SiteFile = {
  id: 'f-pdf',
  url: '/files/site-1/f-pdf/Price-list.pdf',
  name: 'Price list.pdf',
  mime: 'application/pdf',
  size: 52_000,
}

let host: HTMLElement
let root: Root
let saved: LinkValue[]

beforeEach(async () => {
  saved = []
  api.pages.mockResolvedValue({ sections: [], navigationVersion: 1 })
  api.files.mockResolvedValue({ files: [], nextCursor: null })
  api.uploadFile.mockImplementation(async () => {
    api.files.mockResolvedValue({ files: [pdf], nextCursor: null })
    return { file: pdf }
  })
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <LinkEditor
          initial={{ href: '', newWindow: false }}
          onSave={(link) => saved.push(link)}
          onCancel={() => undefined}
        />
      </QueryClientProvider>,
    )
  })
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

// The file manager opens as a dialog in a portal, outside the editor's own element.
const button = (text: string) =>
  [...document.body.querySelectorAll('button')].find((entry) => entry.textContent === text)!
const click = (text: string) =>
  act(async () => {
    button(text).click()
  })

describe('LinkEditor File tab', () => {
  it('uploads a PDF in the file manager and links to it', async () => {
    await click('File')
    await click('Choose File')
    await vi.waitFor(() => expect(button('Upload File')).toBeDefined())
    await click('Upload File')
    const input = document.body.querySelector<HTMLInputElement>('input[type="file"]')!
    // Any file may be linked: the picker does not narrow the choice to images.
    expect(input.accept).toBe('')
    Object.defineProperty(input, 'files', {
      value: [new File(['%PDF-1.4'], 'Price list.pdf', { type: 'application/pdf' })],
    })
    await act(async () => {
      input.dispatchEvent(new Event('change', { bubbles: true }))
    })
    await vi.waitFor(() => expect(document.body.textContent).toContain(pdf.url))
    await click('Save link')
    expect(saved).toEqual([{ href: pdf.url, newWindow: false }])
  })

  it('picks an already uploaded PDF from Existing Files', async () => {
    api.files.mockResolvedValue({ files: [pdf], nextCursor: null })
    await click('File')
    await click('Choose File')
    const choose = () =>
      document.body.querySelector<HTMLButtonElement>('[aria-label="Choose Price list.pdf"]')
    await vi.waitFor(() => expect(choose()).not.toBeNull())
    await act(async () => choose()!.click())
    await click('Save link')
    expect(saved).toEqual([{ href: pdf.url, newWindow: false }])
  })
})

/** Types into the control labelled `label` the way a person would (React sees an input event). */
async function type(label: string, text: string) {
  const control = [...host.querySelectorAll('label')]
    .find((entry) => entry.firstChild?.textContent === label)
    ?.querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')
  if (!control) throw new Error(`no control labelled ${label}`)
  const prototype = Object.getPrototypeOf(control) as object
  await act(async () => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, text)
    control.dispatchEvent(new Event('input', { bubbles: true }))
  })
}
const alertText = () => host.querySelector('[role="alert"]')?.textContent

describe('LinkEditor Web Address and Phone tabs', () => {
  it('a web address without a host is refused with its message, then saved once fixed', async () => {
    await click('Web Address')
    await type('Web Address', 'not a site')
    await click('Save link')
    expect(alertText()).toBe('Please enter a valid web address')
    await type('Web Address', 'ftp://files.example.com')
    await click('Save link')
    expect(alertText()).toBe('Please enter a valid web address')
    expect(saved).toEqual([])
    await type('Web Address', 'claystudio.example')
    await click('Save link')
    expect(saved).toEqual([{ href: 'https://claystudio.example/', newWindow: false }])
  })

  it('a phone number that is not one is refused with its message, then saved as a tel: link', async () => {
    await click('Phone')
    await type('Phone Number', 'call me')
    await click('Save link')
    expect(alertText()).toBe('Please enter a valid phone number')
    await type('Phone Number', '12')
    await click('Save link')
    expect(alertText()).toBe('Please enter a valid phone number')
    expect(saved).toEqual([])
    await type('Phone Number', '+1 (555) 010-2030')
    await click('Save link')
    expect(saved).toEqual([{ href: 'tel:+15550102030', newWindow: false }])
  })
})

describe('LinkEditor Email tab', () => {
  it('CC, BCC and Body reach the mailto link; a bad CC address is refused', async () => {
    await click('Email')
    await type('Email Address', 'studio@example.com')
    await type('Subject', 'Commission')
    await type('CC', 'not-an-address')
    await click('Save link')
    expect(alertText()).toBe('Please enter a valid email')
    await type('CC', 'maker@example.com')
    await type('BCC', 'archive@example.com, books@example.com')
    await type('Body', 'Hello & welcome\nSee you soon')
    await click('Save link')
    expect(saved).toEqual([
      {
        href:
          'mailto:studio@example.com?subject=Commission&cc=maker%40example.com' +
          '&bcc=archive%40example.com%2C%20books%40example.com&body=Hello%20%26%20welcome%0ASee%20you%20soon',
        newWindow: false,
      },
    ])
  })
})
