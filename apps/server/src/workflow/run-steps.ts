import type { Failure } from '../errors/failure.js'
import type { Step, StepOutcome } from './step.js'

export interface RunOptions {
  /** Told about an undo that threw; the other undos still run. */
  onUndoError?: (error: unknown, step: string) => void
}

/**
 * Runs the steps in order. When one fails (an expected failure) or throws, the steps that
 * completed are undone in reverse order, each told the cause; then the failure is returned, or
 * the error thrown again. An undo that throws is reported and does not stop the others.
 */
export async function runSteps<C, F extends Failure>(
  steps: readonly Step<C, F>[],
  context: C,
  options: RunOptions = {},
): Promise<StepOutcome<F>> {
  const done: Step<C, F>[] = []
  for (const step of steps) {
    let outcome: StepOutcome<F>
    try {
      outcome = await step.run(context)
    } catch (error) {
      await undoAll(done, context, error, options)
      throw error
    }
    if (!outcome.ok) {
      await undoAll(done, context, outcome, options)
      return outcome
    }
    done.push(step)
  }
  return { ok: true }
}

async function undoAll<C, F extends Failure>(
  done: readonly Step<C, F>[],
  context: C,
  cause: F | unknown,
  options: RunOptions,
): Promise<void> {
  for (const step of [...done].reverse()) {
    if (step.undo === undefined) continue
    try {
      await step.undo(context, cause)
    } catch (error) {
      options.onUndoError?.(error, step.name)
    }
  }
}
