// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import InboxPanel from './inbox-panel.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const submission = (n: number, message: string) => ({
  id: `sub-${n}`,
  createdAt: `2026-03-0${n}T15:00:00.000Z`,
  pageTitle: 'Contact',
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
  answers: [
    { fieldId: 'name', label: 'Name', answer: 'Ada Lovelace' },
    { fieldId: 'message', label: 'Message', answer: message },
  ],
})

/** What the server answers, by URL: the editor API of the forms and mailing areas. */
const answers: Record<string, unknown> = {
  '/api/editor/forms': { forms: [{ id: 'form-contact', name: 'Contact us', fieldCount: 2 }] },
  '/api/editor/forms/form-contact/submissions': {
    submissions: [submission(3, 'Newest'), submission(2, 'Older')],
    hasNextPage: true,
    nextPageCursor: 'c2',
  },
  '/api/editor/forms/form-contact/submissions?cursor=c2': {
    submissions: [submission(1, 'Oldest')],
    hasNextPage: false,
    nextPageCursor: null,
  },
  '/api/editor/mailing-lists': {
    lists: [{ id: 'letter', name: 'The Studio Letter', doubleOptIn: true, subscriberCount: 1 }],
  },
  '/api/editor/mailing-lists/letter/subscribers': {
    subscribers: [
      {
        id: 's1',
        email: 'grace@example.com',
        firstName: 'Grace',
        lastName: 'Hopper',
        status: 'subscribed',
        createdAt: '2026-03-01T15:00:00.000Z',
        updatedAt: '2026-03-01T15:00:00.000Z',
      },
      {
        id: 's2',
        email: 'ada@example.com',
        firstName: '',
        lastName: '',
        status: 'pending',
        createdAt: '2026-03-02T15:00:00.000Z',
        updatedAt: '2026-03-02T15:00:00.000Z',
      },
    ],
    hasNextPage: false,
    nextPageCursor: null,
  },
}

let host: HTMLElement
let root: ReturnType<typeof createRoot>
let fetchMock: ReturnType<typeof vi.fn>

beforeEach(async () => {
  fetchMock = vi.fn(async (url: string) => {
    const body = answers[url]
    return new Response(JSON.stringify(body ?? { message: 'not found' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  await act(async () => {
    root.render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <InboxPanel />
      </QueryClientProvider>,
    )
  })
  await settle()
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
  vi.unstubAllGlobals()
})

async function settle() {
  for (let n = 0; n < 5; n++) await act(async () => new Promise((done) => setTimeout(done, 0)))
}

const region = (name: string) =>
  [...host.querySelectorAll('section')].find(
    (section) =>
      document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent === name,
  )!

const messages = (section: Element) =>
  [...section.querySelectorAll('li')].map((entry) =>
    [...entry.querySelectorAll('dt, dd')].map((cell) => cell.textContent).join(' '),
  )

describe('Forms & Lists panel', () => {
  it("shows each form's submissions newest first, answers summarised, with its CSV link", () => {
    const contact = region('Contact us')
    expect(messages(contact)).toEqual([
      'Name Ada Lovelace Message Newest',
      'Name Ada Lovelace Message Older',
    ])
    expect(contact.querySelector('li time')!.textContent).toBe('Submitted on Mar 3, 2026, 10:00 AM')
    expect(contact.querySelector('li p')!.textContent).toContain('from Contact')
    const csv = [...contact.querySelectorAll('a')].find((a) => a.textContent === 'Download CSV')!
    expect(csv.getAttribute('href')).toBe('/api/editor/forms/form-contact/submissions.csv')
  })

  it('loads the next page of submissions with the cursor, after the ones shown', async () => {
    const contact = region('Contact us')
    const loadMore = [...contact.querySelectorAll('button')].find(
      (button) => button.textContent === 'Load More',
    )!
    await act(async () => loadMore.click())
    await settle()
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/editor/forms/form-contact/submissions?cursor=c2',
      expect.anything(),
    )
    expect(messages(region('Contact us'))).toEqual([
      'Name Ada Lovelace Message Newest',
      'Name Ada Lovelace Message Older',
      'Name Ada Lovelace Message Oldest',
    ])
    const more = [...region('Contact us').querySelectorAll('button')].filter(
      (button) => button.textContent === 'Load More',
    )
    expect(more).toEqual([])
  })

  it('lists the subscribers of each mailing list with status and date, and its CSV link', () => {
    const letter = region('The Studio Letter')
    const rows = [...letter.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].map((cell) => cell.textContent),
    )
    expect(rows).toEqual([
      ['grace@example.com', 'Grace Hopper', 'Subscribed', 'Mar 1, 2026, 10:00 AM'],
      ['ada@example.com', '', 'Pending', 'Mar 2, 2026, 10:00 AM'],
    ])
    const csv = [...letter.querySelectorAll('a')].find((a) => a.textContent === 'Download CSV')!
    expect(csv.getAttribute('href')).toBe('/api/editor/mailing-lists/letter/subscribers.csv')
  })

  it('names every control', () => {
    const controls = [...host.querySelectorAll('a, button')]
    expect(controls.length).toBeGreaterThan(0)
    for (const control of controls) expect(control.textContent?.trim()).not.toBe('')
  })
})
