import { describe, expect, it } from 'vitest'
import { INLINE_STYLESHEET_MAX_BYTES, loadTheme } from './load-theme.js'

describe('the default theme stylesheet', () => {
  it('is minified once at start and small enough to print inline in every page', async () => {
    const { stylesheet } = await loadTheme()
    expect(stylesheet.css).not.toContain('/*')
    expect(stylesheet.css).toContain('.site-header')
    expect(Buffer.byteLength(stylesheet.css)).toBeLessThanOrEqual(INLINE_STYLESHEET_MAX_BYTES)
    expect(stylesheet.inline).toBe(true)
  })
})
