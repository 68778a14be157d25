import type { CLDR } from '@phensley/cldr'

/**
 * The contract between the engine core and its formatter and predicate plugins.
 * Plugins never see the compiled program or the output buffer: only values,
 * the scope stack (through `resolve`) and a few services of the render.
 */

/** One error of compiling or rendering; `code` is stable, `message` is the SPEC text. */
export interface EngineError {
  code: string
  message: string
  line?: number
  column?: number
}

/**
 * A value flowing through a formatter chain. `{a,b|f}` gives `f` two variables;
 * a formatter reads `value` and replaces it with `set`. `undefined` means missing.
 */
export interface Variable {
  readonly name: string
  value: unknown
  set(value: unknown): void
}

export interface RenderContext {
  /** The value at the top of the scope stack, what `{@}` prints. */
  node(): unknown
  /** Resolve a dotted path (`a.b.0`) or its segments through the scope stack, as a variable does. */
  resolve(path: string | readonly (string | number)[]): unknown
  /** The locale's CLDR instance, or undefined when rendering with locale 'none'. */
  readonly cldr: CLDR | undefined
  /** BCP 47 locale id ('en-US' by default), or 'none'. */
  readonly locale: string
  /** Epoch milliseconds that stand for "now" during this render. */
  readonly now: number
  /** IANA time zone for dates when the context gives none (default America/New_York). */
  readonly timeZone: string
  /** Record a non-fatal error; rendering goes on. */
  error(code: string, message: string): void
  /** Render a template source (compiled once and cached) with `node` as its scope, sharing partials, injects and locale. */
  renderTemplate(source: string, node: unknown): string
  /** Render a named partial with `node` as its scope; undefined (and an error) when it does not exist. */
  renderPartial(name: string, node: unknown): string | undefined
  /**
   * Render a macro (defined up the scope stack) or partial with `node` as its scope, as the
   * `apply` formatter does: `args` become `@args`; a private scope cannot see outer data.
   */
  applyPartial(
    name: string,
    node: unknown,
    options?: { args?: Readonly<Record<string, string>>; private?: boolean },
  ): string | undefined
}

export type FormatterFn = (args: readonly string[], vars: Variable[], ctx: RenderContext) => void
export type PredicateFn = (args: readonly string[], ctx: RenderContext) => boolean

/** A named group of formatters and predicates; predicate names keep their trailing '?'. */
export interface Plugin {
  formatters: Readonly<Record<string, FormatterFn>>
  predicates: Readonly<Record<string, PredicateFn>>
}
