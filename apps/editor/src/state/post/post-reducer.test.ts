import { describe, expect, it } from 'vitest'
import { startHistory } from '../history.js'
import { textBlock } from '../test-blocks.js'
import { itemDetail } from '../../testing/api-answers.js'
import { draftFromItem, patchFromPost } from './post-draft.js'
import { postHistoryReducer } from './post-reducer.js'

const start = draftFromItem(
  itemDetail({ id: 'p1', title: 'First firing', status: 'draft', version: 3 }),
  'America/New_York',
)

describe('blog post actions through the undo/redo history', () => {
  it('title typing and a block insert are undone one step at a time', () => {
    const history = [
      { type: 'set-post-field', key: 'title', value: 'First' } as const,
      { type: 'set-post-field', key: 'title', value: 'First glaze' } as const,
      { type: 'insert-block', block: textBlock('a'), at: { row: 0 } } as const,
    ].reduce(postHistoryReducer, startHistory(start))
    expect(history.past).toHaveLength(2)
    expect(patchFromPost(history.present, 'America/New_York')).toMatchObject({
      title: 'First glaze',
    })
    const once = postHistoryReducer(history, { type: 'undo' })
    expect(once.present.body.blocks).toEqual([])
    expect(postHistoryReducer(once, { type: 'undo' }).present.title).toBe('First firing')
  })

  it("a publish date is entered and shown on the site's clock, not the browser's", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).not.toBe('Asia/Tokyo')
    const item = itemDetail({
      id: 'p2',
      title: 'Kiln day',
      status: 'scheduled',
      publishOn: '2026-05-01T01:00:00.000Z',
    })
    const draft = draftFromItem(item, 'Asia/Tokyo')
    expect(draft.publishOn).toBe('2026-05-01T10:00')
    const moved = postHistoryReducer(startHistory(draft), {
      type: 'set-post-field',
      key: 'publishOn',
      value: '2026-05-02T08:15',
    })
    expect(patchFromPost(moved.present, 'Asia/Tokyo').publishOn).toBe('2026-05-01T23:15:00.000Z')
    expect(patchFromPost({ ...moved.present, publishOn: '' }, 'Asia/Tokyo')).not.toHaveProperty(
      'publishOn',
    )
  })
})
