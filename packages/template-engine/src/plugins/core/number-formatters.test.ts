import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const fmt = (chain: string, value: unknown): string =>
  compile(`{v|${chain}}`).render({ v: value }).output

describe('number formatters', () => {
  it('round rounds half up', () => {
    expect([-1.6, -1.5, 1.4, 1.5].map((n) => fmt('round', n))).toEqual(['-2', '-1', '1', '2'])
  })

  it('mod takes a divisor, 2 by default', () => {
    expect([fmt('mod 3', 7), fmt('mod', 7), fmt('mod', 6)]).toEqual(['1', '1', '0'])
  })

  it('cycle picks the argument at a 1-based position, wrapping', () => {
    expect([1, 2, 3, 4].map((n) => fmt('cycle a b c', n))).toEqual(['a', 'b', 'c', 'a'])
  })

  it('pluralize picks singular for 1, else plural', () => {
    expect([0, 1, 2].map((n) => fmt('pluralize item items', n))).toEqual(['items', 'item', 'items'])
    expect([fmt('pluralize', 1), fmt('pluralize', 2), fmt('pluralize es', 2)]).toEqual([
      '',
      's',
      'es',
    ])
  })
})
