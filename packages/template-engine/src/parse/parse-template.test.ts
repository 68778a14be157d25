import { describe, expect, it } from 'vitest'
import { compile } from '../compile.js'

const errorsOf = (source: string): string[] => compile(source).errors.map((e) => e.message)
const codesOf = (source: string): string[] => compile(source).errors.map((e) => e.code)

describe('template assembler errors', () => {
  it('rejects .end, .or and .alternates with at root', () => {
    expect(errorsOf('{.end}{.or}{.alternates with}')).toEqual([
      'Instruction END not allowed at root',
      'Instruction OR_PREDICATE not allowed at root',
      'Instruction ALTERNATES_WITH not allowed at root',
    ])
    expect(codesOf('{.end}')).toEqual(['not-allowed-at-root'])
  })

  it('rejects .alternates with outside a repeated block', () => {
    expect(errorsOf('{.section a}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside SECTION block.',
    ])
    expect(errorsOf('{.repeated section a}{.or}{.alternates with}{.end}')).toEqual([
      'ALTERNATES_WITH instruction is not allowed inside OR_PREDICATE block.',
    ])
  })

  it('rejects .or inside a macro', () => {
    expect(errorsOf('{.macro m}{.or}{.end}')).toEqual([
      'OR_PREDICATE instruction is not allowed inside MACRO block.',
    ])
  })

  it('reports an .or that can never run', () => {
    expect(errorsOf('{.section a}{.or}x{.or}y{.end}')).toEqual([
      'This OR_PREDICATE block will never execute.',
    ])
    expect(codesOf('{.section a}{.or}{.or}{.end}')).toEqual(['dead-code'])
  })

  it('reports end of input inside a block and every block left open', () => {
    const errors = compile('{.section a}\n{.if b}\n{.repeated section c}').errors
    expect(errors.map((e) => e.message)).toEqual([
      'Reached EOF in the middle of REPEATED',
      'Unclosed IF block: missing END',
      'Unclosed SECTION block: missing END',
    ])
    expect(errors[0]).toMatchObject({ code: 'eof-in-block', line: 3 })
  })

  it('still renders the rest of a template with errors', () => {
    const template = compile('{.end}a{.section x}{x}')
    expect(template.render({ x: 'b' }).output).toBe('ab')
  })

  it('reports unknown formatters and predicates with their position and prints the text', () => {
    const template = compile('line\n  {a|nope}{.nope? a}x{.end}')
    expect(template.errors.slice(0, 2)).toEqual([
      { code: 'formatter-unknown', message: "Formatter 'nope' is unknown", line: 2, column: 3 },
      { code: 'predicate-unknown', message: "Predicate 'nope?' is unknown", line: 2, column: 11 },
    ])
    expect(template.render({ a: 1 }).output).toContain('{a|nope}')
  })
})
