import type { EngineError } from './plugin-api.js'

/** Stable codes of every error the engine reports; messages carry the SPEC texts. */
export type EngineErrorCode =
  | 'not-allowed-at-root'
  | 'not-allowed-in-block'
  | 'dead-code'
  | 'eof-in-block'
  | 'unclosed-block'
  | 'formatter-unknown'
  | 'predicate-unknown'
  | 'formatter-unimplemented'
  | 'predicate-unimplemented'
  | 'formatter-args'
  | 'expression-parse'
  | 'expression-reduce'
  | 'partial-missing'
  | 'partial-parse-fail'
  | 'partial-recursion'
  | 'plural-key-invalid'
  | 'render-failed'
  | 'render-limit'

export interface Position {
  line: number
  column: number
}

export function engineError(code: EngineErrorCode, message: string, at?: Position): EngineError {
  return at === undefined ? { code, message } : { code, message, line: at.line, column: at.column }
}

export const messages = {
  notAllowedAtRoot: (type: string) => `Instruction ${type} not allowed at root`,
  notAllowedInBlock: (type: string, parent: string) =>
    `${type} instruction is not allowed inside ${parent} block.`,
  deadCode: (type: string) => `This ${type} block will never execute.`,
  eofInBlock: (type: string) => `Reached EOF in the middle of ${type}`,
  unclosed: (type: string) => `Unclosed ${type} block: missing END`,
  formatterUnknown: (name: string) => `Formatter '${name}' is unknown`,
  predicateUnknown: (name: string) => `Predicate '${name}' is unknown`,
  formatterUnimplemented: (name: string) => `"${name}" formatter is not yet implemented`,
  predicateUnimplemented: (name: string) => `"${name}" predicate is not yet implemented`,
  expressionParse: (expr: string, reason: string) =>
    `Error parsing expression: ${JSON.stringify(expr)}: ${reason}`,
  expressionReduce: (expr: string, reason: string) =>
    `Error evaluating expression: ${JSON.stringify(expr)}: ${reason}`,
  partialMissing: (name: string) => `Attempt to apply partial '${name}' which could not be found.`,
  partialParseFail: (name: string, reason: string) =>
    `Failed to parse partial '${name}': ${reason}`,
  renderLimit: (steps: number) =>
    `Render stopped: the template needed more than ${steps} steps of work`,
  partialRecursion: (name: string, limit: number) =>
    `Attempt to apply partial '${name}' exceeded maximum recursion depth of ${limit}`,
}
