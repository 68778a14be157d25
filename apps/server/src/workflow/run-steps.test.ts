import { describe, expect, it } from 'vitest'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import { runSteps } from './run-steps.js'
import type { Step } from './step.js'

type Log = string[]

function step(name: string, run: 'ok' | 'fail' | 'throw' = 'ok', undo: 'ok' | 'throw' = 'ok') {
  const made: Step<Log, Failure<'out-of-stock'>> = {
    name,
    async run(log) {
      log.push(`run ${name}`)
      if (run === 'fail') return failure('out-of-stock', `${name} failed`)
      if (run === 'throw') throw new Error(`${name} threw`)
      return { ok: true }
    },
    async undo(log) {
      log.push(`undo ${name}`)
      if (undo === 'throw') throw new Error(`undo ${name} threw`)
    },
  }
  return made
}

describe('runSteps', () => {
  it('runs every step in order and undoes nothing when all go through', async () => {
    const log: Log = []
    expect(await runSteps([step('reserve'), step('pay'), step('confirm')], log)).toEqual({
      ok: true,
    })
    expect(log).toEqual(['run reserve', 'run pay', 'run confirm'])
  })

  it('undoes the completed steps in reverse when a step fails mid-way, and returns its failure', async () => {
    const log: Log = []
    const outcome = await runSteps(
      [step('reserve'), step('hold'), step('pay', 'fail'), step('confirm')],
      log,
    )
    expect(outcome).toEqual(failure('out-of-stock', 'pay failed'))
    expect(log).toEqual(['run reserve', 'run hold', 'run pay', 'undo hold', 'undo reserve'])
  })

  it('undoes the completed steps when a step throws, then throws the error again', async () => {
    const log: Log = []
    await expect(runSteps([step('reserve'), step('pay', 'throw')], log)).rejects.toThrow(
      'pay threw',
    )
    expect(log).toEqual(['run reserve', 'run pay', 'undo reserve'])
  })

  it('keeps undoing when an undo fails, and reports that undo', async () => {
    const log: Log = []
    const reported: string[] = []
    const outcome = await runSteps(
      [step('reserve'), step('hold', 'ok', 'throw'), step('pay', 'fail')],
      log,
      { onUndoError: (error, name) => reported.push(`${name}: ${(error as Error).message}`) },
    )
    expect(outcome.ok).toBe(false)
    expect(log).toEqual(['run reserve', 'run hold', 'run pay', 'undo hold', 'undo reserve'])
    expect(reported).toEqual(['hold: undo hold threw'])
  })
})
