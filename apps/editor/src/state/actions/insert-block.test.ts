import { layoutSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { describeLayout, insert, replay } from '../test-blocks.js'

describe('insert-block', () => {
  it('adds full-width blocks row by row and opens a row when inserting between two', () => {
    const { present } = replay([insert('a', 0), insert('b', 1), insert('c', 1)])
    expect(describeLayout(present)).toEqual(['a@0:0+12', 'c@1:0+12', 'b@2:0+12'])
    expect(layoutSchema.safeParse(present).success).toBe(true)
  })

  it('puts a narrow block beside another when the columns are free', () => {
    const { present } = replay([insert('a', 0, 0, 6), insert('b', 0, 6, 6)])
    expect(describeLayout(present)).toEqual(['a@0:0+6', 'b@0:6+6'])
  })

  it('refuses the 61st block (SPEC §9: 60 blocks per layout)', () => {
    const sixty = Array.from({ length: 60 }, (_, index) => insert(`b${index}`, index))
    const full = replay(sixty)
    const after = replay([insert('extra', 0)], full.present)
    expect(after.present.blocks).toHaveLength(60)
    expect(after.past).toHaveLength(0)
  })

  it('ignores a block whose id is already used', () => {
    const { present } = replay([insert('a', 0), insert('a', 1)])
    expect(describeLayout(present)).toEqual(['a@0:0+12'])
  })
})
