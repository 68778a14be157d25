import { describe, expect, it } from 'vitest'
import { restockNotice } from './restock-notice.js'

describe('restockNotice', () => {
  it('names the product and the chosen options, and links to the product page', () => {
    const mail = restockNotice({
      to: 'ada@example.com',
      websiteId: 'w1',
      siteTitle: 'Loam & Ember',
      productTitle: 'Speckled Mug',
      attributes: { Size: 'Large', Glaze: 'Moss' },
      productUrl: 'https://shop.example/shop/speckled-mug',
    })
    expect(mail.subject).toBe('Speckled Mug (Large, Moss) is back in stock')
    expect(mail.text).toContain('Shop now: https://shop.example/shop/speckled-mug')
    expect(mail.text).toContain(
      'Good news: Speckled Mug (Large, Moss) is back in stock at Loam & Ember.',
    )
  })

  it('uses the product title alone for a product without options', () => {
    const mail = restockNotice({
      to: 'ada@example.com',
      websiteId: 'w1',
      siteTitle: 'Studio',
      productTitle: 'Moonlight Teapot',
      attributes: {},
      productUrl: 'https://shop.example/shop/moonlight-teapot',
    })
    expect(mail.subject).toBe('Moonlight Teapot is back in stock')
  })
})
