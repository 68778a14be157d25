import { describe, expect, it } from 'vitest'
import { safeRelativePath } from './safe-relative-path.js'

describe('safeRelativePath', () => {
  it('keeps ordinary relative paths', () => {
    expect(safeRelativePath('site/abc/photo.500w.jpg')).toBe('site/abc/photo.500w.jpg')
  })

  it.each([
    '../x',
    'a/../../x',
    '/etc/passwd',
    'C:/x',
    'a\\..\\x',
    'a//b',
    'a/./b',
    '',
    'a\0b',
    'a/',
  ])('refuses %j', (raw) => {
    expect(safeRelativePath(raw)).toBeUndefined()
  })
})
