import { describe, expect, it } from 'vitest'
import { addCartEntry, type NewCartEntry } from './cart-entries.js'

const request = (overrides: Partial<NewCartEntry> = {}): NewCartEntry => ({
  id: 'e1',
  itemId: 'shirt',
  chosenVariant: { sku: 'S', attributes: { Size: 'S' } },
  quantity: 2,
  title: 'Shirt',
  purchasePriceCents: 1999,
  currency: 'USD',
  ...overrides,
})

describe('addCartEntry', () => {
  it('appends a new line with its subtotal', () => {
    const result = addCartEntry([], request())
    expect(result.newlyAdded).toBe(true)
    expect(result.entry).toEqual({
      id: 'e1',
      itemId: 'shirt',
      quantity: 2,
      chosenVariant: { sku: 'S', attributes: { Size: 'S' } },
      title: 'Shirt',
      purchasePriceCents: 1999,
      subTotal: { minor: 3998, currency: 'USD' },
      additionalFields: null,
    })
    expect(result.entries).toEqual([result.entry])
  })

  it('merges the same item, variant and extra-form answers into one line', () => {
    const first = addCartEntry([], request({ additionalFields: '{"a":1}' }))
    const second = addCartEntry(
      first.entries,
      request({ id: 'e2', quantity: 3, additionalFields: '{"a":1}' }),
    )
    expect(second.newlyAdded).toBe(false)
    expect(second.entries).toHaveLength(1)
    expect(second.entry).toMatchObject({ id: 'e1', quantity: 5, subTotal: { minor: 9995 } })
  })

  it('treats absent and empty answers alike', () => {
    const first = addCartEntry([], request({ additionalFields: null }))
    expect(
      addCartEntry(first.entries, request({ id: 'e2', additionalFields: '' })).newlyAdded,
    ).toBe(false)
  })

  it('keeps separate lines for another variant or other answers', () => {
    const first = addCartEntry([], request())
    const otherVariant = addCartEntry(
      first.entries,
      request({ id: 'e2', chosenVariant: { sku: 'M', attributes: { Size: 'M' } } }),
    )
    expect(otherVariant.newlyAdded).toBe(true)
    expect(otherVariant.entries.map((e) => e.id)).toEqual(['e1', 'e2'])
    const otherAnswers = addCartEntry(
      first.entries,
      request({ id: 'e3', additionalFields: '{"a":2}' }),
    )
    expect(otherAnswers.entries).toHaveLength(2)
  })
})
