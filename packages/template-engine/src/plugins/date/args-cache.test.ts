import { describe, expect, it } from 'vitest'
import { ArgsCache } from './args-cache.js'
import { BoundedCache } from './bounded-cache.js'

describe('BoundedCache', () => {
  it('creates each value once and forgets the oldest when full', () => {
    let created = 0
    const cache = new BoundedCache<string>(2)
    const make = (key: string) => `${key}${++created}`
    expect(cache.get('a', make)).toBe('a1')
    expect(cache.get('a', make)).toBe('a1')
    cache.get('b', make)
    cache.get('c', make)
    expect(cache.get('a', make)).toBe('a4')
  })
})

describe('ArgsCache', () => {
  it('parses an argument list once, also when an equal list comes again', () => {
    let parsed = 0
    const cache = new ArgsCache((args) => `${args.join('+')}#${++parsed}`)
    const args = ['a', 'b']
    expect(cache.get(args)).toBe('a+b#1')
    expect(cache.get(args)).toBe('a+b#1')
    expect(cache.get(['a', 'b'])).toBe('a+b#1')
    expect(cache.get(['c'])).toBe('c#2')
  })
})
