import { describe, expect, it } from 'vitest'
import { compile } from '../compile.js'
import { formatters, predicates } from '../plugins/registry.js'
import { FormatterChainParser } from './formatter-chain.js'
import { INSTRUCTION_CACHE_SIZE, InstructionCache } from './instruction-cache.js'
import { parseTemplate } from './parse-template.js'

const deps = () => ({
  chains: new FormatterChainParser(formatters),
  predicates,
  instructions: new InstructionCache(),
})

describe('instruction cache', () => {
  it('shares instructions between templates that repeat them', () => {
    const shared = deps()
    const a = parseTemplate('{.section item}{title|html}{.end}', shared)
    const b = parseTemplate('<h1>{title|html}</h1>', shared)
    const leafOf = (tree: unknown[]): unknown =>
      tree.find((node) => (node as { k: string }).k === 'variable')
    const sectionBody = (a.tree[0] as { body: unknown[] }).body
    expect(leafOf(sectionBody)).toBe(leafOf(b.tree))
  })

  it('parses a text with errors afresh every time, so each template reports its own', () => {
    const shared = deps()
    const first = parseTemplate('{a|no-such-formatter}', shared)
    const second = parseTemplate('x\n  {a|no-such-formatter}', shared)
    expect(first.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['formatter-unknown', 1, 1],
    ])
    expect(second.errors.map((e) => [e.code, e.line, e.column])).toEqual([
      ['formatter-unknown', 2, 3],
    ])
    expect(shared.instructions.size).toBe(0)
  })

  it('starts afresh when full', () => {
    const cache = new InstructionCache()
    for (let i = 0; i < INSTRUCTION_CACHE_SIZE; i++) cache.set(`v${i}`, null)
    expect(cache.size).toBe(INSTRUCTION_CACHE_SIZE)
    cache.set('one more', null)
    expect(cache.size).toBe(1)
    expect(cache.get('one more')).toBeNull()
    expect(cache.get('v0')).toBeUndefined()
  })

  it('renders templates compiled afresh that share instructions and macros', () => {
    const source = '{.macro m}<{@}>{.end}{.repeated section a}{@|apply m}{.end}'
    const other = '{.macro m}[{@}]{.end}{.repeated section a}{@|apply m}{.end}'
    const context = { a: [1, 2] }
    expect(compile(source, { cache: false }).render(context).output).toBe('<1><2>')
    expect(compile(other, { cache: false }).render(context).output).toBe('[1][2]')
    expect(compile(source, { cache: false }).render(context).output).toBe('<1><2>')
  })
})
