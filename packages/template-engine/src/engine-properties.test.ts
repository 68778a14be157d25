import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { compile } from './compile.js'

const pieces = [
  '{a}',
  '{b.c}',
  '{@}',
  '{@index}',
  '{a|html}',
  '{a|json}',
  '{a,b|format x}',
  '{a|apply m}',
  '{.section a}',
  '{.section b}',
  '{.repeated section list}',
  '{.alternates with}',
  '{.or}',
  '{.or equal? a 1}',
  '{.end}',
  '{.if a || b}',
  '{.equal? a b}',
  '{.even?}',
  '{.var @v a}',
  '{@v}',
  '{.ctx @c x=a}',
  '{.macro m}',
  '{.include m}',
  '{.eval 1 + a}',
  '{.eval @v = a * 2}',
  '{.meta-left}',
  '{# c }',
  '{## x',
  ' text ',
  '{',
  '}',
  '\n',
  '{.if}',
  '{a|truncate 3}',
]

const template = fc
  .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((parts) => parts.join(''))

const context = fc.record({
  a: fc.jsonValue({ maxDepth: 2 }),
  b: fc.jsonValue({ maxDepth: 2 }),
  list: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 4 }),
})

describe('engine properties', () => {
  it('never throws and renders the same output twice', () => {
    fc.assert(
      fc.property(template, context, (source, ctx) => {
        const compiled = compile(source)
        const partials = { m: '[{@|json}]' }
        const first = compiled.render(ctx, { partials })
        const second = compiled.render(ctx, { partials })
        expect(second.output).toBe(first.output)
        expect(second.errors).toEqual(first.errors)
      }),
      { numRuns: 300 },
    )
  }, 30_000)

  it('terminates on deep nesting', () => {
    const depth = 20_000
    const source = '{.section a}'.repeat(depth) + 'x' + '{.end}'.repeat(depth)
    const result = compile(source).render({ a: { a: {} } })
    expect(typeof result.output).toBe('string')
  })

  it('terminates on a huge repeat', () => {
    const result = compile('{.repeated section a}{@}{.end}').render({
      a: new Array(200_000).fill(1),
    })
    expect(result.output.length).toBe(200_000)
  })

  it('terminates on loops that multiply without bound', () => {
    // A small context whose arrays share their items nests to 100^6 iterations.
    let node: unknown = { a: [] }
    for (let level = 0; level < 6; level++) node = { a: new Array<unknown>(100).fill(node) }
    const source = '{.repeated section a}'.repeat(6) + '.' + '{.end}'.repeat(6)
    const result = compile(source).render(node)
    expect(result.errors.map((e) => e.code)).toEqual(['render-limit'])
  })

  it('terminates on recursive partials', () => {
    const partials = { p: '{@|apply p}{@|apply q}', q: '{@|apply p}{@|apply p}' }
    const result = compile('{@|apply p}').render({}, { partials })
    expect(result.errors.length).toBeGreaterThan(0)
  })
})
