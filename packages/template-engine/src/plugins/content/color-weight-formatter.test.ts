import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const weight = (color: string): string => compile('{c|color-weight}').render({ c: color }).output

describe('color-weight', () => {
  it('splits colours at half of the 24-bit range', () => {
    expect(['#fff', '#aaa', '#888', 'ffffff'].map(weight)).toEqual([
      'light',
      'light',
      'light',
      'light',
    ])
    expect(['#444', '#222', '#000', '#7fffff'].map(weight)).toEqual([
      'dark',
      'dark',
      'dark',
      'dark',
    ])
  })

  it('prints nothing for a value that is not a hex colour of 3 to 6 digits', () => {
    expect(['#12', '#1234567', 'red'].map(weight)).toEqual(['', '', ''])
  })
})
