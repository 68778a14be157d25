import { describe, expect, it } from 'vitest'
import { defaultsAfterDelete, defaultsAfterSave } from './address-book-defaults.js'

const address = (id: string, defaultShipping = false, defaultBilling = false) => ({
  id,
  defaultShipping,
  defaultBilling,
})

describe('address book defaults', () => {
  it('makes the first address the default for shipping and billing', () => {
    expect(defaultsAfterSave([], address('a'))).toEqual([address('a', true, true)])
  })

  it('keeps the defaults where they are when another address is added', () => {
    expect(defaultsAfterSave([address('a', true, true)], address('b'))).toEqual([
      address('a', true, true),
      address('b'),
    ])
  })

  it('moves one default at a time to the address that asks for it', () => {
    const book = [address('a', true, true), address('b')]
    expect(defaultsAfterSave(book, address('b', true, false))).toEqual([
      address('a', false, true),
      address('b', true, false),
    ])
    expect(defaultsAfterSave(book, address('b', false, true))).toEqual([
      address('a', true, false),
      address('b', false, true),
    ])
  })

  it('never leaves the book without a default: unticking the only default keeps it', () => {
    const book = [address('a', true, true), address('b')]
    expect(defaultsAfterSave(book, address('a', false, false))).toEqual([
      address('a', true, true),
      address('b'),
    ])
  })

  it('hands a deleted default to the oldest address left', () => {
    const book = [address('a'), address('b', true, false), address('c', false, true)]
    expect(defaultsAfterDelete(book, 'b')).toEqual([
      address('a', true, false),
      address('c', false, true),
    ])
    expect(defaultsAfterDelete([address('a', true, true)], 'a')).toEqual([])
  })
})
