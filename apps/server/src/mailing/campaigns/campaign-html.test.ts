import { describe, expect, it } from 'vitest'
import { checkCampaignBlocks } from './campaign-blocks.js'
import { renderCampaign } from './campaign-html.js'

describe('a campaign as mail', () => {
  const rendered = renderCampaign({
    subject: 'Spring',
    blocks: [
      { type: 'text', text: 'Glazes <b>in</b>.\n\nSecond paragraph.' },
      { type: 'image', url: '/files/kiln.png', alt: 'The kiln' },
      { type: 'button', label: 'Shop', url: '/shop' },
      { type: 'product', productId: 'p1' },
      { type: 'divider' },
    ],
    styles: {
      fonts: { heading: 'Iowan Old Style', body: 'System UI' },
      colors: { background: '#fbf8f3', text: '#1f1b16', accent: '#b5532f' },
    },
    siteTitle: 'Loam & Ember',
    baseUrl: 'https://shop.example',
    products: new Map([['p1', { title: 'Bowl', path: '/shop/bowl', price: '$18.00' }]]),
  })
  const html = rendered.html('https://shop.example/newsletter/unsubscribe?token=a&b')
  const text = rendered.text('https://shop.example/newsletter/unsubscribe?token=a&b')

  it("uses the site's colours, escapes text and makes links absolute on the site's address", () => {
    expect(html).toContain('background:#fbf8f3')
    expect(html).toContain('background:#b5532f')
    expect(html).toContain('Glazes &lt;b&gt;in&lt;/b&gt;.')
    expect(html).toContain('src="https://shop.example/files/kiln.png" alt="The kiln"')
    expect(html).toContain('href="https://shop.example/shop"')
    expect(html).toContain('href="https://shop.example/shop/bowl"')
    expect(html).toContain('$18.00')
    expect(html).toContain('href="https://shop.example/newsletter/unsubscribe?token=a&amp;b"')
  })

  it('has a plain-text part with every link and the way out', () => {
    expect(text).toContain('Shop: https://shop.example/shop')
    expect(text).toContain('Bowl — $18.00\nhttps://shop.example/shop/bowl')
    expect(text).toMatch(
      /Unsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe\?token=a&b\n$/,
    )
  })

  it('refuses links that are not web addresses, with the block position', () => {
    expect(
      checkCampaignBlocks([
        { type: 'text', text: 'x' },
        { type: 'image', url: 'data:x', alt: '' },
      ]),
    ).toMatchObject({
      ok: false,
      message:
        'Block 2: an image needs the address of a picture (https:// or a file of this site).',
    })
  })
})
