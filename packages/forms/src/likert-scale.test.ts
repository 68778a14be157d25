import { describe, expect, it } from 'vitest'
import { LIKERT_SCALE, likertLabel } from './likert-scale.js'

describe('likert scale', () => {
  it('runs from -2 Strongly Disagree to 2 Strongly Agree', () => {
    expect(LIKERT_SCALE.map((step) => step.value)).toEqual([-2, -1, 0, 1, 2])
    expect(likertLabel(-2)).toBe('Strongly Disagree')
    expect(likertLabel('2')).toBe('Strongly Agree')
    expect(likertLabel('0')).toBe('Neutral')
  })

  it('has no label off the scale or for no answer', () => {
    expect(likertLabel(3)).toBeUndefined()
    expect(likertLabel('')).toBeUndefined()
    expect(likertLabel('x')).toBeUndefined()
  })
})
