// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import type { EditorMessage } from '../canvas/frame-messages.js'
import StylesPanel from './styles-panel.js'

// Answers typed by the API client (shapes of @atelier/schema), so a drifted mock fails the typecheck.
type MockedApi = Pick<EditorApi, 'styles' | 'fonts' | 'pages'>
vi.mock('../api/editor-api.js', async (): Promise<{ editorApi: MockedApi }> => {
  const { pageSummary } = await import('../testing/api-answers.js')
  return {
    editorApi: {
      styles: () =>
        Promise.resolve({ fonts: { heading: 'Lora', body: 'Inter' }, colors: {}, version: 1 }),
      fonts: () =>
        Promise.resolve({
          fonts: [
            { family: 'Lora', category: 'Serif' },
            { family: 'Inter', category: 'Sans Serif' },
          ],
        }),
      pages: () =>
        Promise.resolve({
          navigationVersion: 1,
          sections: [
            { id: 'main', title: 'Main Navigation', pages: [pageSummary({ id: 'home' })] },
          ],
        }),
    },
  }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe('StylesPanel tweak events (SPEC §4)', () => {
  it('opens with before open, change, after show and ends with close, after close', async () => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    const client = new QueryClient()
    await act(async () => {
      root.render(
        <QueryClientProvider client={client}>
          <StylesPanel />
        </QueryClientProvider>,
      )
    })
    await vi.waitFor(() => expect(host.querySelector('iframe')).not.toBeNull())
    const frame = host.querySelector('iframe')!
    const sent: EditorMessage[] = []
    // The test DOM loads no frame document; a stand-in window records what the frame is told.
    Object.defineProperty(frame, 'contentWindow', {
      value: { postMessage: (message: EditorMessage) => sent.push(message) },
    })
    act(() => frame.dispatchEvent(new Event('load')))
    expect(sent.map((message) => message.type)).toEqual(['before open', 'change', 'after show'])
    expect(sent[1]?.payload?.css).toBeDefined()

    act(() => root.unmount())
    expect(sent.map((message) => message.type)).toEqual([
      'before open',
      'change',
      'after show',
      'close',
      'after close',
    ])
    expect(sent.every((message) => message.source === 'atelier-editor')).toBe(true)
    host.remove()
  })
})
