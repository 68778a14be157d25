import { describe, expect, it } from 'vitest'
import type { PageSummary } from '../../api/api-types.js'
import { startHistory } from '../history.js'
import { checkDraft, draftFromPage, patchFromDraft } from './page-settings-draft.js'
import { settingsHistoryReducer } from './settings-reducer.js'

const page: PageSummary = {
  id: 'about',
  kind: 'page',
  title: 'About',
  navigationTitle: 'About',
  urlId: 'about',
  status: 'published',
  locked: false,
  memberOnly: false,
  version: 1,
  settingsVersion: 1,
}

const replay = (actions: Parameters<typeof settingsHistoryReducer>[1][]) =>
  actions.reduce(settingsHistoryReducer, startHistory(draftFromPage(page, 'America/New_York')))

describe('page settings actions through the undo/redo history', () => {
  it('a title typed letter by letter: one step to apply, undo and redo', () => {
    const typed = replay([
      { type: 'set-page-setting', key: 'title', value: 'A' },
      { type: 'set-page-setting', key: 'title', value: 'Ab' },
    ])
    expect(typed.present.title).toBe('Ab')
    expect(typed.past).toHaveLength(1)
    const undone = settingsHistoryReducer(typed, { type: 'undo' })
    expect(undone.present.title).toBe('About')
    expect(settingsHistoryReducer(undone, { type: 'redo' }).present.title).toBe('Ab')
  })

  it('the member area and the status are steps of their own', () => {
    const history = replay([
      { type: 'set-page-setting', key: 'memberAreaId', value: 'area-1' },
      { type: 'set-page-setting', key: 'status', value: 'draft' },
    ])
    expect(history.past).toHaveLength(2)
    const once = settingsHistoryReducer(history, { type: 'undo' })
    expect(once.present).toMatchObject({ memberAreaId: 'area-1', status: 'published' })
    expect(settingsHistoryReducer(once, { type: 'undo' }).present.memberAreaId).toBe('')
    expect(patchFromDraft(history.present, 'page', 'America/New_York')).toMatchObject({
      memberOnly: true,
      memberAreaId: 'area-1',
      status: 'draft',
    })
  })

  it('a page member-only before areas existed stays in the default area until another is chosen', () => {
    const legacy = draftFromPage({ ...page, memberOnly: true }, 'America/New_York')
    expect(legacy.memberAreaId).toBe('*')
    const patch = patchFromDraft(legacy, 'page', 'America/New_York')
    expect(patch.memberOnly).toBe(true)
    expect(patch).not.toHaveProperty('memberAreaId')
    const publicAgain = { ...legacy, memberAreaId: '' }
    expect(patchFromDraft(publicAgain, 'page', 'America/New_York').memberOnly).toBe(false)
  })

  it('a bad URL slug is caught before anything is sent', () => {
    const history = replay([{ type: 'set-page-setting', key: 'urlId', value: 'Not ok' }])
    expect(checkDraft(history.present)?.errors).toEqual({
      urlId: 'Not ok is not a valid page URL',
    })
    expect(checkDraft(draftFromPage(page, 'America/New_York'))).toBeNull()
  })

  it("a scheduled time is entered and shown on the site's clock, not the browser's", () => {
    // The machine running this is not in Tokyo (CI runs in UTC); the site is.
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo')
    const scheduled = {
      ...page,
      status: 'scheduled' as const,
      publishOn: '2026-12-01T00:30:00.000Z',
    }
    const draft = draftFromPage(scheduled, 'Asia/Tokyo')
    expect(draft.publishOn).toBe('2026-12-01T09:30')
    const later = settingsHistoryReducer(startHistory(draft), {
      type: 'set-page-setting',
      key: 'publishOn',
      value: '2026-12-24T18:00',
    })
    expect(patchFromDraft(later.present, 'page', 'Asia/Tokyo').publishOn).toBe(
      '2026-12-24T09:00:00.000Z',
    )
    // The same wall-clock time on a New York site is a different instant, summer time included.
    expect(draftFromPage(scheduled, 'America/New_York').publishOn).toBe('2026-11-30T19:30')
    const summer = { ...later.present, publishOn: '2026-07-04T12:00' }
    expect(patchFromDraft(summer, 'page', 'America/New_York').publishOn).toBe(
      '2026-07-04T16:00:00.000Z',
    )
  })
})
