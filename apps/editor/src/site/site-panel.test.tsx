// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EditorApi } from '../api/editor-api.js'
import { ApiError } from '../api/api-error.js'
import type { HeaderFooter, Session, Versioned } from '../api/api-types.js'
import { SessionContext } from '../shell/session-context.js'
import SitePanel from './site-panel.js'

const api = vi.hoisted(() => ({
  headerFooter: vi.fn<EditorApi['headerFooter']>(),
  saveHeaderFooter: vi.fn<EditorApi['saveHeaderFooter']>(),
  updateWebsite: vi.fn<EditorApi['updateWebsite']>(),
  pages: vi.fn<EditorApi['pages']>(),
}))
vi.mock('../api/editor-api.js', () => ({ editorApi: api }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const session: Session = {
  user: { id: 'owner', email: 'owner@example.com' },
  website: {
    id: 'site-1',
    title: 'Clay & Bean',
    baseUrl: 'http://localhost',
    logoFileId: null,
    identityVersion: 11,
  },
  crumb: 'crumb',
}

const stored = {
  header: { branding: 'title', navigationSections: ['main'] },
  footer: {
    textBlocks: [
      [
        {
          type: 'paragraph',
          children: [{ type: 'text', text: 'Clay', bold: true, italic: false }],
        },
      ],
    ],
    showSocialLinks: true,
  },
  version: 5,
} satisfies Versioned<HeaderFooter>

let host: HTMLDivElement
let root: ReturnType<typeof createRoot>

beforeEach(async () => {
  vi.resetAllMocks()
  api.headerFooter.mockResolvedValue(stored)
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionContext.Provider value={session}>
          <SitePanel />
        </SessionContext.Provider>
      </QueryClientProvider>,
    )
  })
  await act(() =>
    vi.waitFor(() => {
      if (!field('Site Title')) throw new Error('not loaded')
    }),
  )
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

function field(label: string): HTMLInputElement | HTMLTextAreaElement | null {
  const found = [...host.querySelectorAll('label')].find((candidate) =>
    candidate.textContent?.trim().startsWith(label),
  )
  const forId = found?.getAttribute('for')
  if (forId) return host.ownerDocument.getElementById(forId) as HTMLTextAreaElement | null
  return found?.querySelector('input, textarea') ?? null
}

function type(label: string, value: string) {
  const input = field(label)!
  const prototype = Object.getPrototypeOf(input) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(input, value)
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

const button = (name: string) =>
  [...host.querySelectorAll('button')].find((candidate) => candidate.textContent === name)!

const saveState = () => host.querySelector('[data-testid="site-save-state"]')

async function saveNow() {
  await act(async () => {
    button('Save header and footer').click()
  })
}

describe('Header & Footer area (one autosaved document)', () => {
  it('saves the site title and the footer from the versions they were read at', async () => {
    api.updateWebsite.mockResolvedValue({
      website: { ...session.website, title: 'Loam', identityVersion: 12 },
    })
    api.saveHeaderFooter.mockResolvedValue({ ...stored, version: 6 })
    act(() => type('Site Title', 'Loam'))
    act(() => type('Column 1, paragraph 1', 'Open Thursdays'))
    await saveNow()
    expect(api.updateWebsite).toHaveBeenCalledWith({ title: 'Loam', baseVersion: 11 })
    expect(api.saveHeaderFooter).toHaveBeenCalledWith(
      expect.objectContaining({ footer: expect.objectContaining({ showSocialLinks: true }) }),
      5,
    )
    expect(saveState()?.textContent).toBe('Saved')

    // The next change names the versions the saves answered, and sends only what changed.
    act(() => type('Site Title', 'Loam & Ember'))
    api.updateWebsite.mockResolvedValue({
      website: { ...session.website, title: 'Loam & Ember', identityVersion: 13 },
    })
    await saveNow()
    expect(api.updateWebsite).toHaveBeenLastCalledWith({ title: 'Loam & Ember', baseVersion: 12 })
    expect(api.saveHeaderFooter).toHaveBeenCalledTimes(1)
  })

  it('undo restores the title, and the undone state is what gets saved', async () => {
    api.updateWebsite.mockResolvedValue({
      website: { ...session.website, title: 'Loam', identityVersion: 12 },
    })
    act(() => type('Site Title', 'Loam'))
    await act(async () => button('Undo').click())
    expect(field('Site Title')?.value).toBe('Clay & Bean')
    await act(async () => button('Redo').click())
    expect(field('Site Title')?.value).toBe('Loam')
  })

  it('shows the conflict message when someone else saved the header and footer', async () => {
    const message =
      'The header and footer were changed by someone else. Reload to see their changes.'
    api.saveHeaderFooter.mockRejectedValue(
      new ApiError(409, message, { message, currentVersion: 9 }),
    )
    act(() => type('Column 1, paragraph 1', 'Open Thursdays'))
    await saveNow()
    expect(api.saveHeaderFooter).toHaveBeenCalledWith(expect.anything(), 5)
    expect(saveState()?.getAttribute('role')).toBe('alert')
    expect(saveState()?.textContent).toBe(message)
  })

  it('shows the conflict message when someone else changed the title or logo', async () => {
    const message =
      'The site title or logo was changed by someone else. Reload to see their changes.'
    api.updateWebsite.mockRejectedValue(new ApiError(409, message, { message, currentVersion: 3 }))
    act(() => type('Site Title', 'Loam'))
    await saveNow()
    expect(saveState()?.getAttribute('role')).toBe('alert')
    expect(saveState()?.textContent).toBe(message)
  })

  it('an empty site title is not sent', async () => {
    act(() => type('Site Title', ' '))
    await saveNow()
    expect(api.updateWebsite).not.toHaveBeenCalled()
    expect(saveState()?.textContent).toBe('Please enter a site title')
  })

  it('a footer paragraph becomes a link through the link editor, and plain words again', async () => {
    api.pages.mockResolvedValue({ navigationVersion: 1, sections: [] })
    api.saveHeaderFooter.mockResolvedValue({ ...stored, version: 6 })
    const linkButton = host.querySelector<HTMLButtonElement>(
      'button[aria-label="Link Column 1, paragraph 1"]',
    )!
    expect(linkButton.getAttribute('aria-expanded')).toBe('false')
    // The link editor is loaded on first use; loaded here first so the click shows it at once.
    await import('../links/link-editor.js')
    await act(async () => linkButton.click())
    await act(async () => {
      await vi.waitFor(() => expect(host.querySelector('.ed-link-editor')).not.toBeNull())
    })
    act(() => button('Web Address').click())
    act(() => type('Web Address', 'https://loam.example/visit'))
    act(() => button('Save link').click())
    expect(host.querySelector('[role="dialog"][aria-label="Link"]')).toBeNull()
    const note = host.querySelector('.ed-footer-link')!
    expect(note.textContent).toBe('Links to https://loam.example/visit')
    expect(field('Column 1, paragraph 1')?.getAttribute('aria-describedby')).toBe(note.id)
    await saveNow()
    const saved = api.saveHeaderFooter.mock.lastCall?.[0] as typeof stored
    // The words and their bold stay, inside the link.
    expect(saved.footer.textBlocks[0]?.[0]).toEqual({
      type: 'paragraph',
      children: [
        {
          type: 'link',
          href: 'https://loam.example/visit',
          newWindow: false,
          children: [{ type: 'text', text: 'Clay', bold: true, italic: false }],
        },
      ],
    })

    act(() =>
      host
        .querySelector<HTMLButtonElement>(
          'button[aria-label="Remove link from Column 1, paragraph 1"]',
        )!
        .click(),
    )
    expect(host.querySelector('.ed-footer-link')).toBeNull()
    await saveNow()
    expect((api.saveHeaderFooter.mock.lastCall?.[0] as typeof stored).footer).toEqual(stored.footer)
  })
})
