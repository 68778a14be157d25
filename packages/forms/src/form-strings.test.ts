import { describe, expect, it } from 'vitest'
import { FormStrings, emailNotValidMessage, interpolate } from './form-strings.js'

describe('form strings', () => {
  it('fills the example format into the email message', () => {
    expect(emailNotValidMessage()).toBe(
      'Email is not valid. Email addresses should follow the format name@example.com.',
    )
    expect(emailNotValidMessage('you@site.org')).toBe(
      'Email is not valid. Email addresses should follow the format you@site.org.',
    )
  })

  it('leaves unknown placeholders as written', () => {
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}')
  })

  it('carries the SPEC §8 form messages word for word', () => {
    expect(FormStrings.submitting).toBe('Submitting…')
    expect(FormStrings.rateLimited).toBe(
      'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    )
    expect(FormStrings.problemScrollDown).toBe(
      'Your form has encountered a problem. Please scroll down to review.',
    )
    expect(FormStrings.problemScrollUp).toBe(
      'Your form has encountered a problem. Please scroll up to review.',
    )
    expect(FormStrings.fieldsInvalid).toBe(
      'One or more fields is invalid, please check your entries.',
    )
    expect(FormStrings.cannotParseFields).toBe(
      'Could not parse the form fields, please check your entries.',
    )
    expect(FormStrings.errorProcessing).toBe(
      'Error processing form submission. Please reload and try again.',
    )
  })
})
