import { describe, expect, it } from 'vitest'
import { isReadableSaveAnswer, problemNotice, submissionFailure } from './submission-failure.js'

describe('submission failure', () => {
  it('explains each failing HTTP status', () => {
    expect(submissionFailure(401, {})).toEqual({
      kind: 'message',
      message: 'Unable to submit form. Please try again later.',
    })
    expect(submissionFailure(404, {})).toEqual({
      kind: 'message',
      message: 'This form has not been configured yet.',
    })
    expect(submissionFailure(429, {})).toEqual({
      kind: 'message',
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    })
    expect(submissionFailure(500, { error: 'boom' })).toEqual({
      kind: 'message',
      message: 'Unable to send form. Please try again later.',
    })
  })

  it('maps 400 data.errors to the fields', () => {
    expect(submissionFailure(400, { errors: { email: 'Required', bad: 3 } })).toEqual({
      kind: 'fields',
      errors: { email: 'Required' },
    })
  })

  it('otherwise shows data.error, or a generic message', () => {
    expect(submissionFailure(400, { error: 'Form closed.' })).toEqual({
      kind: 'message',
      message: 'Form closed.',
    })
    expect(submissionFailure(403, null)).toEqual({
      kind: 'message',
      message: 'Unknown error, please try again later.',
    })
  })

  it('asks to reload when a save answered 2xx with a body the browser cannot read', () => {
    expect(isReadableSaveAnswer({})).toBe(true)
    expect(isReadableSaveAnswer(undefined)).toBe(false)
    expect(isReadableSaveAnswer('<html>')).toBe(false)
    expect(isReadableSaveAnswer([])).toBe(false)
    expect(submissionFailure(200, undefined)).toEqual({
      kind: 'message',
      message: 'Error processing form submission. Please reload and try again.',
    })
  })

  it('points the visitor towards the errors', () => {
    expect(problemNotice('above')).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    )
    expect(problemNotice('below')).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    )
  })
})
