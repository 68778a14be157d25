import { describe, expect, it } from 'vitest'
import { richTextHtml } from '../../html/rich-text-html.js'
import { htmlToRichText } from './html-rich-text.js'

describe('htmlToRichText', () => {
  it('keeps paragraphs, headings, lists, bold, italic and links, and drops other markup', () => {
    const text = htmlToRichText(
      '<h2>Care</h2>\n<p>Wash <strong>cold</strong>, <em>dry</em> flat. <a href="https://x.example/care">More</a></p><ul><li>Cotton</li><li>Made <b>here</b></li></ul><script>alert(1)</script><span>Plain &amp; simple</span>',
    )
    expect(text[0]).toEqual({
      type: 'heading',
      level: 2,
      children: [{ type: 'text', text: 'Care', bold: false, italic: false }],
    })
    expect(text[1]?.type).toBe('paragraph')
    expect(text[2]).toMatchObject({ type: 'list', ordered: false })
    expect(JSON.stringify(text)).toContain('Plain & simple')
    expect(JSON.stringify(text)).not.toContain('alert')
  })

  it('reads back what the storefront writes, unchanged', () => {
    const original = htmlToRichText('<p>A <strong>bold</strong> mug.</p><ol><li>One</li></ol>')
    expect(htmlToRichText(richTextHtml(original))).toEqual(original)
  })
})
