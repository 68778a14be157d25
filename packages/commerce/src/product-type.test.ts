import { describe, expect, it } from 'vitest'
import { productTypeOf } from './product-type.js'

describe('productTypeOf', () => {
  it('maps the SPEC codes', () => {
    expect([1, 2, 3, 4, 5].map(productTypeOf)).toEqual([
      'physical',
      'digital',
      'service',
      'gift-card',
      'paywall',
    ])
  })

  it('accepts codes stored as strings', () => {
    expect(productTypeOf('4')).toBe('gift-card')
  })

  it('calls anything else unknown', () => {
    expect(productTypeOf(0)).toBe('unknown')
    expect(productTypeOf(6)).toBe('unknown')
    expect(productTypeOf('')).toBe('unknown')
    expect(productTypeOf(undefined)).toBe('unknown')
  })
})
