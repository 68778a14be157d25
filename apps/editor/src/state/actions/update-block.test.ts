import { describe, expect, it } from 'vitest'
import { insert, replay } from '../test-blocks.js'

describe('update-block', () => {
  it('replaces the value of one block and keeps its place', () => {
    const value = {
      text: 'Hello',
      link: '/shop',
      newWindow: false,
      size: 'medium',
      alignment: 'center',
    }
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      { type: 'update-block', id: 'b', value },
    ])
    expect(present.blocks.find((block) => block.id === 'b')).toMatchObject({
      value,
      position: { row: 1, col: 0, span: 12 },
    })
    expect(present.blocks.find((block) => block.id === 'a')?.value).not.toEqual(value)
  })
})
