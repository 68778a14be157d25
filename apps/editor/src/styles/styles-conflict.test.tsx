// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error.js'
import type { EditorApi } from '../api/editor-api.js'
import StylesPanel from './styles-panel.js'

const message = 'The site styles were changed by someone else. Reload to see their changes.'
const saveStyles = vi.hoisted(() => vi.fn<EditorApi['saveStyles']>())

// The answers are typed by the API client, whose shapes come from @atelier/schema: a mock that
// drifts from what the server sends fails the typecheck.
type MockedApi = Pick<EditorApi, 'styles' | 'fonts' | 'pages' | 'saveStyles'>
vi.mock('../api/editor-api.js', async (): Promise<{ editorApi: MockedApi }> => {
  const { stylesTestApi } = await import('./styles-test-api.js')
  return { editorApi: { ...stylesTestApi({ accent: '#b5532f' }, 77), saveStyles } }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

describe('StylesPanel save conflicts', () => {
  it('names the version it read, and shows the conflict message on a 409', async () => {
    saveStyles.mockRejectedValue(new ApiError(409, message, { message, currentVersion: 78 }))
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    await act(async () => {
      root.render(
        <QueryClientProvider client={new QueryClient()}>
          <StylesPanel />
        </QueryClientProvider>,
      )
    })
    const button = (name: string) =>
      [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)
    await act(() =>
      vi.waitFor(() => {
        if (!button('Add colour')) throw new Error('not loaded')
      }),
    )
    const name = host.querySelector<HTMLInputElement>('input[pattern]')!
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(name, 'muted')
      name.dispatchEvent(new Event('input', { bubbles: true }))
    })
    act(() => button('Add colour')!.click())
    await act(async () => button('Save styles')!.click())

    expect(saveStyles).toHaveBeenCalledWith(
      {
        fonts: { heading: 'Lora', body: 'Inter' },
        colors: { accent: '#b5532f', muted: '#000000' },
      },
      77,
    )
    const state = host.querySelector('[data-testid="styles-save-state"]')
    expect(state?.getAttribute('role')).toBe('alert')
    expect(state?.textContent).toBe(message)
    act(() => root.unmount())
    host.remove()
  })
})
