import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const fmt = (chain: string, value: unknown): string =>
  compile(`{v|${chain}}`).render({ v: value }).output

describe('json formatters', () => {
  it('json escapes closing tags so inline JSON cannot end a script element', () => {
    expect(fmt('json', "<script>alert('x');</ScRiPt >")).toBe('"<script>alert(\'x\');<\\/ScRiPt >"')
  })

  it('json-pretty indents by two spaces', () => {
    expect(fmt('json-pretty', { a: [1], b: '</b>' })).toBe(
      '{\n  "a": [\n    1\n  ],\n  "b": "<\\/b>"\n}',
    )
  })

  it('raw prints JSON as it is', () => {
    expect([fmt('raw', null), fmt('raw', 'x'), fmt('raw', { a: '</b>' })]).toEqual([
      'null',
      '"x"',
      '{"a":"</b>"}',
    ])
  })

  it('prints nothing for a missing value', () => {
    expect(compile('-{missing|json}').render({}).output).toBe('-')
  })
})
