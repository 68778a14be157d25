import { describe, expect, it } from 'vitest'
import { compile } from '../compile.js'
import { Frame } from '../runtime/frame.js'
import { compileExpression } from './compile-expression.js'

const evaluate = (source: string, node: unknown = {}): unknown => {
  const compiled = compileExpression(source)
  if (!compiled.ok) throw new Error(compiled.message)
  return compiled.evaluate(new Frame(node, null, -1, false), (e) => {
    throw e
  })
}
const reason = (source: string, maxTokens?: number): string => {
  const compiled = compileExpression(source, maxTokens)
  return compiled.ok ? 'ok' : compiled.message
}

describe('expression values', () => {
  it('reads numbers in decimal, exponent and hex forms', () => {
    expect([evaluate('0.1'), evaluate('1.'), evaluate('1e3'), evaluate('0x7a')]).toEqual([
      0.1, 1, 1000, 122,
    ])
  })

  it('reads strings with escapes', () => {
    expect(evaluate(String.raw`'\u2018x\u2019' + "\t" + 'a\'b'`)).toBe("‘x’\ta'b")
  })

  it('knows the constants', () => {
    expect([evaluate('PI'), evaluate('E'), evaluate('true'), evaluate('null')]).toEqual([
      Math.PI,
      Math.E,
      true,
      null,
    ])
    expect(evaluate('NaN')).toBeNaN()
    expect(evaluate('-Infinity')).toBe(-Infinity)
  })

  it('reads data paths and leaves the last value of a sequence', () => {
    expect(evaluate('a.b * 2', { a: { b: 4 } })).toBe(8)
    expect(evaluate('1 2 3')).toBe(3)
    expect(evaluate('3, 2, 1')).toBe(1)
  })
})

describe('expression operators', () => {
  it.each([
    ['1 + 2 * 3 - 4 / 2', 5],
    ['(1 + 2) * 3', 9],
    ['2 ** 3 ** 2', 512],
    ['-2 ** 2', 4],
    ['5 % -4', 1],
    ['~1', -2],
    ['0x02 | 0x01', 3],
    ['0x03 & 0x06', 2],
    ['0x02 ^ 0x03', 1],
    ['100 << 2', 400],
    ['100 >> 2', 25],
    ['"1" == 1', true],
    ['"1" === 1', false],
    ['1 != 2', true],
    ['1 !== 1', false],
    ['0 < "0x01"', true],
    ['"a" < "b"', true],
    ['2 <= 2', true],
    ['3 > 2', true],
    ['1 >= 2', false],
    ['!0', true],
    ['1 && 0', false],
    ['0 || "a"', true],
    ['5 + "-6.5"', '5-6.5'],
    ['true + 2', 3],
  ])('%s is %s', (source, expected) => {
    expect(evaluate(source)).toEqual(expected)
  })

  it('calls max, min, abs, num, str and bool', () => {
    expect(evaluate('max(1, 5, 3) + min(4, 2) + abs(-3)')).toBe(10)
    expect(evaluate('num("0x10") + num(a)', { a: '-6.5' })).toBe(9.5)
    expect(evaluate('str(5) + 1')).toBe('51')
    expect(evaluate('bool(0)')).toBe(false)
  })
})

describe('expression errors', () => {
  it.each([
    ['1e', 'Expected a digit after exponent in decimal number'],
    ['1..2', 'Duplicate decimal point in number'],
    ['1e1.', 'Unexpected decimal point in exponent'],
    ['0x', 'Expected digits after start of hex number'],
    ['"abc', 'Unterminated string'],
    ['"a\nb"', 'Illegal bare character in string literal'],
    ['xyz(1)', 'Invalid function xyz'],
  ])('%j fails with %s', (source, message) => {
    expect(reason(source)).toBe(message)
  })

  it('caps the number of tokens', () => {
    expect(reason('1 + 1 + 1', 4)).toBe(
      'Expression exceeds the maximum number of allowed tokens: 4',
    )
    expect(reason(Array(600).fill('1').join('+'))).toBe(
      'Expression exceeds the maximum number of allowed tokens: 1000',
    )
  })

  it('reports parse errors from compile with the expression', () => {
    expect(compile('{.eval 0x}').errors).toEqual([
      {
        code: 'expression-parse',
        message: 'Error parsing expression: "0x": Expected digits after start of hex number',
      },
    ])
  })

  it('reports evaluation errors from render and prints nothing', () => {
    const result = compile('[{.eval a + 1}]').render({ a: { b: 1 } })
    expect(result.output).toBe('[]')
    expect(result.errors[0]?.code).toBe('expression-reduce')
  })
})

describe('expression sequences', () => {
  it('a failing expression does not stop the ones after it', () => {
    const result = compile('{.eval 1 + @v = 2; a}').render({ a: 'next' })
    expect(result.output).toBe('next')
    expect(result.errors.map((e) => e.message)).toEqual([
      'Error evaluating expression: "1 + @v = 2; a": Invalid assignment target',
    ])
  })

  it('a missing variable reads as null', () => {
    expect(compile('{.eval @x + 1}').render({}).output).toBe('1')
  })
})
