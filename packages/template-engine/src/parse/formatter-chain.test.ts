import { describe, expect, it } from 'vitest'
import type { FormatterFn } from '../plugin-api.js'
import { FORMATTER_CACHE_SIZE, FormatterChainParser, splitCall } from './formatter-chain.js'

const noop: FormatterFn = () => {}

describe('formatter chains', () => {
  it('splits arguments on the first character after the name', () => {
    expect(splitCall('truncate 55 !!', 'truncate')).toEqual(['55', '!!'])
    expect(splitCall('truncate#28# ! !', 'truncate')).toEqual(['28', ' ! !'])
    expect(splitCall('json', 'json')).toEqual([])
  })

  it('parses a chain and reports the first unknown name', () => {
    const parser = new FormatterChainParser(new Map([['a', noop]]))
    const ok = parser.parse('a x|a')
    expect(ok.ok && ok.calls.map((c) => [c.name, c.args])).toEqual([
      ['a', ['x']],
      ['a', []],
    ])
    expect(parser.parse('a|b')).toEqual({ ok: false, unknown: 'b' })
    expect(parser.parse('a|')).toEqual({ ok: false, unknown: null })
  })

  it('keeps at most 100 parsed chains', () => {
    expect(FORMATTER_CACHE_SIZE).toBe(100)
    const parser = new FormatterChainParser(new Map([['a', noop]]))
    for (let i = 0; i < 250; i++) parser.parse(`a ${i}`)
    expect(parser.size).toBe(100)
    const first = parser.parse('a 249')
    expect(parser.parse('a 249')).toBe(first)
  })
})
