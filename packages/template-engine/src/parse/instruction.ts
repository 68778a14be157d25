import type { VariablePath } from '../path.js'
import type { FormatterFn, PredicateFn } from '../plugin-api.js'

export interface FormatterCall {
  readonly name: string
  readonly fn: FormatterFn
  readonly args: readonly string[]
}

export interface PredicateCall {
  readonly name: string
  readonly fn: PredicateFn
  readonly args: readonly string[]
}

export type IfCondition =
  | { readonly k: 'vars'; readonly op: '||' | '&&'; readonly paths: readonly VariablePath[] }
  | { readonly k: 'predicate'; readonly call: PredicateCall }

/** One `{...}` instruction (or run of text) as the scanner recognised it. */
export type Instruction =
  | { readonly k: 'text'; readonly text: string }
  | {
      readonly k: 'variable'
      readonly vars: readonly VariablePath[]
      readonly formatters: readonly FormatterCall[]
    }
  | { readonly k: 'section'; readonly path: VariablePath }
  | { readonly k: 'repeated'; readonly path: VariablePath }
  | { readonly k: 'end' }
  | { readonly k: 'or'; readonly call: PredicateCall | null }
  | { readonly k: 'alternates' }
  | { readonly k: 'if'; readonly cond: IfCondition }
  | { readonly k: 'predicate'; readonly call: PredicateCall }
  | {
      readonly k: 'bindvar'
      readonly name: string
      readonly vars: readonly VariablePath[]
      readonly formatters: readonly FormatterCall[]
    }
  | {
      readonly k: 'ctx'
      readonly name: string
      readonly pairs: readonly (readonly [string, VariablePath])[]
    }
  | { readonly k: 'macro'; readonly name: string }
  | { readonly k: 'eval'; readonly source: string }
  | { readonly k: 'include'; readonly name: string; readonly output: boolean }
  | { readonly k: 'inject'; readonly name: string; readonly key: string }

/** Opcode names used in assembler messages. */
export type BlockType = 'SECTION' | 'REPEATED' | 'PREDICATE' | 'OR_PREDICATE' | 'IF' | 'MACRO'
