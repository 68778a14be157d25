import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (template: string, context: unknown): string =>
  compile(template).render(context).output

describe('comment-count (SPEC §8)', () => {
  it('says No Comments, 1 Comment or n Comments', () => {
    const count = (n: unknown) => render('{@|comment-count}', { publicCommentCount: n })
    expect([0, 1, 10, undefined].map(count)).toEqual([
      'No Comments',
      '1 Comment',
      '10 Comments',
      'No Comments',
    ])
  })
})

describe('comment-link', () => {
  const item = { id: 'i1', fullUrl: '/post' }

  it('links to the comments with their count', () => {
    expect(render('{item|comment-link}', { item: { ...item, publicCommentCount: 1 } })).toBe(
      '\n  <a href="/post#comments-i1" class="sqs-comment-link" data-id="i1">\n  1\n  Comment\n  </a>\n',
    )
    expect(render('{item|comment-link}', { item: { ...item, publicCommentCount: 0 } })).toContain(
      '\n  No\n  Comments\n',
    )
  })

  it('reads a field the item lacks up the stack, as the reference; no count prints nothing', () => {
    expect(render('{item|comment-link}', { item: { id: 'i1' }, fullUrl: '/blog/post' })).toBe(
      '\n  <a href="/blog/post#comments-i1" class="sqs-comment-link" data-id="i1">\n  \n  Comments\n  </a>\n',
    )
  })

  it('leaves the count to Disqus when the site uses it', () => {
    const context = { item, websiteSettings: { disqusShortname: 'abc' } }
    expect(render('{item|comment-link}', context)).toBe(
      '\n  <a href="/post" class="sqs-comment-link sqs-disqus-comment-link" data-id="i1"></a>\n',
    )
  })
})

describe('comments', () => {
  it('mounts the thread of the page item', () => {
    const item = { id: 'i1', publicCommentCount: 0, commentState: 1 }
    expect(render('{item|comments}', { item })).toBe(
      '\n  <div class="squarespace-comments" id="comments-i1" data-item-id="i1" ' +
        'data-public-comment-count="0" data-comment-state="1"></div>\n',
    )
  })

  it('mounts the thread of the collection when there is no item', () => {
    const collection = { id: 'c1', publicCommentCount: 2, commentState: 2 }
    expect(render('{collection|comments}', { collection })).toBe(
      '\n  <div class="squarespace-comments" id="comments-c1" data-collection-id="c1" ' +
        'data-public-comment-count="2" data-comment-state="2"></div>\n',
    )
  })

  it('mounts the Disqus thread when the site uses Disqus', () => {
    const context = { item: { id: 'i1' }, websiteSettings: { disqusShortname: 'abc' } }
    expect(render('{item|comments}', context)).toBe(
      '\n  <div class="squarespace-comments" id="disqus_thread"></div>\n',
    )
  })

  it('escapes the ids, which the reference prints raw into the attributes', () => {
    expect(render('{item|comments}', { item: { id: 'i"1' } })).toBe(
      '\n  <div class="squarespace-comments" id="comments-i&quot;1" data-item-id="i&quot;1" ' +
        'data-public-comment-count="" data-comment-state=""></div>\n',
    )
  })
})
