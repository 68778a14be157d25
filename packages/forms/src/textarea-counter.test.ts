import { describe, expect, it } from 'vitest'
import { textareaCounter } from './textarea-counter.js'

describe('textarea counter', () => {
  it("reads 'count / max'", () => {
    expect(textareaCounter('', 200)).toEqual({ text: '0 / 200', error: false })
    expect(textareaCounter('hello', 200)).toEqual({ text: '5 / 200', error: false })
  })

  it('marks an error only past the maximum', () => {
    expect(textareaCounter('12345', 5)).toEqual({ text: '5 / 5', error: false })
    expect(textareaCounter('123456', 5)).toEqual({ text: '6 / 5', error: true })
  })
})
