import { engineError, messages, type Position } from '../errors.js'
import { parsePath, type VariablePath } from '../path.js'
import type { EngineError, PredicateFn } from '../plugin-api.js'
import { splitCall, type FormatterChainParser } from './formatter-chain.js'
import type { FormatterCall, IfCondition, Instruction, PredicateCall } from './instruction.js'

export interface InstructionParserDeps {
  readonly chains: FormatterChainParser
  readonly predicates: ReadonlyMap<string, PredicateFn>
}

/** What one parse shares: the registries, its error list and a way to place an offset. */
export interface InstructionParserContext extends InstructionParserDeps {
  readonly errors: EngineError[]
  positionAt(offset: number): Position
}

export const END: Instruction = { k: 'end' }
export const OR: Instruction = { k: 'or', call: null }
const ALTERNATES: Instruction = { k: 'alternates' }
const LITERALS: ReadonlyMap<string, Instruction> = new Map<string, Instruction>([
  ['.meta-left', { k: 'text', text: '{' }],
  ['.meta-right', { k: 'text', text: '}' }],
  ['.space', { k: 'text', text: ' ' }],
  ['.tab', { k: 'text', text: '\t' }],
  ['.newline', { k: 'text', text: '\n' }],
])

const BOUND_NAME = /^@[A-Za-z0-9_$-]+$/

const isNameChar = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 95 || c === 45

/** Length of a predicate name (`name?`) at the start of `text`, or 0. */
function predicateNameLength(text: string): number {
  let i = 0
  while (i < text.length && isNameChar(text.charCodeAt(i))) i++
  return i > 0 && text.charCodeAt(i) === 63 ? i + 1 : 0
}

/**
 * Parses the text between `{` and `}`. Returns null when it is not an instruction, in which
 * case the braces and text are printed as they are; unknown formatters also come back as null,
 * with an error; an unknown predicate is reported and tests false.
 */
export function parseInstruction(
  body: string,
  ctx: InstructionParserContext,
  offset: number,
): Instruction | null {
  if (body.charCodeAt(0) !== 46) return parseVariable(body, ctx, offset)
  if (body === '.end') return END
  if (body === '.or') return OR
  if (body === '.alternates with') return ALTERNATES
  const literal = LITERALS.get(body)
  if (literal !== undefined) return literal
  const space = body.indexOf(' ')
  const word = space < 0 ? body.slice(1) : body.slice(1, space)
  const rest = space < 0 ? '' : body.slice(space + 1)
  switch (word) {
    case 'section': {
      const path = parsePath(rest)
      return path === null ? null : { k: 'section', path }
    }
    case 'repeated': {
      if (!rest.startsWith('section ')) return null
      const path = parsePath(rest.slice(8))
      return path === null ? null : { k: 'repeated', path }
    }
    case 'or': {
      const call = parsePredicateCall(rest, ctx, offset)
      return call === null ? null : { k: 'or', call }
    }
    case 'if': {
      const cond = parseIf(rest, ctx, offset)
      return cond === null ? null : { k: 'if', cond }
    }
    // `.var` only: the reference has no `.bindvar` and prints it as text.
    case 'var': {
      const sp = rest.indexOf(' ')
      const name = rest.slice(0, sp)
      if (sp < 0 || !BOUND_NAME.test(name)) return null
      const parsed = parseVariable(rest.slice(sp + 1), ctx, offset)
      if (parsed === null || parsed.k !== 'variable') return null
      return { k: 'bindvar', name, vars: parsed.vars, formatters: parsed.formatters }
    }
    case 'ctx': {
      const [name, ...pairs] = rest.split(' ').filter((p) => p.length > 0)
      if (name === undefined || !BOUND_NAME.test(name) || pairs.length === 0) return null
      const parsedPairs: (readonly [string, VariablePath])[] = []
      for (const pair of pairs) {
        const eq = pair.indexOf('=')
        const path = eq > 0 ? parsePath(pair.slice(eq + 1)) : null
        if (path === null) return null
        parsedPairs.push([pair.slice(0, eq), path])
      }
      return { k: 'ctx', name, pairs: parsedPairs }
    }
    case 'macro':
      return rest.length === 0 || rest.includes(' ') ? null : { k: 'macro', name: rest }
    case 'eval':
      // The expression must follow a space: a bare `{.eval}` is text, as in the reference.
      return space < 0 ? null : { k: 'eval', source: rest }
    case 'include': {
      const [name, ...options] = rest.split(' ').filter((p) => p.length > 0)
      if (name === undefined) return null
      return { k: 'include', name, output: options.includes('output') }
    }
    case 'inject': {
      const [name, key] = rest.split(' ').filter((p) => p.length > 0)
      if (name === undefined || key === undefined || !BOUND_NAME.test(name)) return null
      return { k: 'inject', name, key }
    }
    default: {
      const call = parsePredicateCall(body.slice(1), ctx, offset)
      return call === null ? null : { k: 'predicate', call }
    }
  }
}

const UNKNOWN_PREDICATE: PredicateFn = () => false

function parsePredicateCall(
  text: string,
  ctx: InstructionParserContext,
  offset: number,
): PredicateCall | null {
  const length = predicateNameLength(text)
  if (length === 0) return null
  const name = text.slice(0, length)
  let fn = ctx.predicates.get(name)
  if (fn === undefined) {
    // Reported, but still a block whose test is false, as the reference treats it.
    const message = messages.predicateUnknown(name)
    ctx.errors.push(engineError('predicate-unknown', message, ctx.positionAt(offset)))
    fn = UNKNOWN_PREDICATE
  }
  return { name, fn, args: splitCall(text, name) }
}

function parseIf(text: string, ctx: InstructionParserContext, offset: number): IfCondition | null {
  const trimmed = text.trimStart()
  if (trimmed.length === 0) return null
  if (predicateNameLength(trimmed) > 0) {
    const call = parsePredicateCall(trimmed, ctx, offset)
    return call === null ? null : { k: 'predicate', call }
  }
  if (!trimmed.includes('|') && !trimmed.includes('&')) {
    const path = parsePath(trimmed.trimEnd())
    return path === null ? null : { k: 'vars', op: '||', paths: [path] }
  }
  const tokens = text.trim().split(/\s*(\|\||&&)\s*/)
  const paths: VariablePath[] = []
  let op: '||' | '&&' | null = null
  for (let i = 0; i < tokens.length; i += 2) {
    const path = parsePath(tokens[i] as string)
    if (path === null) return null
    paths.push(path)
    const next = tokens[i + 1] as '||' | '&&' | undefined
    if (next === undefined) break
    // Only the first operator counts: a chain stops where the operator changes.
    if (op !== null && next !== op) {
      if (parsePath(tokens[i + 2] ?? '') === null) return null
      break
    }
    op = next
  }
  return { k: 'vars', op: op ?? '||', paths }
}

const NO_FORMATTERS: readonly FormatterCall[] = []

function parseVariable(
  body: string,
  ctx: InstructionParserContext,
  offset: number,
): Instruction | null {
  const bar = body.indexOf('|')
  const varText = bar < 0 ? body : body.slice(0, bar)
  let vars: VariablePath[]
  if (varText.includes(',')) {
    vars = []
    for (const part of varText.split(',')) {
      const path = parsePath(part.trim())
      if (path === null) return null
      vars.push(path)
    }
  } else {
    const path = parsePath(varText)
    if (path === null) return null
    vars = [path]
  }
  let formatters = NO_FORMATTERS
  if (bar >= 0) {
    const chain = ctx.chains.parse(body.slice(bar + 1))
    if (!chain.ok) {
      if (chain.unknown !== null) {
        const message = messages.formatterUnknown(chain.unknown)
        ctx.errors.push(engineError('formatter-unknown', message, ctx.positionAt(offset)))
      }
      return null
    }
    formatters = chain.calls
  }
  return { k: 'variable', vars, formatters }
}
