import type { VariablePath } from '../path.js'
import { ExprSyntaxError, type ExprFunctionName, type ExprToken } from './expr-token.js'

/** One step of a postfix (RPN) program. */
export type RpnItem =
  | { readonly t: 'lit'; readonly v: unknown }
  | { readonly t: 'path'; readonly path: VariablePath }
  | { readonly t: 'unary'; readonly op: string }
  | { readonly t: 'binary'; readonly op: string }
  | { readonly t: 'call'; readonly name: ExprFunctionName; readonly argc: number }

const BINARY_PRECEDENCE: Readonly<Record<string, number>> = {
  '**': 15,
  '*': 13,
  '/': 13,
  '%': 13,
  '+': 12,
  '-': 12,
  '<<': 11,
  '>>': 11,
  '<': 10,
  '<=': 10,
  '>': 10,
  '>=': 10,
  '==': 9,
  '!=': 9,
  '===': 9,
  '!==': 9,
  '&': 8,
  '^': 7,
  '|': 6,
  '&&': 5,
  '||': 4,
  '=': 1,
}
const RIGHT_ASSOCIATIVE = new Set(['**', '='])
// Unary operators bind tighter than '**': -2 ** 2 is 4.
const UNARY_PRECEDENCE = 16
const UNARY_OPERATORS = new Set(['!', '~', '-', '+'])

type StackEntry =
  | { readonly k: 'unary'; readonly op: string }
  | { readonly k: 'binary'; readonly op: string; readonly prec: number }
  | { readonly k: '('; readonly fn: { name: ExprFunctionName; argc: number } | null }

/** Turns tokens into one RPN program per `;`-separated expression (shunting-yard). */
export function parseExpression(tokens: readonly ExprToken[]): RpnItem[][] {
  const programs: RpnItem[][] = []
  let out: RpnItem[] = []
  const stack: StackEntry[] = []
  let expectOperand = true
  let pendingFn: ExprFunctionName | null = null

  const popOperator = (entry: StackEntry): void => {
    if (entry.k === 'unary') out.push({ t: 'unary', op: entry.op })
    else if (entry.k === 'binary') out.push({ t: 'binary', op: entry.op })
  }
  const popUntilParen = (): StackEntry | undefined => {
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as StackEntry
      if (top.k === '(') return top
      popOperator(stack.pop() as StackEntry)
    }
    return undefined
  }
  const endExpression = (): void => {
    for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
      if (top.k === '(') throw new ExprSyntaxError('Mismatched parenthesis')
      popOperator(top)
    }
    if (out.length > 0) programs.push(out)
    out = []
    expectOperand = true
  }

  for (const token of tokens) {
    if (pendingFn !== null && token.t !== '(') {
      throw new ExprSyntaxError(`Expected '(' after function ${pendingFn}`)
    }
    switch (token.t) {
      case 'lit':
      case 'path':
        out.push(token)
        expectOperand = false
        break
      case 'fn':
        pendingFn = token.name
        break
      case '(':
        stack.push({ k: '(', fn: pendingFn === null ? null : { name: pendingFn, argc: 0 } })
        pendingFn = null
        expectOperand = true
        break
      case ',': {
        const paren = popUntilParen()
        if (paren === undefined) {
          // A top-level comma just separates values on the stack.
          for (let top = stack.pop(); top !== undefined; top = stack.pop()) popOperator(top)
        } else if (paren.k === '(' && paren.fn !== null) {
          paren.fn.argc++
        }
        expectOperand = true
        break
      }
      case ')': {
        const paren = popUntilParen()
        if (paren === undefined || paren.k !== '(')
          throw new ExprSyntaxError('Mismatched parenthesis')
        stack.pop()
        if (paren.fn !== null) {
          const argc = expectOperand ? paren.fn.argc : paren.fn.argc + 1
          out.push({ t: 'call', name: paren.fn.name, argc })
        }
        expectOperand = false
        break
      }
      case ';':
        endExpression()
        break
      case 'op': {
        if (expectOperand) {
          if (!UNARY_OPERATORS.has(token.op)) {
            throw new ExprSyntaxError(`Unexpected operator ${token.op}`)
          }
          stack.push({ k: 'unary', op: token.op })
          break
        }
        const prec = BINARY_PRECEDENCE[token.op]
        if (prec === undefined) throw new ExprSyntaxError(`Unexpected operator ${token.op}`)
        const right = RIGHT_ASSOCIATIVE.has(token.op)
        while (stack.length > 0) {
          const top = stack[stack.length - 1] as StackEntry
          if (top.k === '(') break
          const topPrec = top.k === 'unary' ? UNARY_PRECEDENCE : top.prec
          if (topPrec > prec || (topPrec === prec && !right)) popOperator(stack.pop() as StackEntry)
          else break
        }
        stack.push({ k: 'binary', op: token.op, prec })
        expectOperand = true
        break
      }
    }
  }
  if (pendingFn !== null) throw new ExprSyntaxError(`Expected '(' after function ${pendingFn}`)
  endExpression()
  return programs
}
