import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (predicate: string, context: unknown): string =>
  compile(`{.${predicate}}yes{.or}no{.end}`).render(context).output

describe('core predicates', () => {
  it('equal? and notEqual? compare variables and JSON literals by value', () => {
    const ctx = { a: 3, b: 4, c: 3, s: 'Federal Express', o: { x: 1 }, p: { x: 1 } }
    expect(test('equal? a c', ctx)).toBe('yes')
    expect(test('equal? a "3"', ctx)).toBe('no')
    expect(test('equal?:s:"Federal Express"', ctx)).toBe('yes')
    expect(test('equal? o p', ctx)).toBe('yes')
    expect(test('notEqual? a b', ctx)).toBe('yes')
    expect(test('notEqual? b 4', ctx)).toBe('no')
  })

  it('comparisons order numbers as numbers and strings as strings', () => {
    expect(test('greaterThan? a 3', { a: 5 })).toBe('yes')
    expect(test('greaterThan? a "bcd"', { a: 'DEF' })).toBe('no')
    expect(test('greaterThanOrEqual? a 3', { a: 3 })).toBe('yes')
    expect(test('lessThan? a 3', { a: -2 })).toBe('yes')
    expect(test('lessThanOrEqual? a "def"', { a: 'def' })).toBe('yes')
    expect(test('lessThan? a b', { a: 1, b: { x: 1 } })).toBe('no')
  })

  it('even? and odd? look at integers only', () => {
    const run = (n: unknown): string =>
      compile('{.section n}{.even?}E{.end}{.odd?}O{.end}{.end}').render({ n: { v: n } }).output
    expect(
      compile('{.repeated section n}{.even?}E{.end}{.odd?}O{.end}{.end}').render({
        n: [-3, 0, 4, 1.2],
      }).output,
    ).toBe('OEE')
    expect(run(1)).toBe('')
  })

  it('nth? tests divisibility of the node, or of its first argument', () => {
    const source = '{.repeated section n}{.nth? 4}y{.or}n{.end}{.end}|{.nth? a 3}y{.or}n{.end}'
    expect(compile(source).render({ n: [0, 2, 4, -8, 1.5], a: 9 }).output).toBe('ynyyn|y')
  })

  it('plural? and singular? test the node against one', () => {
    const source = '{.repeated section n}{.plural?}p{.end}{.singular?}s{.end}-{.end}'
    expect(compile(source).render({ n: [0, 1, 2, '3'] }).output).toBe('-s-p-p-')
  })

  it('debug? is true when a debug flag is set', () => {
    expect(test('debug?', { debug: 1 })).toBe('yes')
    expect(test('debug?', {})).toBe('no')
  })
})
