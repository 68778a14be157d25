import { richTextSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { fromTiptap, plainText, toTiptap, type TiptapNode } from './rich-text-convert.js'

const doc: TiptapNode = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our story' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'We bake ' },
        { type: 'text', text: 'fresh', marks: [{ type: 'bold' }] },
        { type: 'text', text: ' bread, see ' },
        {
          type: 'text',
          text: 'the ',
          marks: [{ type: 'link', attrs: { href: '/shop', target: null } }],
        },
        {
          type: 'text',
          text: 'shop',
          marks: [{ type: 'italic' }, { type: 'link', attrs: { href: '/shop', target: null } }],
        },
      ],
    },
    {
      type: 'bulletList',
      content: [
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Rye' }] }],
        },
        {
          type: 'listItem',
          content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Spelt' }] }],
        },
      ],
    },
    { type: 'codeBlock', content: [{ type: 'text', text: '<script>alert(1)</script>' }] },
  ],
}

describe('rich text conversion', () => {
  it('stores what was typed as structured rich text the schema accepts, never HTML', () => {
    const text = fromTiptap(doc)
    expect(richTextSchema.safeParse(text).success).toBe(true)
    expect(text[0]).toEqual({
      type: 'heading',
      level: 2,
      children: [{ type: 'text', text: 'Our story', bold: false, italic: false }],
    })
    expect(text[1]?.type === 'paragraph' && text[1].children[3]).toEqual({
      type: 'link',
      href: '/shop',
      newWindow: false,
      children: [
        { type: 'text', text: 'the ', bold: false, italic: false },
        { type: 'text', text: 'shop', bold: false, italic: true },
      ],
    })
    expect(text[2]).toMatchObject({ type: 'list', ordered: false })
    expect(JSON.stringify(text)).not.toContain('<script>')
    expect(plainText(text)).toBe('Our story We bake fresh bread, see the shop Rye Spelt')
  })

  it('round-trips through the Tiptap document', () => {
    const text = fromTiptap(doc)
    expect(fromTiptap(toTiptap(text))).toEqual(text)
  })

  it('gives Tiptap one empty paragraph for empty text', () => {
    expect(toTiptap([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] })
  })
})
