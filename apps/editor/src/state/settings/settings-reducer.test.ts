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
  actions.reduce(settingsHistoryReducer, startHistory(draftFromPage(page)))

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

  it('the member-only flag and the status are steps of their own', () => {
    const history = replay([
      { type: 'set-page-setting', key: 'memberOnly', value: true },
      { type: 'set-page-setting', key: 'status', value: 'draft' },
    ])
    expect(history.past).toHaveLength(2)
    const once = settingsHistoryReducer(history, { type: 'undo' })
    expect(once.present).toMatchObject({ memberOnly: true, status: 'published' })
    expect(settingsHistoryReducer(once, { type: 'undo' }).present.memberOnly).toBe(false)
    expect(patchFromDraft(history.present, 'page')).toMatchObject({
      memberOnly: true,
      status: 'draft',
    })
  })

  it('a bad URL slug is caught before anything is sent', () => {
    const history = replay([{ type: 'set-page-setting', key: 'urlId', value: 'Not ok' }])
    expect(checkDraft(history.present)?.errors).toEqual({
      urlId: 'Not ok is not a valid page URL',
    })
    expect(checkDraft(draftFromPage(page))).toBeNull()
  })
})
