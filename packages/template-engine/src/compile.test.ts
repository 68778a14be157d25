import { describe, expect, it } from 'vitest'
import { compile, environmentFor, TEMPLATE_CACHE_SIZE } from './compile.js'
import { MAX_RENDER_STEPS, RenderState } from './runtime/render-state.js'

describe('compile and render', () => {
  it('renders a template against a context', () => {
    const template = compile('Hello {name}!')
    expect(template.errors).toEqual([])
    expect(template.render({ name: 'World' })).toEqual({ output: 'Hello World!', errors: [] })
  })

  it('renders the same compiled template many times with different contexts', () => {
    const template = compile('{.repeated section a}{@}{.end}')
    expect(template.render({ a: [1, 2] }).output).toBe('12')
    expect(template.render({ a: ['x'] }).output).toBe('x')
  })

  it('takes render options given at compile time as defaults', () => {
    const template = compile('{a|apply p}', { partials: { p: '[{@}]' } })
    expect(template.render({ a: 1 }).output).toBe('[1]')
    expect(template.render({ a: 1 }, { partials: { p: '<{@}>' } }).output).toBe('<1>')
  })

  it('keeps the compiled form of a source in a bounded cache', () => {
    expect(TEMPLATE_CACHE_SIZE).toBeGreaterThan(0)
    const a = compile('{x}')
    const b = compile('{x}')
    expect(a.errors).toBe(b.errors)
  })

  it('never throws for bad templates or bad contexts', () => {
    const sources = ['{', '}', '{.section', '{.end}{.end}', '{.eval ((((}', '{a|apply}', '{.if}']
    for (const source of sources) {
      const template = compile(source)
      expect(() => template.render(undefined)).not.toThrow()
      expect(() => template.render({ a: { b: [null] } })).not.toThrow()
    }
  })

  it('stops a render whose work grows without bound, with an error', () => {
    const source =
      '{.macro m}{@|apply m}{@|apply m}{@|apply m}{@|apply m}{@|apply m}{@|apply m}{.end}{@|apply m}'
    const result = compile(source).render({})
    expect(result.errors.map((e) => e.code)).toContain('render-limit')
    expect(result.errors.find((e) => e.code === 'render-limit')?.message).toBe(
      `Render stopped: the template needed more than ${MAX_RENDER_STEPS} steps of work`,
    )
  })

  it('defaults to locale en-US, now 0 and America/New_York for plugins', () => {
    const state = new RenderState({ a: { b: 'B' } }, environmentFor({}))
    expect([state.locale, state.now, state.timeZone]).toEqual(['en-US', 0, 'America/New_York'])
    expect(state.resolve('a.b')).toBe('B')
    expect(state.resolve(['a', 'b'])).toBe('B')
    expect(state.node()).toEqual({ a: { b: 'B' } })
    expect(new RenderState({}, environmentFor({ locale: 'none' })).cldr).toBeUndefined()
  })
})
