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
  /**
   * Resolve as `resolve` does, starting one frame down the stack: below the scope a printed
   * variable's chain runs in, so its arguments see the data around the variable rather than the
   * variable's own fields. `format` and `message` read their arguments this way, as the
   * reference does (in a `.var` chain, which has no scope of its own, that is the enclosing
   * section's parent).
   */
  resolveFromParent(path: string): unknown
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
  /**
   * Render a template source (compiled once and cached) with `node` as its scope, sharing
   * partials, injects and locale. The scope is private (names missing from `node` resolve to
   * nothing) unless `options.private` is false, when they are looked up the stack as in a section.
   */
  renderTemplate(source: string, node: unknown, options?: { private?: boolean }): string
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
