import { describe, expect, it } from 'vitest'
import { invalidFields, outOfStock } from './order-failure.js'
import { failure } from './failure.js'
import { httpStatusForCode } from './failure-table.js'
import { failureBody } from './send-failure.js'

function answer(given: Parameters<typeof failureBody>[0]): [number, unknown] {
  return [httpStatusForCode(given.code), failureBody(given)]
}

describe('the failure table', () => {
  it('gives order failures the statuses and bodies of the orders API', () => {
    expect(answer(outOfStock)).toEqual([
      409,
      { code: 'out-of-stock', message: 'Sorry, we do not have enough of that item available.' },
    ])
    expect(httpStatusForCode('payment-declined')).toBe(402)
    expect(answer(failure('payment-failed', 'Try again.'))).toEqual([
      502,
      { code: 'payment-failed', message: 'Try again.' },
    ])
    expect(answer(invalidFields({ email: 'Required' }))).toEqual([
      400,
      { errors: { email: 'Required' } },
    ])
  })

  it('answers editor, cart and form failures in the bodies their SPEC calls fix', () => {
    expect(answer(failure('stale', 'Reload.', { details: { currentVersion: 3 } }))).toEqual([
      409,
      { message: 'Reload.', currentVersion: 3 },
    ])
    expect(answer(failure('invalid', 'Bad.', { fields: { title: 'Bad.' } }))).toEqual([
      400,
      { message: 'Bad.', errors: { title: 'Bad.' } },
    ])
    expect(answer(failure('too-many-attempts', 'Wait.'))).toEqual([429, { message: 'Wait.' }])
    expect(answer(failure('form-rate-limited', 'Wait.'))).toEqual([429, { error: 'Wait.' }])
    expect(answer(failure('crumb-fail', 'No crumb.'))).toEqual([403, { crumbFail: true }])
    expect(answer(failure('site-exists', 'Taken.'))).toEqual([
      409,
      { message: 'Taken.', code: 'site-exists' },
    ])
  })
})
