import { describe, expect, it } from 'vitest'
import { readCrumb } from './crumb.js'

describe('readCrumb', () => {
  it('finds the crumb among other cookies', () => {
    expect(readCrumb('ss_cvr=abc; crumb=Bx%2Fy; hasCart=true')).toBe('Bx/y')
  })
  it('is undefined without one', () => {
    expect(readCrumb('crumbs=1; other=2')).toBeUndefined()
  })
})
