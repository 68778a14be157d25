import { describe, expect, it } from 'vitest'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('resize-block', () => {
  it('narrows a block and widens it back when the columns are free', () => {
    const narrowed = replay([insert('a', 0), { type: 'resize-block', id: 'a', span: 4 }])
    expect(describeLayout(narrowed.present)).toEqual(['a@0:0+4'])
  })

  it('moves a widened block to its own row when it would cover its neighbour', () => {
    const { present } = replay([
      insert('a', 0, 0, 6),
      insert('b', 0, 6, 6),
      { type: 'resize-block', id: 'a', span: 8 },
    ])
    expect(describeLayout(present)).toEqual(['b@0:6+6', 'a@1:0+8'])
  })
})
