import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

describe('text formatters', () => {
  it('AbsUrl joins the path to the base url', () => {
    expect(render('{u|AbsUrl}', { 'base-url': 'https://example.com/p', u: 'blog/a' })).toBe(
      'https://example.com/p/blog/a',
    )
  })

  it('capitalize upper-cases text', () => {
    expect(render('{s|capitalize}', { s: 'Coffee' })).toBe('COFFEE')
  })

  it('humanizeDuration prints minutes and seconds', () => {
    expect(render('{d|humanizeDuration}', { d: 125000 })).toBe('2:05')
    expect(render('{d|humanizeDuration}', { d: 3725000 })).toBe('62:05')
  })
})
