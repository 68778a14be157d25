import type { FormatterCall, PredicateCall } from '../parse/instruction.js'
import type { VariablePath } from '../path.js'
import { Frame } from './frame.js'
import type { Getter } from './lookup.js'
import type { RenderState } from './render-state.js'
import { ChainVariable } from './variable.js'

function describe(e: unknown): string {
  return e instanceof Error ? e.message : String(e)
}

/** Evaluates a predicate; a plugin that throws counts as false and is reported. */
export function callPredicate(s: RenderState, call: PredicateCall): boolean {
  try {
    return call.fn(call.args, s)
  } catch (e) {
    s.fail('render-failed', `Predicate '${call.name}' failed: ${describe(e)}`)
    return false
  }
}

/**
 * A call site's chain with one variable, reusing its variable between renders; a re-entrant
 * call (the same instruction inside a macro it applies) gets a fresh one. `scoped`: see
 * `runScopedChain`.
 */
export function singleChain(
  path: VariablePath,
  get: Getter,
  calls: readonly FormatterCall[],
  scoped = false,
): (s: RenderState) => unknown {
  const shared = new ChainVariable(path.text, undefined)
  const sharedVars = [shared]
  const run = scoped ? runScopedChain : runChain
  let busy = false
  return (s) => {
    if (busy) {
      const own = new ChainVariable(path.text, get(s.frame))
      run(s, [own], calls)
      return own.value
    }
    busy = true
    try {
      shared.value = get(s.frame)
      run(s, sharedVars, calls)
      return shared.value
    } finally {
      busy = false
    }
  }
}

/** Resolves the variables of `{a,b|f|g}` and runs the chain; the result is the first variable. */
export function evaluateChain(
  s: RenderState,
  paths: readonly VariablePath[],
  getters: readonly Getter[],
  calls: readonly FormatterCall[],
  scoped = false,
): unknown {
  const frame: Frame = s.frame
  const run = scoped ? runScopedChain : runChain
  if (getters.length === 1) {
    const first = new ChainVariable((paths[0] as VariablePath).text, (getters[0] as Getter)(frame))
    run(s, [first], calls)
    return first.value
  }
  const vars = paths.map((p, i) => new ChainVariable(p.text, (getters[i] as Getter)(frame)))
  run(s, vars, calls)
  return vars[0]?.value
}

/**
 * The chain of a printed variable runs, as in the reference, in a scope of its own: the first
 * variable's value before any formatter, on top of the stack. Formatters that resolve names
 * (`apply`, the markup formatters) find that value's fields first. `.var` chains run unscoped.
 */
function runScopedChain(
  s: RenderState,
  vars: ChainVariable[],
  calls: readonly FormatterCall[],
): void {
  const saved = s.frame
  s.frame = new Frame(vars[0]?.value, saved, -1, false)
  try {
    runChain(s, vars, calls)
  } finally {
    s.frame = saved
  }
}

function runChain(s: RenderState, vars: ChainVariable[], calls: readonly FormatterCall[]): void {
  for (let i = 0; i < calls.length; i++) {
    const call = calls[i] as FormatterCall
    try {
      call.fn(call.args, vars, s)
    } catch (e) {
      s.fail('render-failed', `Formatter '${call.name}' failed: ${describe(e)}`)
      for (const v of vars) v.set(undefined)
      return
    }
  }
}
