import type { VariablePath } from '../path.js'
import type { Frame } from '../runtime/frame.js'
import { makeGetter, type Getter } from '../runtime/lookup.js'
import { isTruthy, toOutput } from '../values.js'
import type { ExprFunctionName } from './expr-token.js'
import type { RpnItem } from './expr-parser.js'

/** A reference to a `@variable`, kept unresolved so that `=` can assign to it. */
class VarRef {
  constructor(
    readonly path: VariablePath,
    readonly get: Getter,
  ) {}
}

/** A failure while evaluating; reported as an expression reduce error. */
export class ExprEvalError extends Error {}

type Step = (stack: unknown[], frame: Frame) => void

/**
 * Compiles RPN programs to one function that returns the value of the last expression. Each
 * `;`-separated expression stands alone: one that fails is reported through `onError` and the
 * others still run.
 */
export function compileRpn(
  programs: readonly RpnItem[][],
): (frame: Frame, onError: (e: ExprEvalError) => void) => unknown {
  const compiled = programs.map((program) => program.map(compileStep))
  return (frame, onError) => {
    let result: unknown = undefined
    for (const steps of compiled) {
      const stack: unknown[] = []
      try {
        for (let i = 0; i < steps.length; i++) (steps[i] as Step)(stack, frame)
        result = stack.length === 0 ? undefined : deref(stack[stack.length - 1], frame)
      } catch (e) {
        if (!(e instanceof ExprEvalError)) throw e
        onError(e)
        result = undefined
      }
    }
    return result
  }
}

function deref(value: unknown, frame: Frame): unknown {
  return value instanceof VarRef ? scalar(value.get(frame)) : value
}

/** Expressions work on scalars (missing reads as null); an object or array is an error. */
function scalar(value: unknown): unknown {
  if (value === undefined) return null
  if (typeof value === 'object' && value !== null) {
    throw new ExprEvalError('unexpected token on stack')
  }
  return value
}

function pop(stack: unknown[], frame: Frame): unknown {
  if (stack.length === 0) throw new ExprEvalError('Missing operand')
  return deref(stack.pop(), frame)
}

function compileStep(item: RpnItem): Step {
  switch (item.t) {
    case 'lit': {
      const v = item.v
      return (stack) => stack.push(v)
    }
    case 'path': {
      const get = makeGetter(item.path)
      if (item.path.head.startsWith('@') && item.path.tail.length === 0) {
        const ref = new VarRef(item.path, get)
        return (stack) => stack.push(ref)
      }
      return (stack, frame) => stack.push(scalar(get(frame)))
    }
    case 'unary': {
      const fn = UNARY[item.op] as (a: unknown) => unknown
      return (stack, frame) => stack.push(fn(pop(stack, frame)))
    }
    case 'binary': {
      if (item.op === '=') return assign
      const fn = BINARY[item.op] as (a: unknown, b: unknown) => unknown
      return (stack, frame) => {
        const b = pop(stack, frame)
        const a = pop(stack, frame)
        stack.push(fn(a, b))
      }
    }
    case 'call': {
      const fn = FUNCTIONS[item.name]
      const argc = item.argc
      return (stack, frame) => {
        if (stack.length < argc) throw new ExprEvalError('Missing operand')
        const args = stack.splice(stack.length - argc, argc).map((v) => deref(v, frame))
        stack.push(fn(args))
      }
    }
  }
}

const assign: Step = (stack, frame) => {
  const value = pop(stack, frame)
  const target = stack.pop()
  if (!(target instanceof VarRef)) throw new ExprEvalError('Invalid assignment target')
  frame.setVar(target.path.head, value)
}

type N = number

const UNARY: Readonly<Record<string, (a: unknown) => unknown>> = {
  '!': (a) => !isTruthy(a),
  '~': (a) => ~(a as N),
  '-': (a) => -(a as N),
  '+': (a) => +(a as N),
}

const BINARY: Readonly<Record<string, (a: unknown, b: unknown) => unknown>> = {
  '**': (a, b) => (a as N) ** (b as N),
  '*': (a, b) => (a as N) * (b as N),
  '/': (a, b) => (a as N) / (b as N),
  '%': (a, b) => (a as N) % (b as N),
  '+': (a, b) => (a as N) + (b as N),
  '-': (a, b) => (a as N) - (b as N),
  '<<': (a, b) => (a as N) << (b as N),
  '>>': (a, b) => (a as N) >> (b as N),
  '<': (a, b) => (a as N) < (b as N),
  '<=': (a, b) => (a as N) <= (b as N),
  '>': (a, b) => (a as N) > (b as N),
  '>=': (a, b) => (a as N) >= (b as N),
  // Loose equality is the language's documented behaviour ("1" == 1).
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
  '===': (a, b) => a === b,
  '!==': (a, b) => a !== b,
  '&': (a, b) => (a as N) & (b as N),
  '^': (a, b) => (a as N) ^ (b as N),
  '|': (a, b) => (a as N) | (b as N),
  '&&': (a, b) => isTruthy(a) && isTruthy(b),
  '||': (a, b) => isTruthy(a) || isTruthy(b),
}

function nonEmpty(name: string, args: unknown[]): unknown[] {
  if (args.length === 0) throw new ExprEvalError(`Error calling function ${name}`)
  return args
}

/**
 * max (sign 1) and min (sign -1) as the reference computes them: a value replaces the running
 * result unless it is known not to beat it, so a NaN takes over until a number follows it.
 */
function extreme(args: unknown[], sign: 1 | -1): number {
  let result = -sign * Infinity
  for (const arg of args) {
    const n = toNum(arg)
    if (!(sign * n <= sign * result)) result = n
  }
  return result
}

function toNum(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'boolean') return v ? 1 : 0
  if (typeof v === 'string') return Number(v.trim())
  return v === null ? 0 : NaN
}

const FUNCTIONS: Readonly<Record<ExprFunctionName, (args: unknown[]) => unknown>> = {
  max: (args) => extreme(nonEmpty('max', args), 1),
  min: (args) => extreme(nonEmpty('min', args), -1),
  abs: (args) => Math.abs(toNum(args[0])),
  num: (args) => toNum(args[0]),
  str: (args) => (args[0] === null ? 'null' : toOutput(args[0])),
  bool: (args) => isTruthy(args[0]),
}
