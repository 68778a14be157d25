// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import { ApiError } from '../api/api-error.js'
import type { PageSummary, Session } from '../api/api-types.js'
import { SessionContext } from '../shell/session-context.js'
import { pageSummary, signedInSession } from '../testing/api-answers.js'
import { AUTOSAVE_DELAY_MS } from '../state/use-autosaved-history.js'
import PageSettings from './page-settings.js'

const api = vi.hoisted(() => ({ updatePage: vi.fn<EditorApi['updatePage']>() }))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const page = pageSummary({ id: 'about', title: 'About', version: 7, settingsVersion: 1234 })

let host: HTMLElement

const session = signedInSession({ timeZone: 'Europe/Paris' })

async function render(shown: PageSummary = page, signedIn: Session | null = null) {
  host = document.createElement('div')
  const root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={signedIn}>
          <PageSettings page={shown} onClose={() => undefined} />
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
  })
}

const input = (label: string) =>
  [...host.querySelectorAll('label')]
    .find((entry) => entry.textContent?.startsWith(label))!
    .querySelector('input')!

/** Types into a React-controlled input. */
function type(label: string, value: string) {
  const field = input(label)
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
  act(() => {
    setter.call(field, value)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

const button = (text: string) =>
  [...host.querySelectorAll('button')].find((entry) => entry.textContent === text)!

async function pause() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10)
  })
}

beforeEach(() => {
  vi.useFakeTimers()
  api.updatePage.mockReset()
})
afterEach(() => vi.useRealTimers())

describe('PageSettings: undoable and autosaved', () => {
  it('saves a change after a pause, naming the version it was filled from; undo saves again', async () => {
    api.updatePage.mockImplementation(async (_id, patch) => ({
      page: {
        ...page,
        title: patch.title ?? page.title,
        settingsVersion: 5678 + api.updatePage.mock.calls.length,
      },
    }))
    await render()
    type('Page Title', 'Our story')
    expect(api.updatePage).not.toHaveBeenCalled()
    await pause()
    expect(api.updatePage).toHaveBeenLastCalledWith(
      'about',
      expect.objectContaining({ baseVersion: 1234, title: 'Our story' }),
    )
    await act(async () => button('Undo').click())
    expect(input('Page Title').value).toBe('About')
    await pause()
    expect(api.updatePage).toHaveBeenLastCalledWith(
      'about',
      expect.objectContaining({ baseVersion: 5679, title: 'About' }),
    )
    await act(async () => button('Redo').click())
    expect(input('Page Title').value).toBe('Our story')
  })

  it('shows the conflict message when another owner changed the settings', async () => {
    const message = 'This page was changed by someone else. Reload to see their changes.'
    api.updatePage.mockRejectedValue(new ApiError(409, message, { message, currentVersion: 99 }))
    await render()
    type('Page Title', 'Mine')
    await pause()
    expect(host.querySelector('[role="alert"]')?.textContent).toBe(message)
  })

  it('a bad URL slug is shown at the field and never sent', async () => {
    await render()
    type('URL Slug', 'Not A Slug!')
    await pause()
    expect(api.updatePage).not.toHaveBeenCalled()
    expect(host.querySelector('#error-urlId')?.textContent).toBe(
      'Not A Slug! is not a valid page URL',
    )
  })
})

describe('PageSettings: the scheduled time names its time zone', () => {
  it("describes the publish time with the site's zone, keeping the field's name", async () => {
    await render({ ...page, status: 'scheduled', publishOn: '2026-05-01T07:30:00.000Z' }, session)
    const label = [...host.querySelectorAll('label')].find((entry) =>
      entry.textContent?.startsWith('Publish on'),
    )!
    expect(label.textContent).toBe('Publish on (date and time)')
    const field = input('Publish on (date and time)')
    expect(field.value).toBe('2026-05-01T09:30')
    const note = host.querySelector(`#${CSS.escape(field.getAttribute('aria-describedby')!)}`)
    expect(note?.textContent).toBe('Times are in Europe/Paris')
  })
})
