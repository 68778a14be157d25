import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const test = (predicate: string, node: unknown): string =>
  compile(`{.section n}{.${predicate}}yes{.or}no{.end}{.end}`).render({ n: node }).output

describe('comments? (SPEC §4)', () => {
  it('is true when comments are open or were published', () => {
    expect(test('comments?', { commentState: 1, publicCommentCount: 0 })).toBe('yes')
    expect(test('comments?', { commentState: 2, publicCommentCount: 20 })).toBe('yes')
    expect(test('comments?', { commentState: 0 })).toBe('no')
  })

  it('is false when the site turned comments off', () => {
    const node = { websiteSettings: { commentsEnabled: false }, commentState: 1 }
    expect(test('comments?', node)).toBe('no')
  })
})

describe('disqus?', () => {
  it('is true when the site has a Disqus short name', () => {
    expect(test('disqus?', { websiteSettings: { disqusShortName: 'abc' } })).toBe('yes')
    expect(test('disqus?', { websiteSettings: { disqusShortName: '' } })).toBe('no')
    expect(test('disqus?', { websiteSettings: {} })).toBe('no')
  })
})
