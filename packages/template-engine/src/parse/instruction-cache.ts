import type { Instruction } from './instruction.js'

/** Distinct instruction texts kept; past this the cache starts afresh, so memory stays flat. */
export const INSTRUCTION_CACHE_SIZE = 4000

/**
 * Parsed instructions by their text between the braces. The same `{.end}`, `{title|html}` and
 * `{.section item}` recur within and across templates and partials, so compiling afresh mostly
 * finds them here. Instructions are immutable, which makes sharing them safe; only texts that
 * parsed without errors are kept, so every parse still reports its own errors with positions.
 * `null` (the text is not an instruction, as in inline CSS) is kept too.
 */
export class InstructionCache {
  private readonly entries = new Map<string, Instruction | null>()

  get(body: string): Instruction | null | undefined {
    return this.entries.get(body)
  }

  set(body: string, instruction: Instruction | null): void {
    if (this.entries.size >= INSTRUCTION_CACHE_SIZE) this.entries.clear()
    this.entries.set(body, instruction)
  }

  get size(): number {
    return this.entries.size
  }
}
