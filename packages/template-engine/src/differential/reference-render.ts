/**
 * Renders with @squarespace/template-engine (a devDependency), the reference this engine is
 * compared against. Only tests and tools use it; it is never part of the built package.
 */
import { createRequire } from 'node:module'
import { getCldr } from '../cldr.js'

interface ReferenceCompiler {
  execute(props: Record<string, unknown>): {
    ctx: { render(): string }
    errors: readonly { type: string; message: string }[]
  }
}

const require = createRequire(import.meta.url)
const { Compiler } = require('@squarespace/template-engine') as {
  Compiler: new () => ReferenceCompiler
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
  // A fresh compiler each time: after some inputs the reference's shared parser state is left
  // broken and later templates render wrongly.
  const compiler = new Compiler()
  try {
    const result = compiler.execute({
      code: input.template,
      json: input.json,
      partials: input.partials,
      injects: input.injects,
      cldr: getCldr(input.locale),
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
