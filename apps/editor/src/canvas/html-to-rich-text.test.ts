// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { htmlToRichText } from './html-to-rich-text.js'

describe('htmlToRichText', () => {
  it('reads paragraphs, headings, lists, bold, italic and links', () => {
    expect(
      htmlToRichText(
        '<h2>Title</h2><p>Plain <b>bold</b> <i>it</i> <a href="/shop" target="_blank">shop</a></p><ul><li>one</li><li>two</li></ul>',
      ),
    ).toEqual([
      {
        type: 'heading',
        level: 2,
        children: [{ type: 'text', text: 'Title', bold: false, italic: false }],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Plain ', bold: false, italic: false },
          { type: 'text', text: 'bold', bold: true, italic: false },
          { type: 'text', text: ' ', bold: false, italic: false },
          { type: 'text', text: 'it', bold: false, italic: true },
          { type: 'text', text: ' ', bold: false, italic: false },
          {
            type: 'link',
            href: '/shop',
            newWindow: true,
            children: [{ type: 'text', text: 'shop', bold: false, italic: false }],
          },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          [{ type: 'text', text: 'one', bold: false, italic: false }],
          [{ type: 'text', text: 'two', bold: false, italic: false }],
        ],
      },
    ])
  })

  it('keeps the words of a link the model refuses, and never runs what it parses', () => {
    const text = htmlToRichText(
      '<p><a href="javascript:alert(1)">x</a><img src=x onerror="window.hit=1"></p>',
    )
    expect(text).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'x', bold: false, italic: false }] },
    ])
    expect((window as unknown as { hit?: number }).hit).toBeUndefined()
  })

  it('turns loose text and divs into paragraphs', () => {
    expect(htmlToRichText('loose<div>in a div</div>')).toEqual([
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'loose', bold: false, italic: false }],
      },
      {
        type: 'paragraph',
        children: [{ type: 'text', text: 'in a div', bold: false, italic: false }],
      },
    ])
  })
})
