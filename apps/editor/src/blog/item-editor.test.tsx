// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import { itemDetail } from '../testing/api-answers.js'
import { AUTOSAVE_DELAY_MS } from '../state/use-autosaved-history.js'
import { ItemEditor } from './item-editor.js'

const api = vi.hoisted(() => ({
  item: vi.fn<EditorApi['item']>(),
  updateItem: vi.fn<EditorApi['updateItem']>(),
  deleteItem: vi.fn<EditorApi['deleteItem']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const post = itemDetail({ id: 'p1', title: 'First firing', status: 'draft', version: 3 })
let host: HTMLElement

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

function typeTitle(value: string) {
  const field = [...host.querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Post title'))!
    .querySelector('input')!
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const saveState = () => host.querySelector('[data-testid="post-save-state"]')?.textContent

beforeEach(async () => {
  vi.useFakeTimers()
  api.item.mockResolvedValue({ item: post })
  api.updateItem.mockImplementation(async (_id, patch) => ({
    item: { ...post, version: patch.baseVersion + 1 },
  }))
  host = document.createElement('div')
  const root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <ItemEditor itemId="p1" collectionId="blog" onDeleted={() => undefined} />
      </QueryClientProvider>,
    )
  })
  await wait(10)
})
afterEach(() => vi.useRealTimers())

describe('ItemEditor: a post saves itself like a page draft', () => {
  it('saves a pause after typing, shows the saved state, and saves again from the new version', async () => {
    expect(saveState()).toBe('Saved')
    typeTitle('First glaze')
    typeTitle('First glaze firing')
    expect(saveState()).toBe('Unsaved changes')
    await wait(AUTOSAVE_DELAY_MS + 10)
    expect(api.updateItem).toHaveBeenCalledTimes(1)
    expect(api.updateItem).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({ title: 'First glaze firing', baseVersion: 3 }),
    )
    expect(saveState()).toBe('Saved')
    typeTitle('Second firing')
    await wait(AUTOSAVE_DELAY_MS + 10)
    expect(api.updateItem).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({ title: 'Second firing', baseVersion: 4 }),
    )
  })

  it('undo of a saved edit is saved too', async () => {
    typeTitle('Renamed')
    await wait(AUTOSAVE_DELAY_MS + 10)
    await act(async () =>
      [...host.querySelectorAll('button')].find((b) => b.textContent === 'Undo')!.click(),
    )
    await wait(AUTOSAVE_DELAY_MS + 10)
    expect(api.updateItem).toHaveBeenLastCalledWith(
      'p1',
      expect.objectContaining({ title: 'First firing', baseVersion: 4 }),
    )
  })
})

describe('ItemEditor: the publish date names its time zone', () => {
  it('describes the field with the site zone (New York by default), keeping its name', () => {
    const label = [...host.querySelectorAll('label')].find((entry) =>
      entry.textContent?.startsWith('Publish date'),
    )!
    expect(label.textContent).toBe('Publish date')
    const field = label.querySelector('input')!
    const note = host.querySelector(`#${CSS.escape(field.getAttribute('aria-describedby')!)}`)
    expect(note?.textContent).toBe('Times are in America/New_York')
  })
})
