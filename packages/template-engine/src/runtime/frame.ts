import type { Program } from './program.js'

/**
 * One level of the scope stack. Frames link to their parent; a `stop` frame (a private
 * partial) ends name and variable lookups but not macro lookups.
 */
export class Frame {
  vars: Map<string, unknown> | null = null
  macros: Map<string, Program> | null = null

  constructor(
    public node: unknown,
    public readonly parent: Frame | null,
    public index: number,
    public readonly stop: boolean,
  ) {}

  setVar(name: string, value: unknown): void {
    if (this.vars === null) this.vars = new Map()
    this.vars.set(name, value)
  }

  setMacro(name: string, program: Program): void {
    if (this.macros === null) this.macros = new Map()
    this.macros.set(name, program)
  }
}
