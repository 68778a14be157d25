// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import FileManager from './file-manager.js'

// These go through the real editor API client: only the browser's fetch is replaced, to be a
// network that fails, an upload that never finishes, or a reply cut short.
declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

type Upload = (init: RequestInit) => Promise<Response>
let upload: Upload
const fetchMock = vi.fn((url: string, init: RequestInit = {}) => {
  if (url.startsWith('/api/editor/files') && (init.method ?? 'GET') === 'GET') {
    return Promise.resolve(Response.json({ files: [], nextCursor: null }))
  }
  if (url === '/api/editor/files' && init.method === 'POST') return upload(init)
  return Promise.reject(new Error(`unexpected ${init.method} ${url}`))
})

let host: HTMLElement
let unmount: () => void

beforeEach(async () => {
  fetchMock.mockClear()
  vi.stubGlobal('fetch', fetchMock)
  host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  unmount = () => act(() => root.unmount())
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <FileManager mode="manage" accept="any" />
      </QueryClientProvider>,
    )
  })
})
afterEach(() => {
  unmount()
  host.remove()
  vi.unstubAllGlobals()
})

const button = (text: string) =>
  [...host.querySelectorAll('button')].find((entry) => entry.textContent === text)
const alertText = () => host.querySelector('[role="alert"]')?.textContent

async function pickUpload(name: string) {
  await act(async () => button('Upload File')!.click())
  const input = host.querySelector<HTMLInputElement>('input[type="file"]')!
  Object.defineProperty(input, 'files', {
    value: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })],
  })
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

describe('FileManager upload failures (SPEC §8)', () => {
  it("no network: 'Error uploading'", async () => {
    upload = () => Promise.reject(new TypeError('Failed to fetch'))
    await pickUpload('menu.pdf')
    await vi.waitFor(() => expect(alertText()).toBe('Unable to Upload File: Error uploading'))
  })

  it("an upload cancelled part way: 'File upload failed to complete'", async () => {
    upload = ({ signal }) =>
      new Promise((_resolve, reject) =>
        signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        ),
      )
    await pickUpload('big-catalogue.pdf')
    await vi.waitFor(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe('Uploading…'),
    )
    await act(async () => button('Cancel upload')!.click())
    await vi.waitFor(() =>
      expect(alertText()).toBe('Unable to Upload File: File upload failed to complete'),
    )
    expect(button('Cancel upload')).toBeUndefined()
  })

  it("a reply cut short, without the stored file: 'File upload failed to complete'", async () => {
    upload = () =>
      Promise.resolve(
        new Response('{"file":{"id":"f1","na', {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
      )
    await pickUpload('menu.pdf')
    await vi.waitFor(() =>
      expect(alertText()).toBe('Unable to Upload File: File upload failed to complete'),
    )
  })

  it('the server refusing the file still shows its own message', async () => {
    upload = () =>
      Promise.resolve(Response.json({ message: 'The file is too large.' }, { status: 413 }))
    await pickUpload('menu.pdf')
    await vi.waitFor(() =>
      expect(alertText()).toBe('Unable to Upload File: The file is too large.'),
    )
  })
})
