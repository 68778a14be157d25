import { describe, expect, it } from 'vitest'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('duplicate-block', () => {
  it('puts a copy with the new id right below the original', () => {
    const { present } = replay([
      insert('a', 0),
      insert('b', 1),
      { type: 'duplicate-block', id: 'a', newId: 'a2' },
    ])
    expect(describeLayout(present)).toEqual(['a@0:0+12', 'a2@1:0+12', 'b@2:0+12'])
    const [original, copy] = present.blocks
    expect(copy?.value).toEqual(original?.value)
    expect(copy?.value).not.toBe(original?.value)
  })
})
