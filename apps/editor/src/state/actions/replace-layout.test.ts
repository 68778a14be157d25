import { emptyLayout } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { historyReducer } from '../history.js'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('replace-layout', () => {
  it('swaps in a whole document as one undoable step', () => {
    const history = replay([insert('a', 0), { type: 'replace-layout', layout: emptyLayout() }])
    expect(history.present.blocks).toEqual([])
    expect(describeLayout(historyReducer(history, { type: 'undo' }).present)).toEqual(['a@0:0+12'])
  })
})
