import type { Frame } from '../runtime/frame.js'
import { lexExpression } from './expr-lexer.js'
import { parseExpression } from './expr-parser.js'
import { compileRpn, type ExprEvalError } from './expr-evaluator.js'
import { DEFAULT_MAX_TOKENS, ExprSyntaxError } from './expr-token.js'

export type CompiledExpression =
  | {
      readonly ok: true
      readonly evaluate: (frame: Frame, onError: (e: ExprEvalError) => void) => unknown
    }
  | { readonly ok: false; readonly message: string }

/** Lexes, parses and compiles an `.eval` expression once; syntax errors come back as a value. */
export function compileExpression(
  source: string,
  maxTokens: number = DEFAULT_MAX_TOKENS,
): CompiledExpression {
  try {
    return { ok: true, evaluate: compileRpn(parseExpression(lexExpression(source, maxTokens))) }
  } catch (e) {
    if (e instanceof ExprSyntaxError) return { ok: false, message: e.message }
    throw e
  }
}
