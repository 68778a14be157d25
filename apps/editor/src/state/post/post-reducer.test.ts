import { describe, expect, it } from 'vitest'
import { startHistory } from '../history.js'
import { textBlock } from '../test-blocks.js'
import { draftFromItem, patchFromPost } from './post-draft.js'
import { postHistoryReducer } from './post-reducer.js'

const start = draftFromItem({ id: 'p1', title: 'First firing', status: 'draft', version: 3 })

describe('blog post actions through the undo/redo history', () => {
  it('title typing and a block insert are undone one step at a time', () => {
    const history = [
      { type: 'set-post-field', key: 'title', value: 'First' } as const,
      { type: 'set-post-field', key: 'title', value: 'First glaze' } as const,
      { type: 'insert-block', block: textBlock('a'), at: { row: 0 } } as const,
    ].reduce(postHistoryReducer, startHistory(start))
    expect(history.past).toHaveLength(2)
    expect(patchFromPost(history.present)).toMatchObject({ title: 'First glaze' })
    const once = postHistoryReducer(history, { type: 'undo' })
    expect(once.present.body.blocks).toEqual([])
    expect(postHistoryReducer(once, { type: 'undo' }).present.title).toBe('First firing')
  })
})
