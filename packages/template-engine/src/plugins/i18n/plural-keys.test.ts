import { describe, expect, it } from 'vitest'
import { invalidPluralKeys } from './plural-keys.js'

describe('invalidPluralKeys', () => {
  it('finds unknown keys in plural and ordinal choices, also nested', () => {
    expect(invalidPluralKeys('{0 plural one {x} foo {y} =3 {z}}')).toEqual(['foo'])
    expect(
      invalidPluralKeys(
        '{0 selectordinal one{#st} other{#th}} {1 plural one {{2 plural bad {x}}}}',
      ),
    ).toEqual(['bad'])
  })

  it('accepts categories, exact values, offsets and ICU commas', () => {
    expect(invalidPluralKeys('{0, plural, offset:1 =0 {none} one {x} many {y} other {z}}')).toEqual(
      [],
    )
    expect(invalidPluralKeys('{0 select foo {a} other {b}}')).toEqual([])
  })
})
