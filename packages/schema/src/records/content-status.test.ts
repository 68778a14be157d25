import { describe, expect, it } from 'vitest'
import { CONTENT_STATUS_LABELS, isPubliclyVisible } from './content-status.js'

describe('content status', () => {
  const now = new Date('2026-11-21T10:00:00Z')

  it('shows published content', () => {
    expect(isPubliclyVisible({ status: 'published' }, now)).toBe(true)
  })

  it('shows scheduled content once publishOn has passed', () => {
    expect(isPubliclyVisible({ status: 'scheduled', publishOn: '2026-11-21T10:00:00Z' }, now)).toBe(
      true,
    )
    expect(isPubliclyVisible({ status: 'scheduled', publishOn: '2026-11-21T10:00:01Z' }, now)).toBe(
      false,
    )
    expect(isPubliclyVisible({ status: 'scheduled' }, now)).toBe(false)
  })

  it('hides drafts, content needing review and private content', () => {
    for (const status of ['draft', 'needs-review', 'private'] as const) {
      expect(isPubliclyVisible({ status, publishOn: '2000-01-01T00:00:00Z' }, now)).toBe(false)
    }
  })

  it('labels statuses as SPEC shows them', () => {
    expect(CONTENT_STATUS_LABELS).toEqual({
      published: undefined,
      draft: 'Draft',
      scheduled: 'Scheduled',
      'needs-review': 'Needs Review',
      private: 'Private',
    })
  })
})
