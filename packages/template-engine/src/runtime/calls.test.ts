import { describe, expect, it } from 'vitest'
import { compile, environmentFor } from '../compile.js'
import type { FormatterCall, PredicateCall } from '../parse/instruction.js'
import { parsePath, type VariablePath } from '../path.js'
import { callPredicate, evaluateChain } from './calls.js'
import { makeGetter } from './lookup.js'
import { RenderState } from './render-state.js'

const state = (): RenderState => new RenderState({ a: 'A' }, environmentFor({}))
const path = parsePath('a') as VariablePath

describe('plugin calls', () => {
  it('a formatter that throws leaves the value missing and reports render-failed', () => {
    const s = state()
    const boom: FormatterCall = {
      name: 'boom',
      args: [],
      fn: () => {
        throw new Error('bad input')
      },
    }
    expect(evaluateChain(s, [path], [makeGetter(path)], [boom])).toBeUndefined()
    expect(s.errors).toEqual([
      { code: 'render-failed', message: "Formatter 'boom' failed: bad input" },
    ])
  })

  it('a predicate that throws counts as false and reports render-failed', () => {
    const s = state()
    const boom: PredicateCall = {
      name: 'boom?',
      args: [],
      fn: () => {
        throw new Error('bad input')
      },
    }
    expect(callPredicate(s, boom)).toBe(false)
    expect(s.errors).toEqual([
      { code: 'render-failed', message: "Predicate 'boom?' failed: bad input" },
    ])
  })

  it('formatters see every variable of {a,b|f} and the first one prints', () => {
    const s = new RenderState({ a: 1, b: 2 }, environmentFor({}))
    const paths = [parsePath('a'), parsePath('b')] as VariablePath[]
    const sum: FormatterCall = {
      name: 'sum',
      args: [],
      fn: (_args, vars) => vars[0]?.set(Number(vars[0].value) + Number(vars[1]?.value)),
    }
    expect(
      evaluateChain(
        s,
        paths,
        paths.map((p) => makeGetter(p)),
        [sum],
      ),
    ).toBe(3)
  })

  it("runs a printed variable's chain in a scope of its first value, as the reference; .var has none", () => {
    const context = { obj: { k: 'name', name: 'X' }, k: 'other', other: 'Y' }
    const render = (template: string): string => compile(template).render(context).output
    // `lookup k` resolves `k`, then the path it holds, from the printed variable's scope first.
    expect(render('{obj|lookup k}')).toBe('X')
    // The scope holds the value before any formatter, not what `html` made of it.
    expect(render('{obj|html|lookup k}')).toBe('X')
    expect(render('{.var @v obj|lookup k}{@v}')).toBe('Y')
  })
})
