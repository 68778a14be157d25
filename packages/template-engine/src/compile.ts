import { DEFAULT_TIME_ZONE } from '@atelier/schema'
import { NO_CLDR, type CldrSource } from './cldr.js'
import { engineError } from './errors.js'
import { FormatterChainParser } from './parse/formatter-chain.js'
import { InstructionCache } from './parse/instruction-cache.js'
import { parseTemplate } from './parse/parse-template.js'
import type { EngineError } from './plugin-api.js'
import { formatters, predicates } from './plugins/registry.js'
import { compileTree } from './runtime/compile-tree.js'
import type { Program } from './runtime/program.js'
import { RenderState, type RenderEnvironment } from './runtime/render-state.js'

export interface RenderOptions {
  /** BCP 47 locale, 'en-US' by default; 'none' renders without locale data. */
  locale?: string
  /**
   * Where locale data comes from (`createCldrSource(loader)`, or `diskCldrSource` of
   * `@atelier/template-engine/cldr-packs`); without it renders have none, as with locale 'none'.
   */
  cldr?: CldrSource
  partials?: Readonly<Record<string, string>>
  injects?: Readonly<Record<string, unknown>>
  /** Epoch milliseconds standing for "now"; the engine never reads the clock (default 0). */
  now?: number
  timeZone?: string
  /** `.eval` instructions run only when enabled (default true). */
  enableExpr?: boolean
  /** `.include` instructions run only when enabled (default true). */
  enableInclude?: boolean
}

export interface CompileOptions extends RenderOptions {
  /**
   * Keep the compiled template, and the partials it renders, in the shared cache keyed by
   * source (default true). `false` compiles afresh, which the benchmark uses to time compiling.
   */
  cache?: boolean
}

export interface RenderResult {
  output: string
  errors: EngineError[]
}

export interface Template {
  readonly source: string
  /** Syntax errors found while compiling; the template still renders everything else. */
  readonly errors: readonly EngineError[]
  render(context: unknown, options?: RenderOptions): RenderResult
}

interface CompiledSource {
  readonly program: Program
  readonly errors: readonly EngineError[]
}

/** Compiled templates are kept by source, at most this many (least recently used go first). */
export const TEMPLATE_CACHE_SIZE = 500

const chains = new FormatterChainParser(formatters)
const instructions = new InstructionCache()
const cache = new Map<string, CompiledSource>()

function compileFresh(source: string): CompiledSource {
  try {
    const { tree, errors } = parseTemplate(source, { chains, predicates, instructions })
    const program = compileTree(tree, errors)
    return { program, errors }
  } catch (e) {
    // A compiler bug must not escape: the template renders nothing and says why.
    const message = e instanceof Error ? e.message : String(e)
    return { program: () => {}, errors: [engineError('render-failed', message)] }
  }
}

function compileSource(source: string): CompiledSource {
  const hit = cache.get(source)
  if (hit !== undefined) {
    cache.delete(source)
    cache.set(source, hit)
    return hit
  }
  const compiled = compileFresh(source)
  if (cache.size >= TEMPLATE_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  cache.set(source, compiled)
  return compiled
}

const EMPTY: Readonly<Record<string, never>> = {}

/** Compiles partials once per render, outside the shared cache. */
function privateCompiler(): (source: string) => CompiledSource {
  const local = new Map<string, CompiledSource>()
  return (source) => {
    let compiled = local.get(source)
    if (compiled === undefined) {
      compiled = compileFresh(source)
      local.set(source, compiled)
    }
    return compiled
  }
}

/** The render environment for a set of options, with the documented defaults. */
export function environmentFor(options: CompileOptions): RenderEnvironment {
  return {
    locale: options.locale ?? 'en-US',
    cldr: options.cldr ?? NO_CLDR,
    now: options.now ?? 0,
    timeZone: options.timeZone ?? DEFAULT_TIME_ZONE,
    injects: options.injects ?? EMPTY,
    partials: options.partials ?? EMPTY,
    enableExpr: options.enableExpr ?? true,
    enableInclude: options.enableInclude ?? true,
    compileSource: options.cache === false ? privateCompiler() : compileSource,
  }
}

/** Compiles a template once; never throws. Options given here are defaults for every render. */
export function compile(source: string, options: CompileOptions = {}): Template {
  const compiled = options.cache === false ? compileFresh(source) : compileSource(source)
  return {
    source,
    errors: compiled.errors,
    render(context: unknown, renderOptions?: RenderOptions): RenderResult {
      const merged = renderOptions === undefined ? options : { ...options, ...renderOptions }
      const state = new RenderState(context, environmentFor(merged))
      try {
        compiled.program(state)
      } catch (e) {
        const message = e instanceof Error ? e.message : String(e)
        state.fail('render-failed', message)
      }
      return { output: state.out, errors: state.errors }
    },
  }
}
