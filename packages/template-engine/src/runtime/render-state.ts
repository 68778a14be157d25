import type { CLDR } from '@phensley/cldr'
import type { CldrSource } from '../cldr.js'
import { engineError, messages, type EngineErrorCode } from '../errors.js'
import { parsePath } from '../path.js'
import type { EngineError, RenderContext } from '../plugin-api.js'
import { getPath } from '../values.js'
import { Frame } from './frame.js'
import { makeGetter, type Getter } from './lookup.js'
import type { Program } from './program.js'

const getterCache = new Map<string, Getter | null>()
const GETTER_CACHE_SIZE = 2000

/** Plugins resolve the same argument strings on every render: parse each once. */
function cachedGetter(path: string): Getter | null {
  let get = getterCache.get(path)
  if (get === undefined) {
    const parsed = parsePath(path)
    get = parsed === null ? null : makeGetter(parsed)
    if (getterCache.size >= GETTER_CACHE_SIZE) getterCache.clear()
    getterCache.set(path, get)
  }
  return get
}

/** SPEC §9: partials and macros nest at most this deep. */
export const MAX_PARTIAL_DEPTH = 16

/**
 * Work one render may do, counted as loop iterations plus PARTIAL_STEP_COST per partial or
 * macro application. Nesting limits alone do not stop a template whose work grows
 * exponentially (a macro applying itself ten times per level), so a render that exceeds this
 * stops with an error instead of hanging.
 */
export const MAX_RENDER_STEPS = 2_000_000
export const PARTIAL_STEP_COST = 20

/** What a render needs besides the context: partials are compiled on demand through `load`. */
export interface RenderEnvironment {
  readonly locale: string
  readonly cldr: CldrSource
  readonly now: number
  readonly timeZone: string
  readonly injects: Readonly<Record<string, unknown>>
  readonly enableExpr: boolean
  readonly enableInclude: boolean
  /** Compiles partial or template source (cached); errors are the compile errors. */
  compileSource(source: string): { program: Program; errors: readonly EngineError[] }
  readonly partials: Readonly<Record<string, string>>
}

/** The mutable state of one render; also the RenderContext that formatters and predicates see. */
export class RenderState implements RenderContext {
  out = ''
  frame: Frame
  depth = 0
  /** Work left before the render is cut short; see MAX_RENDER_STEPS. */
  steps = MAX_RENDER_STEPS
  readonly errors: EngineError[] = []
  private cldrLoaded = false
  private cldrValue: CLDR | undefined

  constructor(
    root: unknown,
    readonly env: RenderEnvironment,
  ) {
    this.frame = new Frame(root, null, -1, false)
  }

  get locale(): string {
    return this.env.locale
  }
  get now(): number {
    return this.env.now
  }
  get timeZone(): string {
    return this.env.timeZone
  }
  get cldr(): CLDR | undefined {
    if (!this.cldrLoaded) {
      this.cldrValue = this.env.cldr(this.env.locale)
      this.cldrLoaded = true
    }
    return this.cldrValue
  }

  node(): unknown {
    return this.frame.node
  }

  resolve(path: string | readonly (string | number)[]): unknown {
    if (typeof path === 'string') {
      const get = cachedGetter(path)
      return get === null ? undefined : get(this.frame)
    }
    if (path.length === 0) return this.frame.node
    const [head, ...tail] = path
    return getPath(makeGetter({ text: '', head: String(head), tail: [] })(this.frame), tail)
  }

  resolveFromParent(path: string): unknown {
    const saved = this.frame
    if (saved.parent !== null) this.frame = saved.parent
    try {
      return this.resolve(path)
    } finally {
      this.frame = saved
    }
  }

  error(code: string, message: string): void {
    this.errors.push({ code, message })
  }

  fail(code: EngineErrorCode, message: string): void {
    this.errors.push(engineError(code, message))
  }

  push(node: unknown): Frame {
    const previous = this.frame
    this.frame = new Frame(node, previous, -1, false)
    return previous
  }

  /** Finds a macro up the stack, then a partial; undefined (and an error) when neither exists. */
  findProgram(name: string): Program | undefined {
    for (let f: Frame | null = this.frame; f !== null; f = f.parent) {
      const macro = f.macros?.get(name)
      if (macro !== undefined) return macro
    }
    const source = this.env.partials[name]
    if (source === undefined) {
      this.fail('partial-missing', messages.partialMissing(name))
      return undefined
    }
    const { program, errors } = this.env.compileSource(source)
    if (errors.length > 0) {
      const reason = errors.map((e) => e.message).join('; ')
      this.fail('partial-parse-fail', messages.partialParseFail(name, reason))
    }
    return program
  }

  /** Counts `n` steps of work; false (reported once) when the render's budget is spent. */
  spend(n: number): boolean {
    if (this.steps <= 0) return false
    this.steps -= n
    if (this.steps > 0) return true
    this.fail('render-limit', messages.renderLimit(MAX_RENDER_STEPS))
    return false
  }

  private enter(name: string): boolean {
    if (!this.spend(PARTIAL_STEP_COST)) return false
    if (this.depth >= MAX_PARTIAL_DEPTH) {
      this.fail('partial-recursion', messages.partialRecursion(name, MAX_PARTIAL_DEPTH))
      return false
    }
    return true
  }

  /** Runs `program` against `node` in a new frame and returns what it printed. */
  runIsolated(program: Program, node: unknown, isPrivate: boolean, args?: unknown): string {
    const savedOut = this.out
    const savedFrame = this.frame
    this.out = ''
    this.frame = new Frame(node, savedFrame, -1, isPrivate)
    if (args !== undefined) this.frame.setVar('@args', args)
    this.depth++
    try {
      program(this)
      return this.out
    } finally {
      this.depth--
      this.out = savedOut
      this.frame = savedFrame
    }
  }

  /** The `apply` formatter: a macro or partial rendered with `node` as its scope. */
  applyPartial(
    name: string,
    node: unknown,
    options: { args?: Readonly<Record<string, string>>; private?: boolean } = {},
  ): string | undefined {
    if (!this.enter(name)) return undefined
    const program = this.findProgram(name)
    if (program === undefined) return undefined
    return this.runIsolated(program, node, options.private === true, options.args)
  }

  renderPartial(name: string, node: unknown): string | undefined {
    return this.applyPartial(name, node)
  }

  renderTemplate(source: string, node: unknown, options: { private?: boolean } = {}): string {
    if (!this.enter('<template>')) return ''
    const { program, errors } = this.env.compileSource(source)
    for (const e of errors) this.errors.push(e)
    return this.runIsolated(program, node, options.private !== false)
  }

  /** `.include`: runs a macro or partial in the current frame; its output is kept only on request. */
  include(name: string, keepOutput: boolean): void {
    if (!this.enter(name)) return
    const program = this.findProgram(name)
    if (program === undefined) return
    const savedOut = this.out
    this.out = ''
    this.depth++
    try {
      program(this)
    } finally {
      this.depth--
      this.out = keepOutput ? savedOut + this.out : savedOut
    }
  }
}
