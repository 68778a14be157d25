import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { missingFormatters, missingPredicates } from './missing.js'

describe('unimplemented formatters and predicates', () => {
  it('a missing formatter leaves the value and reports that it is not implemented', () => {
    const result = compile('{x|datetimefield}').render({ x: 'VAL' })
    expect(result.output).toBe('VAL')
    expect(result.errors).toEqual([
      {
        code: 'formatter-unimplemented',
        message: '"datetimefield" formatter is not yet implemented',
      },
    ])
  })

  it('units-metric? is false and reports that it is not implemented', () => {
    const result = compile('{.units-metric?}yes{.or}no{.end}').render({})
    expect(result.output).toBe('no')
    expect(result.errors).toEqual([
      {
        code: 'predicate-unimplemented',
        message: '"units-metric?" predicate is not yet implemented',
      },
    ])
  })

  it('lists the legacy names templates still use', () => {
    expect(Object.keys(missingFormatters)).toContain('money-string')
    expect(Object.keys(missingPredicates)).toEqual(['units-metric?'])
  })
})
