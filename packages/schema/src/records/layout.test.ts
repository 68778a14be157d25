import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { emptyLayout, layoutSchema } from './layout.js'

const spacer = (id: string, row: number, col = 0, span = 12) => ({
  id,
  type: 'spacer',
  position: { row, col, span },
  value: {},
})

describe('layout', () => {
  it('stamps an unversioned layout and defaults to 12 columns', () => {
    expect(parseWith(layoutSchema, { blocks: [] })).toEqual({ ok: true, value: emptyLayout() })
  })

  it('holds up to 60 blocks', () => {
    const blocks = Array.from({ length: 60 }, (_, row) => spacer(`b${row}`, row))
    expect(parseWith(layoutSchema, { schemaVersion: 1, blocks }).ok).toBe(true)
    expect(
      parseWith(layoutSchema, { schemaVersion: 1, blocks: [...blocks, spacer('b60', 60)] }),
    ).toEqual({
      ok: false,
      issues: [{ path: 'blocks', message: 'A layout holds at most 60 blocks.' }],
    })
  })

  it('places blocks side by side in a row but not on top of each other', () => {
    const sideBySide = [spacer('a', 0, 0, 6), spacer('b', 0, 6, 6)]
    expect(parseWith(layoutSchema, { blocks: sideBySide }).ok).toBe(true)
    expect(
      parseWith(layoutSchema, { blocks: [spacer('a', 0, 0, 7), spacer('b', 0, 6, 6)] }),
    ).toEqual({
      ok: false,
      issues: [{ path: 'blocks.1.position', message: 'Block b overlaps block a.' }],
    })
  })

  it('refuses a repeated block id', () => {
    expect(parseWith(layoutSchema, { blocks: [spacer('a', 0), spacer('a', 1)] })).toEqual({
      ok: false,
      issues: [{ path: 'blocks.1.id', message: 'Block id a is used twice.' }],
    })
  })

  it('refuses another grid width and a newer version', () => {
    expect(parseWith(layoutSchema, { columns: 16, blocks: [] }).ok).toBe(false)
    expect(parseWith(layoutSchema, { schemaVersion: 2, blocks: [] })).toEqual({
      ok: false,
      issues: [{ path: '', message: 'Layout schemaVersion 2 is newer than supported version 1.' }],
    })
  })
})
