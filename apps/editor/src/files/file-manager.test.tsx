// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import { ApiError } from '../api/api-error.js'
import type { SiteFile } from '../api/api-types.js'
import FileManager from './file-manager.js'

const api = vi.hoisted(() => ({
  files: vi.fn<EditorApi['files']>(),
  uploadFile: vi.fn<EditorApi['uploadFile']>(),
  renameFile: vi.fn<EditorApi['renameFile']>(),
  deleteFile: vi.fn<EditorApi['deleteFile']>(),
  fileUsage: vi.fn<EditorApi['fileUsage']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const file = (id: string): SiteFile => ({
  id,
  url: `/files/${id}.pdf`,
  name: `${id}.pdf`,
  mime: 'application/pdf',
  size: 2048,
})

let host: HTMLElement
let unmount: () => void

async function render(props: Partial<Parameters<typeof FileManager>[0]> = {}) {
  host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  unmount = () => act(() => root.unmount())
  await act(async () => {
    root.render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <FileManager mode="manage" accept="any" {...props} />
      </QueryClientProvider>,
    )
  })
}

const buttons = () => [...host.querySelectorAll('button')]
const button = (text: string) => buttons().find((entry) => entry.textContent === text)
const click = (text: string) =>
  act(async () => {
    button(text)!.click()
  })
const listed = () =>
  [...host.querySelectorAll('.ed-file-list li > button')].map((b) => b.textContent)
const alertText = () => host.querySelector('[role="alert"]')?.textContent

async function pickUpload(name: string, type = 'application/pdf') {
  await click('Upload File')
  const input = host.querySelector<HTMLInputElement>('input[type="file"]')!
  Object.defineProperty(input, 'files', {
    value: [new File(['x'], name, { type })],
    configurable: true,
  })
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

async function rename(to: string) {
  await vi.waitFor(() => expect(listed()).toContain('a.pdf'))
  await click('a.pdf')
  await renameAgain(to)
}

async function renameAgain(to: string) {
  const input = [...host.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('File name'))!
    .querySelector('input')!
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    setter.call(input, to)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
  await click('Rename')
}

beforeEach(() => {
  vi.resetAllMocks()
  api.files.mockImplementation((cursor?: string) =>
    Promise.resolve(
      cursor === 'page-2'
        ? { files: [file('c')], nextCursor: null }
        : { files: [file('a'), file('b')], nextCursor: 'page-2' },
    ),
  )
})
afterEach(() => {
  unmount()
  host.remove()
})

describe('FileManager', () => {
  it('Load More brings the next page of files and goes once there are no more', async () => {
    await render()
    await vi.waitFor(() => expect(listed()).toEqual(['a.pdf', 'b.pdf']))
    await click('Load More')
    await vi.waitFor(() => expect(listed()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']))
    expect(api.files).toHaveBeenLastCalledWith('page-2')
    expect(button('Load More')).toBeUndefined()
  })

  it('warns before deleting a file', async () => {
    await render()
    await vi.waitFor(() => expect(listed()).toContain('a.pdf'))
    await click('a.pdf')
    await click('Delete')
    expect(host.querySelector('[role="alertdialog"]')?.textContent).toContain(
      'Deleting this file cannot be undone. Links to it on your site will stop working and must be updated.',
    )
    expect(api.deleteFile).not.toHaveBeenCalled()
  })

  it("an upload the server refuses without a message: 'Unable to Upload File'", async () => {
    api.uploadFile.mockRejectedValue(new ApiError(500, 'Something went wrong', {}))
    await render()
    await pickUpload('menu.pdf')
    await vi.waitFor(() =>
      expect(alertText()).toBe(
        'Unable to Upload File: There was a problem while uploading your file.',
      ),
    )
  })

  it("an upload refused with the server's message shows that message", async () => {
    api.uploadFile.mockRejectedValue(
      new ApiError(413, 'The file is too large.', { message: 'The file is too large.' }),
    )
    await render()
    await pickUpload('huge.pdf')
    await vi.waitFor(() =>
      expect(alertText()).toBe('Unable to Upload File: The file is too large.'),
    )
  })

  it("a rename the server refuses without a message: 'Unable to Rename File'", async () => {
    api.renameFile.mockRejectedValue(new ApiError(500, 'Something went wrong', {}))
    await render()
    await rename('price-list.pdf')
    expect(api.renameFile).toHaveBeenCalledWith('a', 'price-list.pdf')
    await vi.waitFor(() =>
      expect(alertText()).toBe(
        'Unable to Rename File: There was a problem while renaming your file.',
      ),
    )
  })
})

describe('FileManager keeps each file to itself and warns where a file is used', () => {
  it("a refused rename of one file is not shown on the next file's detail", async () => {
    api.renameFile.mockRejectedValue(new ApiError(500, 'Something went wrong', {}))
    await render()
    await rename('price-list.pdf')
    await vi.waitFor(() => expect(alertText()).toContain('Unable to Rename File'))
    await click('Existing Files')
    await click('b.pdf')
    expect(host.querySelector('.ed-file-name')?.textContent).toBe('b.pdf')
    expect(alertText()).toBeUndefined()
  })

  it('names the pages that use the file before it is deleted', async () => {
    api.fileUsage.mockResolvedValue({
      usedOn: [
        { kind: 'page', id: 'p1', title: 'Gallery Wall' },
        { kind: 'site', id: 'w', title: 'Header & Footer' },
      ],
    })
    await render()
    await vi.waitFor(() => expect(listed()).toContain('a.pdf'))
    await click('a.pdf')
    await click('Delete')
    const warning = () => host.querySelector('[role="alertdialog"]')?.textContent ?? ''
    await vi.waitFor(() => expect(warning()).toContain('This file is used in 2 places:'))
    expect(warning()).toContain('Gallery Wall (page)')
    expect(warning()).toContain('Header & Footer')
    expect(api.fileUsage).toHaveBeenCalledWith('a')
    expect(api.deleteFile).not.toHaveBeenCalled()
  })
})

describe('FileManager checks before sending', () => {
  it('a rename to an empty name says so and never reaches the server', async () => {
    await render()
    await rename('   ')
    expect(alertText()).toBe('Please enter a file name')
    expect(api.renameFile).not.toHaveBeenCalled()
    await renameAgain('')
    expect(alertText()).toBe('Please enter a file name')
    expect(api.renameFile).not.toHaveBeenCalled()
  })

  it('for an image, a file that is not a supported image is refused before uploading', async () => {
    await render({ mode: 'choose', accept: 'image' })
    await pickUpload('notes.txt', 'text/plain')
    expect(host.querySelector<HTMLInputElement>('input[type="file"]')?.accept).toBe('image/*')
    expect(alertText()).toBe(
      'Unable to Upload File: The file notes.txt does not appear to be a supported image file.',
    )
    await pickUpload('holiday.heic', 'image/heic')
    expect(alertText()).toBe(
      'Unable to Upload File: The file holiday.heic does not appear to be a supported image file.',
    )
    expect(api.uploadFile).not.toHaveBeenCalled()
  })

  it('for an image, a supported image is uploaded and chosen', async () => {
    const onChoose = vi.fn()
    const image = { ...file('mug'), url: '/files/mug.webp', name: 'mug.webp', mime: 'image/webp' }
    api.uploadFile.mockResolvedValue({ file: image })
    await render({ mode: 'choose', accept: 'image', onChoose })
    await pickUpload('mug.webp', 'image/webp')
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalledWith(image))
    expect(alertText()).toBeUndefined()
  })
})

describe('FileManager choosing for an image block', () => {
  it('offers only images to choose; other files are listed but not offered', async () => {
    api.files.mockResolvedValue({
      files: [
        file('guide'),
        { ...file('bowl'), url: '/files/bowl.png', name: 'bowl.png', mime: 'image/png' },
      ],
      nextCursor: null,
    })
    const onChoose = vi.fn()
    host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    unmount = () => act(() => root.unmount())
    await act(async () => {
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <FileManager mode="choose" onChoose={onChoose} />
        </QueryClientProvider>,
      )
    })
    await vi.waitFor(() => expect(listed()).toEqual(['guide.pdf', 'bowl.png', 'Choose File']))
    const choices = buttons().filter((entry) => entry.textContent === 'Choose File')
    expect(choices.map((entry) => entry.getAttribute('aria-label'))).toEqual(['Choose bowl.png'])
    await act(async () => choices[0]!.click())
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ name: 'bowl.png' }))
  })
})
