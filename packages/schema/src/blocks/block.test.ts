import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { blockSchema } from './block.js'
import { SUPPORTED_BLOCK_TYPES, isSupportedBlockType } from './block-value-schemas.js'

const at = { row: 0, col: 0, span: 12 }
const block = (type: string, value: unknown, position: unknown = at) =>
  parseWith(blockSchema, { id: 'b1', type, position, value })
const messages = (result: ReturnType<typeof block>) =>
  result.ok ? [] : result.issues.map((issue) => issue.message)

describe('block position', () => {
  it('accepts the grid corners', () => {
    expect(block('spacer', {}, { row: 0, col: 0, span: 1 }).ok).toBe(true)
    expect(block('spacer', {}, { row: 3, col: 11, span: 1 }).ok).toBe(true)
    expect(block('spacer', {}, { row: 0, col: 0, span: 12 }).ok).toBe(true)
  })

  it('rejects positions off the 12-column grid', () => {
    expect(messages(block('spacer', {}, { row: -1, col: 0, span: 1 }))).toEqual([
      'row starts at 0.',
    ])
    expect(messages(block('spacer', {}, { row: 0, col: 12, span: 1 }))).toEqual([
      'col runs from 0 to 11.',
    ])
    expect(messages(block('spacer', {}, { row: 0, col: 0, span: 0 }))).toEqual([
      'span runs from 1 to 12.',
    ])
    expect(messages(block('spacer', {}, { row: 0, col: 0, span: 13 }))).toEqual([
      'span runs from 1 to 12.',
    ])
    expect(messages(block('spacer', {}, { row: 0, col: 6, span: 7 }))).toEqual([
      'A block cannot reach past column 12.',
    ])
  })
})

describe('block type', () => {
  it('refuses names that are not SPEC block types', () => {
    expect(messages(block('carousel', {}))).toEqual(['carousel is not one of the expected options'])
  })

  it('keeps blocks of SPEC types the renderer does not draw as plain data', () => {
    expect(block('twitter', { handle: 'x' })).toMatchObject({
      ok: true,
      value: { type: 'twitter', value: { handle: 'x' } },
    })
  })

  it('knows which types the renderer supports', () => {
    expect(SUPPORTED_BLOCK_TYPES).toContain('html')
    expect(SUPPORTED_BLOCK_TYPES).toHaveLength(24)
    expect(isSupportedBlockType('twitter')).toBe(false)
    expect(isSupportedBlockType('toString')).toBe(false)
  })
})

const image = { assetUrl: 'https://cdn.example.com/a.jpg' }
const text = [{ type: 'paragraph', children: [{ type: 'text', text: 'Hi' }] }]

describe('block values', () => {
  const valid: [string, unknown, unknown][] = [
    ['html', { text }, { text: [{ type: 'paragraph', children: [{ text: 'Hi', bold: false }] }] }],
    ['markdown', { markdown: '# Hi' }, { markdown: '# Hi' }],
    ['quote', { text: 'Be.' }, { text: 'Be.', source: '' }],
    ['code', { source: '<b>x</b>' }, { language: 'html', display: 'code' }],
    ['image', { image }, { caption: '', newWindow: false, variant: 'inline' }],
    ['gallery', { images: [image] }, { settings: { design: 'grid' } }],
    ['button', { text: 'Shop', link: '/shop' }, { size: 'medium', alignment: 'center' }],
    ['spacer', {}, { height: 50 }],
    ['horizontalrule', {}, {}],
    ['embed', { html: '<iframe></iframe>' }, {}],
    ['video', { url: 'https://video.example.com/v/1' }, { caption: '' }],
    ['audio', { url: 'https://cdn.example.com/a.mp3' }, { title: '' }],
    ['map', { location: { mapLat: 40.7, mapLng: -74 } }, { zoom: 12 }],
    ['form', { formId: 'f1' }, { formId: 'f1' }],
    ['newsletter', { listId: 'l1' }, { title: '', buttonLabel: 'Sign Up' }],
    ['product', { productId: 'p1' }, { productId: 'p1' }],
    ['summary', { collectionId: 'c1' }, { variant: 'grid', count: 6 }],
    ['summary-v2', { collectionId: 'c1', variant: 'wall' }, { variant: 'wall' }],
    ['sociallinks', {}, { size: 'medium', alignment: 'center' }],
    ['search', {}, { placeholder: 'Search' }],
    ['accordion', { items: [{ title: 'Q', body: text }] }, {}],
    [
      'menu',
      { sections: [{ name: 'Mains', items: [{ name: 'Soup', price: '$5' }] }] },
      { sections: [{ items: [{ description: '' }] }] },
    ],
    [
      'chart',
      { variant: 'pie', dataset: { series: ['Sales'], rows: [{ label: 'Jan', values: [3] }] } },
      { variant: 'pie' },
    ],
    [
      'donation',
      {},
      { suggestedAmountsCents: [1000, 2500, 5000], allowCustomAmount: true, buttonLabel: 'Donate' },
    ],
  ]

  it('covers every supported type', () => {
    expect(valid.map(([type]) => type).sort()).toEqual([...SUPPORTED_BLOCK_TYPES].sort())
  })

  it.each(valid)('accepts a %s block and fills its defaults', (type, value, expected) => {
    expect(block(type, value)).toMatchObject({ ok: true, value: { type, value: expected } })
  })

  const invalid: [string, unknown, string][] = [
    ['quote', { text: '' }, 'A quote needs some text.'],
    [
      'gallery',
      { images: Array.from({ length: 51 }, () => image) },
      'A gallery holds at most 50 images.',
    ],
    ['button', { text: '', link: '/x' }, 'A button needs a label.'],
    [
      'button',
      { text: 'Go', link: 'javascript:alert(1)' },
      'A link must be a web address, a site path, an anchor, a mailto: or a tel: link.',
    ],
    ['spacer', { height: 1001 }, 'A spacer is 0 to 1000 pixels high.'],
    ['embed', {}, 'An embed needs a URL or HTML.'],
    ['video', { url: 'ftp://x' }, 'A web address must start with http:// or https://.'],
    ['image', { image: {} }, 'An image needs a fileId or an assetUrl.'],
    ['form', { formId: '' }, 'An id cannot be empty.'],
    ['summary', { collectionId: 'c1', count: 0 }, 'A summary shows at least one item.'],
    ['accordion', { items: [] }, 'An accordion needs at least one item.'],
    ['chart', { dataset: { series: [], rows: [] } }, 'Enter some data!'],
    [
      'chart',
      { dataset: { series: ['A', 'B'], rows: [{ label: 'Jan', values: [1] }] } },
      'One or more rows was missing data',
    ],
    ['donation', { suggestedAmountsCents: [0] }, 'A suggested amount is above zero.'],
    ['donation', { suggestedAmountsCents: [1, 2, 3, 4, 5, 6, 7] }, 'At most 6 suggested amounts.'],
  ]

  it.each(invalid)('rejects a bad %s block', (type, value, message) => {
    expect(messages(block(type, value))).toEqual([message])
  })

  it('puts value issues under value', () => {
    expect(block('quote', { text: '' })).toEqual({
      ok: false,
      issues: [{ path: 'value.text', message: 'A quote needs some text.' }],
    })
  })
})
