// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/api-error.js'
import type { PageSummary } from '../api/api-types.js'
import PageSettings from './page-settings.js'

const api = vi.hoisted(() => ({ updatePage: vi.fn() }))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const page: PageSummary = {
  id: 'about',
  kind: 'page',
  title: 'About',
  navigationTitle: 'About',
  urlId: 'about',
  status: 'published',
  locked: false,
  memberOnly: false,
  version: 7,
  settingsVersion: 1234,
}

const submit = (host: HTMLElement) =>
  host
    .querySelector('form')!
    .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

async function renderAndSave() {
  const host = document.createElement('div')
  const root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <PageSettings page={page} onClose={() => undefined} />
      </QueryClientProvider>,
    )
  })
  await act(async () => {
    submit(host)
  })
  return host
}

describe('PageSettings with two owners', () => {
  it('names the settings version it was filled from, and shows the conflict message', async () => {
    const message = 'This page was changed by someone else. Reload to see their changes.'
    api.updatePage.mockRejectedValue(new ApiError(409, message, { message, currentVersion: 99 }))
    const host = await renderAndSave()
    expect(api.updatePage).toHaveBeenCalledWith(
      'about',
      expect.objectContaining({ baseVersion: 1234, title: 'About' }),
    )
    await vi.waitFor(() => expect(host.querySelector('[role="alert"]')?.textContent).toBe(message))
  })

  it('saves again from the version its own save produced', async () => {
    api.updatePage.mockReset()
    api.updatePage.mockResolvedValue({ page: { ...page, settingsVersion: 5678 } })
    const host = await renderAndSave()
    await vi.waitFor(() =>
      expect(host.querySelector('[role="status"]')?.textContent).toBe('Page settings saved.'),
    )
    await act(async () => {
      submit(host)
    })
    expect(api.updatePage).toHaveBeenLastCalledWith(
      'about',
      expect.objectContaining({ baseVersion: 5678 }),
    )
  })
})
