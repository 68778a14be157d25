import { describe, expect, it } from 'vitest'
import { brandMail } from './brand-mail.js'
import { brandedHtml } from './branded-html.js'
import type { MailBrand } from './mail-brand.js'
import { envelopeOf, senderAddress } from '../sender.js'

const brand: MailBrand = {
  shopName: 'Loam & <Ember>',
  siteUrl: 'http://shop.localhost:4321',
  colors: { background: '#ffffff', text: '#222222', accent: '#1d4ed8' },
}

describe('brandedHtml', () => {
  it('escapes every value it interpolates', () => {
    const html = brandedHtml(
      { subject: 'Hi <script>', text: 'Dear "<b>Ada</b>" & co\n\nhttps://x.example/?a=1&b=<2>' },
      brand,
    )
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<b>Ada</b>')
    expect(html).toContain('<title>Hi &lt;script&gt;</title>')
    expect(html).toContain('Dear &quot;&lt;b&gt;Ada&lt;/b&gt;&quot; &amp; co')
    expect(html).toContain('Loam &amp; &lt;Ember&gt;')
    expect(html).toContain('href="https://x.example/?a=1&amp;b="')
  })

  it('makes a lone labelled link a button in the accent, other links plain, in a table layout', () => {
    const html = brandedHtml(
      { subject: 's', text: 'See https://a.example/x.\n\nOrder status: https://a.example/status' },
      brand,
    )
    expect(html).toContain('<table role="presentation"')
    expect(html).toContain('href="https://a.example/x"')
    expect(html).toMatch(
      /background:#1d4ed8;[^>]*><a href="https:\/\/a\.example\/status"[^>]*>Order status<\/a>/,
    )
  })

  it('shows the logo when the site has one, else the shop name, both linking the site', () => {
    expect(brandedHtml({ subject: 's', text: 't' }, brand)).toContain(
      '<a href="http://shop.localhost:4321" style="font-family',
    )
    const withLogo = brandedHtml(
      { subject: 's', text: 't' },
      { ...brand, logoUrl: 'http://shop.localhost:4321/files/logo.png' },
    )
    expect(withLogo).toContain('<img src="http://shop.localhost:4321/files/logo.png"')
    expect(withLogo).toContain('alt="Loam &amp; &lt;Ember&gt;"')
  })

  it('never lets a colour that is not colour syntax into a style', () => {
    const html = brandedHtml(
      { subject: 's', text: 'Pay: https://a.example/pay' },
      { ...brand, colors: { ...brand.colors, accent: 'red;background:url(x)' } },
    )
    expect(html).not.toContain('url(x)')
  })
})

describe('brandMail', () => {
  it("sets the shop's name as sender and adds the HTML part; a whole document stays as it is", () => {
    const mail = brandMail(
      { to: 'a@example.com', subject: 's', text: 'Hello', websiteId: 'w' },
      brand,
    )
    expect(mail.senderName).toBe('Loam & <Ember>')
    expect(mail.html).toContain('<p style="margin:0 0 16px;">Hello</p>')
    const campaign = '<!doctype html><html><body>Own</body></html>'
    expect(brandMail({ to: 'a', subject: 's', text: 't', html: campaign }, brand).html).toBe(
      campaign,
    )
    const fragment = brandMail({ to: 'a', subject: 's', text: 't', html: '<h2>Form</h2>' }, brand)
    expect(fragment.html).toContain('<h2>Form</h2>')
    expect(fragment.html).toContain('<!doctype html>')
  })
})

describe('the sender', () => {
  it("keeps the configured address with the shop's name, and the Reply-To", () => {
    expect(senderAddress('Atelier <no-reply@atelier.local>')).toBe('no-reply@atelier.local')
    expect(senderAddress('studio@example.com')).toBe('studio@example.com')
    expect(
      envelopeOf('Atelier <no-reply@atelier.local>', {
        to: 'a',
        subject: 's',
        text: 't',
        senderName: 'Loam',
        replyTo: 'ada@example.com',
      }),
    ).toEqual({
      from: { name: 'Loam', address: 'no-reply@atelier.local' },
      replyTo: 'ada@example.com',
    })
    expect(envelopeOf('Atelier <x@y.z>', { to: 'a', subject: 's', text: 't' })).toEqual({
      from: 'Atelier <x@y.z>',
    })
  })
})
