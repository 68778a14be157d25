import { describe, expect, it } from 'vitest'
import { fillTemplate } from './strings.js'

describe('fillTemplate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{n} items in {where} {x}', { n: 3, where: 'cart' })).toBe(
      '3 items in cart {x}',
    )
  })

  it('does not read inherited properties as values', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}')
  })
})
