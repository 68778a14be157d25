import { describe, expect, it } from 'vitest'
import { describeText, htmlToText } from './describe-text.js'
import { richTextHtml, richTextPlain } from '../../html/rich-text-html.js'

describe('describeText', () => {
  it('keeps short text as it is', () => {
    expect(describeText('  Small-batch   stoneware. ')).toBe('Small-batch stoneware.')
  })

  it('cuts long text to at most 250 characters at a word boundary', () => {
    const long = 'Wheel-thrown mugs glazed in our studio '.repeat(12)
    const description = describeText(long)
    expect(description.length).toBeLessThanOrEqual(250)
    expect(description.endsWith('…')).toBe(true)
    expect(long.startsWith(description.slice(0, -1))).toBe(true)
  })
})

describe('richTextHtml', () => {
  it('escapes owner text and renders marks, links and lists', () => {
    const html = richTextHtml([
      {
        type: 'heading',
        level: 2,
        children: [{ type: 'text', text: 'Tea & <b>', bold: false, italic: false }],
      },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Hand', bold: true, italic: false },
          {
            type: 'link',
            href: '/shop',
            newWindow: false,
            children: [{ type: 'text', text: 'shop', bold: false, italic: true }],
          },
        ],
      },
      {
        type: 'list',
        ordered: true,
        items: [[{ type: 'text', text: 'one', bold: false, italic: false }]],
      },
    ])
    expect(html).toBe(
      '<h2>Tea &amp; &lt;b&gt;</h2>\n<p><strong>Hand</strong><a href="/shop"><em>shop</em></a></p>\n<ol><li>one</li></ol>',
    )
    expect(htmlToText(html)).toBe('Tea & <b> Hand shop one')
  })

  it('gives the plain words for descriptions and search', () => {
    expect(
      richTextPlain([
        {
          type: 'paragraph',
          children: [{ type: 'text', text: 'Slow  coffee', bold: false, italic: false }],
        },
      ]),
    ).toBe('Slow coffee')
  })
})
