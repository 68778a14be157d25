/**
 * Renders with @squarespace/template-engine (a devDependency), the reference this engine is
 * compared against. Only tests and tools use it; it is never part of the built package.
 */
import { createRequire } from 'node:module'
import { diskCldrSource } from '../cli-cldr-packs.js'
import { escapeAttr } from '../plugins/content/escape-attr.js'

interface ReferenceCompiler {
  execute(props: Record<string, unknown>): {
    ctx: { render(): string }
    errors: readonly { type: string; message: string }[]
  }
}

/** The reference's view of a formatter: `apply` replaces the first variable's node. */
interface ReferenceFormatter {
  apply(
    args: string[],
    vars: { node: { value: unknown }; set(v: unknown): void }[],
    ctx: unknown,
  ): void
}

type PluginTable = Record<string, unknown>

const require = createRequire(import.meta.url)
const { Compiler, Formatters, Predicates } = require('@squarespace/template-engine') as {
  Compiler: new (props?: { formatters: PluginTable; predicates: PluginTable }) => ReferenceCompiler
  Formatters: Record<string, ReferenceFormatter>
  Predicates: PluginTable
}

const FOLLOW_BUTTON = /^([\s\S]*data-username=")([\s\S]*)("><\/div>)$/

/**
 * The reference's `twitter-follow-button` as the shared conformance set corrects it: no button
 * without an account name (f-twitter-follow-button-3) and the name escaped in its attribute
 * (f-twitter-follow-button-4, a security fix).
 */
const followButtonAsConformance: ReferenceFormatter = Object.assign(
  // The reference skips formatters that are not instances of its Formatter class.
  Object.create(Object.getPrototypeOf(Formatters['twitter-follow-button']) as object) as object,
  {
    apply(...[args, vars, ctx]: Parameters<ReferenceFormatter['apply']>): void {
      Formatters['twitter-follow-button'].apply(args, vars, ctx)
      const match = FOLLOW_BUTTON.exec(String(vars[0].node.value))
      if (match === null) return
      vars[0].set(match[2] === '' ? '' : match[1] + escapeAttr(match[2]) + match[3])
    },
  },
)

const CORRECTED_FORMATTERS: PluginTable = {
  ...Formatters,
  'twitter-follow-button': followButtonAsConformance,
}

export interface ReferenceInput {
  readonly template: string
  readonly json: unknown
  readonly partials: Readonly<Record<string, string>>
  readonly injects: Readonly<Record<string, unknown>>
  readonly now: number
  readonly locale: string
}

export interface ReferenceResult {
  readonly output: string
  /**
   * True when the reference's own code failed with an unexpected exception (a TypeError inside
   * a plugin, say): it then drops the whole instruction and records an `engine` error.
   */
  readonly crashed: boolean
}

const CRASH = /^RuntimeError: Unexpected \w+ error when executing/

/** The reference's output; `THROWN: message` when it throws out of `execute`. */
export function referenceRender(input: ReferenceInput): ReferenceResult {
  return render(new Compiler(), input)
}

/**
 * The output of the reference with the behaviour that the shared conformance set documents as
 * wrong corrected (see `followButtonAsConformance`).
 */
export function correctedReferenceRender(input: ReferenceInput): ReferenceResult {
  return render(new Compiler({ formatters: CORRECTED_FORMATTERS, predicates: Predicates }), input)
}

function render(compiler: ReferenceCompiler, input: ReferenceInput): ReferenceResult {
  // A fresh compiler each time: after some inputs the reference's shared parser state is left
  // broken and later templates render wrongly.
  try {
    const result = compiler.execute({
      code: input.template,
      json: input.json,
      partials: input.partials,
      injects: input.injects,
      cldr: diskCldrSource(input.locale),
      now: input.now,
      enableExpr: true,
      enableInclude: true,
    })
    return {
      output: result.ctx.render(),
      crashed: result.errors.some((e) => e.type === 'engine' && CRASH.test(e.message)),
    }
  } catch (e) {
    return { output: `THROWN: ${e instanceof Error ? e.message : String(e)}`, crashed: true }
  }
}
