// @vitest-environment happy-dom
import { emptyLayout } from '@atelier/schema'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { textBlock } from '../state/test-blocks.js'
import { AUTOSAVE_DELAY_MS, usePageDocument, type PageDocument } from './use-page-document.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

interface SentSave {
  url: string
  layout: { blocks: { id: string }[] }
  baseVersion: number
  csrf: string | null
}

let sent: SentSave[]
let answer: (call: number) => { status: number; body: unknown }

function mount(): { current: () => PageDocument } {
  let latest: PageDocument | undefined
  function Probe() {
    latest = usePageDocument('page-1', { layout: emptyLayout(), version: 4 })
    return null
  }
  const root = createRoot(document.createElement('div'))
  act(() => root.render(<Probe />))
  return { current: () => latest! }
}

async function settle(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  document.cookie = 'crumb=crumb-123'
  sent = []
  answer = (call) => ({ status: 200, body: { version: 5 + call } })
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as Omit<SentSave, 'url' | 'csrf'>
    const headers = init.headers as Record<string, string>
    sent.push({ url, ...body, csrf: headers['x-csrf-token'] ?? null })
    const { status, body: reply } = answer(sent.length - 1)
    return new Response(JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('usePageDocument: autosave of the history', () => {
  it('saves the draft once after a burst of edits, with the crumb and the base version', async () => {
    const doc = mount()
    act(() => {
      doc.current().dispatch({ type: 'insert-block', block: textBlock('a'), at: { row: 0 } })
      doc.current().dispatch({ type: 'insert-block', block: textBlock('b'), at: { row: 1 } })
    })
    expect(doc.current().saveState).toEqual({ kind: 'unsaved' })
    await settle()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      url: '/api/editor/pages/page-1/content',
      baseVersion: 4,
      csrf: 'crumb-123',
    })
    expect(sent[0]!.layout.blocks.map((block) => block.id)).toEqual(['a', 'b'])
    expect(doc.current().saveState).toEqual({ kind: 'saved' })
    expect(doc.current().savedRevision).toBe(1)
  })

  it('an undo is saved like any edit, on top of the version the last save returned', async () => {
    const doc = mount()
    act(() =>
      doc.current().dispatch({ type: 'insert-block', block: textBlock('a'), at: { row: 0 } }),
    )
    await settle()
    act(() => doc.current().dispatch({ type: 'delete-block', id: 'a' }))
    await settle()
    act(() => doc.current().undo())
    await settle()
    expect(
      sent.map((save) => [save.baseVersion, save.layout.blocks.map((block) => block.id)]),
    ).toEqual([
      [4, ['a']],
      [5, []],
      [6, ['a']],
    ])
  })

  it('shows the conflict message on 409 and stops saving over the other change', async () => {
    const conflict = 'This page was changed by someone else. Reload to see their changes.'
    answer = () => ({ status: 409, body: { message: conflict, currentVersion: 9 } })
    const doc = mount()
    act(() =>
      doc.current().dispatch({ type: 'insert-block', block: textBlock('a'), at: { row: 0 } }),
    )
    await settle()
    expect(doc.current().saveState).toEqual({
      kind: 'conflict',
      message: conflict,
      currentVersion: 9,
    })
  })
})
