import { describe, expect, it } from 'vitest'
import { compile, type RenderOptions } from '../../compile.js'

const render = (source: string, context: unknown, options: RenderOptions = {}): string =>
  compile(source).render(context, options).output

describe('data formatters', () => {
  it('count counts array items, object keys and string characters', () => {
    const ctx = { a: [1, 2], o: { x: 1, y: 2, z: 3 }, s: 'hi', n: 5 }
    expect(render('{a|count}{o|count}{s|count}{n|count}', ctx)).toBe('2320')
  })

  it('find-first and find-last pick the first and last item whose path is truthy', () => {
    const ctx = { items: [{ id: 'a' }, { id: 'b', on: true }, { id: 'c', on: true }] }
    expect(
      render('{.var @f items|find-first on}{@f.id}{.var @l items|find-last on}{@l.id}', ctx),
    ).toBe('bc')
  })

  it('format fills {n} placeholders from resolved arguments', () => {
    expect(render('{m|format a b}', { m: '{1} and {0} {5}', a: 'A', b: 'B' })).toBe('B and A ')
  })

  it('get follows keys resolved from variables, including arrays of keys', () => {
    const ctx = { id: '1', path: ['p', 'n'], objs: { '1': { p: { n: 'Bob' } } } }
    expect(render('{objs|get id path}|{objs|get nope|json}', ctx)).toBe('Bob|')
  })

  it('lookup uses a variable as the key', () => {
    expect(render('{obj|lookup k}', { obj: { name: 'X' }, k: 'name' })).toBe('X')
  })

  it('prop follows literal keys and indexes', () => {
    expect(
      render('{o|prop a.b}{o|prop a b}{l|prop 1}', { o: { a: { b: 'x' } }, l: [0, 'y'] }),
    ).toBe('xxy')
  })

  it('key-by indexes an array of objects by a path', () => {
    const ctx = {
      people: [
        { n: 'A', e: 'a@x' },
        { n: 'B', e: 'b@x' },
      ],
    }
    expect(render('{people|key-by n|prop B.e}', ctx)).toBe('b@x')
  })

  it('iter prints the 1-based loop index', () => {
    expect(render('{.repeated section a}{@|iter}{.end}', { a: ['x', 'y'] })).toBe('12')
  })

  it('apply renders a macro or partial, and reports a missing one', () => {
    const result = compile('{a|apply nope}').render({ a: 1 })
    expect(result.output).toBe('')
    expect(result.errors).toEqual([
      {
        code: 'partial-missing',
        message: "Attempt to apply partial 'nope' which could not be found.",
      },
    ])
  })

  it('apply stops recursion deeper than 16', () => {
    const source = '{.macro m}x{@|apply m}{.end}{@|apply m}'
    const result = compile(source).render({})
    expect(result.output).toBe('x'.repeat(16))
    expect(result.errors).toEqual([
      {
        code: 'partial-recursion',
        message: "Attempt to apply partial 'm' exceeded maximum recursion depth of 16",
      },
    ])
  })

  it('apply reports a partial that fails to parse and renders what it can', () => {
    const result = compile('{@|apply p}').render({}, { partials: { p: 'a{.end}' } })
    expect(result.output).toBe('a')
    expect(result.errors[0]).toEqual({
      code: 'partial-parse-fail',
      message: "Failed to parse partial 'p': Instruction END not allowed at root",
    })
  })
})
