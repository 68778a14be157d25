// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { describe, expect, it } from 'vitest'
import type { PageSummary } from '../api/api-types.js'
import { PageStatusLabel } from './page-status-label.js'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

function labelOf(change: Partial<PageSummary>): string {
  const page: PageSummary = {
    id: 'p',
    kind: 'page',
    title: 'About',
    navigationTitle: 'About',
    urlId: 'about',
    status: 'published',
    locked: false,
    memberOnly: false,
    version: 1,
    settingsVersion: 1,
    ...change,
  }
  const host = document.createElement('div')
  act(() => createRoot(host).render(<PageStatusLabel page={page} />))
  return host.textContent ?? ''
}

describe('page status labels (SPEC §2)', () => {
  it.each([
    ['draft', 'Draft'],
    ['needs-review', 'Needs Review'],
    ['private', 'Private'],
    ['scheduled', 'Scheduled'],
  ] as const)('a %s page is labelled %s', (status, label) => {
    expect(labelOf({ status })).toBe(label)
  })

  it('a published page has no status label', () => {
    expect(labelOf({ status: 'published' })).toBe('')
  })

  it('marks locked and member-only pages', () => {
    expect(labelOf({ status: 'draft', locked: true, memberOnly: true })).toBe(
      'DraftLockedMember-only',
    )
  })
})
