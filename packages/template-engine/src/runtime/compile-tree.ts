import { compileExpression } from '../expr/compile-expression.js'
import { engineError, messages } from '../errors.js'
import type { IfCondition, PredicateCall } from '../parse/instruction.js'
import type { Block, Leaf, OrBranch, TreeNode } from '../parse/template-tree.js'
import type { EngineError } from '../plugin-api.js'
import type { VariablePath } from '../path.js'
import { isTruthy, toOutput } from '../values.js'
import { callPredicate, evaluateChain, singleChain } from './calls.js'
import { Frame } from './frame.js'
import { makeGetter, type Getter } from './lookup.js'
import { noop, sequence, type Program } from './program.js'
import type { RenderState } from './render-state.js'

export interface TreeCompileOptions {
  readonly maxExprTokens?: number
}

/**
 * Leaf programs by instruction. Parsed instructions are shared between templates (see
 * InstructionCache) and a leaf's closure depends on nothing else, so compiling afresh reuses it.
 * `.eval` is left out: its compile errors and token limit belong to each template.
 */
const leafPrograms = new WeakMap<Leaf, Program>()

/** Turns the template tree into closures; paths, formatters and expressions are resolved here once. */
export function compileTree(
  tree: readonly TreeNode[],
  errors: EngineError[],
  options: TreeCompileOptions = {},
): Program {
  const body = (nodes: readonly TreeNode[]): Program => {
    const programs: Program[] = []
    let text = ''
    for (const node of nodes) {
      if (node.k === 'text') {
        text += node.text
        continue
      }
      if (text.length > 0) programs.push(emitText(text))
      text = ''
      programs.push(node.k === 'block' ? block(node) : sharedLeaf(node))
    }
    if (text.length > 0) programs.push(emitText(text))
    return sequence(programs)
  }

  const orBranch = (branch: OrBranch | null): Program => {
    if (branch === null) return noop
    const then = body(branch.body)
    const call = branch.call
    if (call === null) return then
    const otherwise = orBranch(branch.or)
    return (s) => (callPredicate(s, call) ? then(s) : otherwise(s))
  }

  const block = (node: Block): Program => {
    const head = node.head
    const then = body(node.body)
    const otherwise = orBranch(node.or)
    switch (head.k) {
      case 'section': {
        const get = makeGetter(head.path, true)
        return (s) => {
          const saved = s.frame
          const value = get(saved)
          s.frame = new Frame(value, saved, -1, false)
          if (isTruthy(value)) then(s)
          else otherwise(s)
          s.frame = saved
        }
      }
      case 'repeated': {
        const get = makeGetter(head.path, true)
        const between = node.alternates === null ? null : body(node.alternates)
        return (s) => {
          const saved = s.frame
          const value = get(saved)
          if (!Array.isArray(value) || value.length === 0) {
            otherwise(s)
            return
          }
          const n = value.length
          if (!s.spend(n)) return
          for (let i = 0; i < n; i++) {
            s.frame = new Frame(value[i], saved, i, false)
            then(s)
            if (between !== null && i < n - 1) between(s)
          }
          s.frame = saved
        }
      }
      case 'predicate': {
        const call = head.call
        return (s) => (callPredicate(s, call) ? then(s) : otherwise(s))
      }
      case 'if': {
        const test = condition(head.cond)
        return (s) => (test(s) ? then(s) : otherwise(s))
      }
      case 'macro': {
        const name = head.name
        return (s) => s.frame.setMacro(name, then)
      }
    }
  }

  const sharedLeaf = (node: Exclude<Leaf, { k: 'text' }>): Program => {
    if (node.k === 'eval') return leaf(node)
    let program = leafPrograms.get(node)
    if (program === undefined) {
      program = leaf(node)
      leafPrograms.set(node, program)
    }
    return program
  }

  const leaf = (node: Exclude<Leaf, { k: 'text' }>): Program => {
    switch (node.k) {
      case 'variable': {
        const getters = node.vars.map((p) => makeGetter(p))
        const calls = node.formatters
        if (calls.length === 0) {
          const get = getters[0] as (f: Frame) => unknown
          return (s) => {
            const value = get(s.frame)
            if (typeof value === 'string') s.out += value
            else if (value !== undefined) s.out += toOutput(value)
          }
        }
        const paths = node.vars
        const chain =
          paths.length === 1
            ? singleChain(paths[0] as VariablePath, getters[0] as Getter, calls, true)
            : (s: RenderState) => evaluateChain(s, paths, getters, calls, true)
        return (s) => {
          const value = chain(s)
          if (typeof value === 'string') s.out += value
          else if (value !== undefined) s.out += toOutput(value)
        }
      }
      case 'bindvar': {
        const getters = node.vars.map((p) => makeGetter(p))
        const { name, vars, formatters } = node
        return (s) => s.frame.setVar(name, evaluateChain(s, vars, getters, formatters))
      }
      case 'ctx': {
        const pairs = node.pairs.map(([key, path]) => [key, makeGetter(path)] as const)
        const name = node.name
        return (s) => {
          const value: Record<string, unknown> = {}
          for (const [key, get] of pairs) {
            // A missing path still gets its key, as null.
            value[key] = get(s.frame) ?? null
          }
          s.frame.setVar(name, value)
        }
      }
      case 'eval': {
        const source = node.source
        const compiled = compileExpression(source, options.maxExprTokens)
        if (!compiled.ok) {
          const message = messages.expressionParse(source, compiled.message)
          errors.push(engineError('expression-parse', message))
          return noop
        }
        const evaluate = compiled.evaluate
        return (s) => {
          if (!s.env.enableExpr) return
          const value = evaluate(s.frame, (e) =>
            s.fail('expression-reduce', messages.expressionReduce(source, e.message)),
          )
          if (value !== undefined) s.out += toOutput(value)
        }
      }
      case 'include': {
        const { name, output } = node
        return (s) => {
          if (s.env.enableInclude) s.include(name, output)
        }
      }
      case 'inject': {
        const { name, key } = node
        return (s) => s.frame.setVar(name, s.env.injects[key])
      }
    }
  }

  return body(tree)
}

function emitText(text: string): Program {
  return (s) => {
    s.out += text
  }
}

function condition(cond: IfCondition): (s: RenderState) => boolean {
  if (cond.k === 'predicate') {
    const call: PredicateCall = cond.call
    return (s) => callPredicate(s, call)
  }
  const getters = cond.paths.map((p) => makeGetter(p))
  if (getters.length === 1) {
    const get = getters[0] as (f: Frame) => unknown
    return (s) => isTruthy(get(s.frame))
  }
  if (cond.op === '||') return (s) => getters.some((get) => isTruthy(get(s.frame)))
  return (s) => getters.every((get) => isTruthy(get(s.frame)))
}
