import { describe, expect, it } from 'vitest'
import { historyReducer } from '../state/history.js'
import { describeLayout, insert, replay } from '../state/test-blocks.js'
import { keyboardMove } from './block-moves.js'

describe('keyboard block moves', () => {
  it('Alt+ArrowDown then Alt+ArrowUp swaps a block with its neighbour and back', () => {
    const start = replay([insert('a', 0), insert('b', 1), insert('c', 2)])
    const a = start.present.blocks[0]!
    const down = historyReducer(start, keyboardMove(a, 'ArrowDown')!)
    expect(describeLayout(down.present)).toEqual(['b@0:0+12', 'a@1:0+12', 'c@2:0+12'])
    const movedA = down.present.blocks.find((block) => block.id === 'a')!
    const up = historyReducer(down, keyboardMove(movedA, 'ArrowUp')!)
    expect(describeLayout(up.present)).toEqual(['a@0:0+12', 'b@1:0+12', 'c@2:0+12'])
  })

  it('the first block cannot go up and a narrow block steps one column right', () => {
    const start = replay([insert('a', 0, 0, 4)])
    const a = start.present.blocks[0]!
    expect(keyboardMove(a, 'ArrowUp')).toBeNull()
    expect(keyboardMove(a, 'ArrowLeft')).toBeNull()
    const right = historyReducer(start, keyboardMove(a, 'ArrowRight')!)
    expect(describeLayout(right.present)).toEqual(['a@0:1+4'])
  })
})
