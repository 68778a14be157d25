import { describe, expect, it } from 'vitest'
import { chosenVariant, isSoldOut, toRestockVariants } from './restock-variant.js'

const variants = toRestockVariants([
  { id: 's', qtyInStock: 0, unlimited: false, attributes: { Size: 'Small' } },
  { id: 'l', qtyInStock: 3, unlimited: false, attributes: { Size: 'Large' } },
  { sku: 'no-id' },
])

describe('restock variant choice', () => {
  it('finds the variant matching every choice, and none while a choice is open', () => {
    expect(chosenVariant(variants, { Size: 'Small' })?.id).toBe('s')
    expect(chosenVariant(variants, { Size: '' })).toBeUndefined()
  })

  it('takes the only variant of a product without choices', () => {
    expect(chosenVariant(variants.slice(0, 1), {})?.id).toBe('s')
  })

  it('calls a limited variant with no stock sold out', () => {
    expect(variants.map(isSoldOut)).toEqual([true, false])
  })
})
