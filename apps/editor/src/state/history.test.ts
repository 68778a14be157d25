import { emptyLayout } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { canRedo, canUndo, historyReducer, HISTORY_LIMIT } from './history.js'
import { describeLayout, insert, replay } from './test-blocks.js'

describe('history', () => {
  it('undoes and redoes every change in order', () => {
    const edits = replay([
      insert('a', 0),
      insert('b', 1),
      { type: 'move-block', id: 'b', to: { row: 0, col: 0 } },
    ])
    expect(describeLayout(edits.present)).toEqual(['b@0:0+12', 'a@1:0+12'])
    const twice = [{ type: 'undo' } as const, { type: 'undo' } as const].reduce(
      historyReducer,
      edits,
    )
    expect(describeLayout(twice.present)).toEqual(['a@0:0+12'])
    const redone = historyReducer(twice, { type: 'redo' })
    expect(describeLayout(redone.present)).toEqual(['a@0:0+12', 'b@1:0+12'])
    expect(canRedo(redone)).toBe(true)
  })

  it('a new edit after undo drops the redo steps', () => {
    const history = replay([insert('a', 0), insert('b', 1), { type: 'undo' }, insert('c', 1)])
    expect(describeLayout(history.present)).toEqual(['a@0:0+12', 'c@1:0+12'])
    expect(canRedo(history)).toBe(false)
    expect(historyReducer(history, { type: 'redo' })).toBe(history)
  })

  it('undo at the start and no-op actions leave the history alone', () => {
    const history = replay([{ type: 'undo' }, { type: 'delete-block', id: 'nope' }])
    expect(canUndo(history)).toBe(false)
    expect(history.present).toEqual(emptyLayout())
  })

  it('reset starts over from a server document', () => {
    const history = replay([insert('a', 0), { type: 'reset', layout: emptyLayout() }])
    expect(canUndo(history)).toBe(false)
    expect(history.present.blocks).toEqual([])
  })

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    const edits = Array.from({ length: 60 }, (_, index) => insert(`b${index}`, index))
    const moves = Array.from({ length: 200 }, (_, index) => ({
      type: 'move-block' as const,
      id: 'b0',
      to: { row: index % 2 === 0 ? 5 : 0, col: 0 },
    }))
    expect(replay([...edits, ...moves]).past).toHaveLength(HISTORY_LIMIT)
  })

  it('typing in one field is one undo step; another field starts a new one', () => {
    const type = (text: string, mergeKey: string) => ({
      type: 'update-block' as const,
      id: 'a',
      value: { text: [{ type: 'paragraph', children: [{ type: 'text', text }] }] },
      mergeKey,
    })
    const history = replay([
      insert('a', 0),
      type('H', 'a:text'),
      type('Hi', 'a:text'),
      type('Hi!', 'a:other'),
    ])
    expect(history.past).toHaveLength(3)
    const undone = historyReducer(history, { type: 'undo' })
    expect(JSON.stringify(undone.present)).toContain('"Hi"')
    const again = historyReducer(undone, { type: 'undo' })
    expect(JSON.stringify(again.present)).not.toContain('"H')
  })
})
