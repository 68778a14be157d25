import type { Failure } from '../errors/failure.js'

/** What a step gives back: it went through, or the expected failure that stops the flow. */
export type StepOutcome<F extends Failure = Failure> = { ok: true } | F

/**
 * One named step of a write workflow (Medusa's `core-flows`): `run` does its part and records
 * what it made in the flow's context; `undo` takes that back when a later step fails. A step that
 * changes nothing outside the process has no `undo`.
 */
export interface Step<C, F extends Failure = Failure> {
  readonly name: string
  run(context: C): Promise<StepOutcome<F>>
  undo?(context: C, cause: F | unknown): Promise<void>
}
