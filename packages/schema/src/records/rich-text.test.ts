import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { richTextSchema } from './rich-text.js'

describe('rich text', () => {
  it('accepts paragraphs, headings 1-4, bold and italic runs, links and lists', () => {
    const result = parseWith(richTextSchema, [
      { type: 'heading', level: 1, children: [{ type: 'text', text: 'Title' }] },
      { type: 'heading', level: 4, children: [] },
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: 'Bold', bold: true },
          {
            type: 'link',
            href: 'https://example.com',
            children: [{ type: 'text', text: 'x', italic: true }],
          },
        ],
      },
      { type: 'list', ordered: true, items: [[{ type: 'text', text: 'one' }]] },
    ])
    expect(result).toMatchObject({
      ok: true,
      value: [{}, {}, { children: [{ bold: true, italic: false }, { newWindow: false }] }, {}],
    })
  })

  it('accepts site paths, anchors, mail and phone links', () => {
    for (const href of [
      '/about',
      '#top',
      'mailto:a@example.com',
      'tel:+15550100',
      'http://x.org',
    ]) {
      const node = { type: 'paragraph', children: [{ type: 'link', href, children: [] }] }
      expect(parseWith(richTextSchema, [node]).ok).toBe(true)
    }
  })

  it('refuses script links', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,<b>', 'JAVASCRIPT:x']) {
      const node = { type: 'paragraph', children: [{ type: 'link', href, children: [] }] }
      expect(parseWith(richTextSchema, [node])).toEqual({
        ok: false,
        issues: [
          {
            path: '0.children.0.href',
            message:
              'A link must be a web address, a site path, an anchor, a mailto: or a tel: link.',
          },
        ],
      })
    }
  })

  it('refuses headings outside 1-4 and raw HTML nodes', () => {
    expect(parseWith(richTextSchema, [{ type: 'heading', level: 5, children: [] }])).toEqual({
      ok: false,
      issues: [{ path: '0.level', message: 'Headings run from level 1 to 4.' }],
    })
    expect(parseWith(richTextSchema, [{ type: 'html', html: '<script>' }]).ok).toBe(false)
  })
})
