import { describe, expect, it } from 'vitest'
import { parsePath } from './path.js'
import { getChild, isTruthy, toOutput } from './values.js'

describe('paths', () => {
  it('splits names and indexes', () => {
    expect(parsePath('a.b.0')).toEqual({ text: 'a.b.0', head: 'a', tail: ['b', 0] })
    expect(parsePath('@')).toMatchObject({ head: '@', tail: [] })
    expect(parsePath('@x.y')).toMatchObject({ head: '@x', tail: ['y'] })
    expect(parsePath('$a.root-1')).toMatchObject({ head: '$a', tail: ['root-1'] })
  })

  it('rejects empty steps, signs and spaces', () => {
    for (const bad of ['', 'a.', '.a', 'a..b', 'a.-1', 'a b', 'a|b'])
      expect(parsePath(bad)).toBeNull()
  })

  it('keeps indexes past 2147483647 as names that match no array element', () => {
    expect(parsePath('a.2147483647')?.tail).toEqual([2147483647])
    expect(parsePath('a.2147483648')?.tail).toEqual(['2147483648'])
    expect(getChild(['x'], '2147483648')).toBeUndefined()
  })
})

describe('values', () => {
  it('truthiness', () => {
    expect([0, '', [], {}, null, undefined, false, NaN].map(isTruthy)).toEqual(Array(8).fill(false))
    expect([1, '0', [0], { a: 0 }, true].map(isTruthy)).toEqual(Array(5).fill(true))
  })

  it('output text', () => {
    expect([toOutput(1e21), toOutput([1, [2, 3]]), toOutput({}), toOutput(null)]).toEqual([
      '1e+21',
      '1,2,3',
      '',
      '',
    ])
  })
})
