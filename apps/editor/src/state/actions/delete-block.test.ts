import { describe, expect, it } from 'vitest'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('delete-block', () => {
  it('removes the block and closes the empty row', () => {
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      insert('c', 2),
      { type: 'delete-block', id: 'b' },
    ])
    expect(describeLayout(present)).toEqual(['a@0:0+12', 'c@1:0+12'])
  })

  it('undo restores a deleted block where it was', () => {
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      { type: 'delete-block', id: 'a' },
      { type: 'undo' },
    ])
    expect(describeLayout(present)).toEqual(['a@0:0+12', 'b@1:0+12'])
  })
})
