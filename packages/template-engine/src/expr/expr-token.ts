import type { VariablePath } from '../path.js'

/** One lexical token of an `.eval` expression. */
export type ExprToken =
  | { readonly t: 'lit'; readonly v: unknown }
  | { readonly t: 'path'; readonly path: VariablePath }
  | { readonly t: 'fn'; readonly name: ExprFunctionName }
  | { readonly t: 'op'; readonly op: string }
  | { readonly t: '(' }
  | { readonly t: ')' }
  | { readonly t: ',' }
  | { readonly t: ';' }

export const EXPR_FUNCTIONS = ['max', 'min', 'abs', 'num', 'str', 'bool'] as const
export type ExprFunctionName = (typeof EXPR_FUNCTIONS)[number]

export function isExprFunction(name: string): name is ExprFunctionName {
  return (EXPR_FUNCTIONS as readonly string[]).includes(name)
}

/** Constants an expression may name. */
export const EXPR_CONSTANTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['true', true],
  ['false', false],
  ['null', null],
  ['PI', Math.PI],
  ['E', Math.E],
  ['Infinity', Infinity],
  ['NaN', NaN],
])

/** A syntax error of an expression; caught by the compiler and reported, never thrown out. */
export class ExprSyntaxError extends Error {}

/** Default cap on the tokens of one `.eval`, so a huge expression cannot stall a render. */
export const DEFAULT_MAX_TOKENS = 1000
