import { describe, expect, it } from 'vitest'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('move-block', () => {
  it('moves a block up above the one before it (keyboard Alt+ArrowUp)', () => {
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      insert('c', 2),
      { type: 'move-block', id: 'c', to: { row: 1, col: 0 } },
    ])
    expect(describeLayout(present)).toEqual(['a@0:0+12', 'c@1:0+12', 'b@2:0+12'])
  })

  it('moves a block down below the one after it (keyboard Alt+ArrowDown)', () => {
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      { type: 'move-block', id: 'a', to: { row: 1, col: 0 }, side: 'below' },
    ])
    expect(describeLayout(present)).toEqual(['b@0:0+12', 'a@1:0+12'])
  })

  it('drops a half-width block beside another into free columns', () => {
    const { present } = replay([
      insert('a', 0, 0, 6),
      insert('b', 1, 0, 6),
      { type: 'move-block', id: 'b', to: { row: 0, col: 6 } },
    ])
    expect(describeLayout(present)).toEqual(['a@0:0+6', 'b@0:6+6'])
  })

  it('keeps a block inside the 12 columns', () => {
    const { present } = replay([
      insert('a', 0, 0, 4),
      { type: 'move-block', id: 'a', to: { row: 0, col: 11 } },
    ])
    expect(describeLayout(present)).toEqual(['a@0:8+4'])
  })

  it('does nothing for an unknown block', () => {
    const history = replay([
      insert('a', 0),
      { type: 'move-block', id: 'zz', to: { row: 3, col: 0 } },
    ])
    expect(history.past).toHaveLength(1)
  })
})
