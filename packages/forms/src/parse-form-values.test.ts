import { describe, expect, it } from 'vitest'
import { parseFormValues } from './parse-form-values.js'

const failure = {
  ok: false,
  message: 'Could not parse the form fields, please check your entries.',
}

describe('parseFormValues', () => {
  it('reads strings, parts and likert answers by field id', () => {
    const json = JSON.stringify({ email: 'a@b.co', name: ['Ada', 'L'], mood: { Tasty: '2' } })
    expect(parseFormValues(json)).toEqual({
      ok: true,
      values: { email: 'a@b.co', name: ['Ada', 'L'], mood: { Tasty: '2' } },
    })
  })

  it('refuses text that is not JSON, not an object, or holds other values', () => {
    expect(parseFormValues('{oops')).toEqual(failure)
    expect(parseFormValues('[]')).toEqual(failure)
    expect(parseFormValues('null')).toEqual(failure)
    expect(parseFormValues('{"qty":3}')).toEqual(failure)
    expect(parseFormValues('{"name":["Ada",3]}')).toEqual(failure)
  })
})
