import { describe, expect, it } from 'vitest'
import { mailtoLink, phoneLink, readLink, webLink } from './link-rules.js'

const email = { address: 'jo@example.com', subject: '', cc: '', bcc: '', body: '' }

describe('link editor rules', () => {
  it("refuses a bad address with 'Please enter a valid email'", () => {
    expect(mailtoLink({ ...email, address: 'jo@' })).toEqual({
      ok: false,
      message: 'Please enter a valid email',
    })
    expect(mailtoLink({ ...email, cc: 'ok@example.com, nope' })).toEqual({
      ok: false,
      message: 'Please enter a valid email',
    })
    expect(mailtoLink({ ...email, address: 'a<b@c.d' })).toMatchObject({ ok: false })
    expect(mailtoLink({ ...email, address: 'jo+shop@bücher.de' })).toMatchObject({ ok: true })
  })

  it('builds a mailto link with subject, CC, BCC and body, and reads it back', () => {
    const result = mailtoLink({
      address: 'jo@example.com',
      subject: 'Hello there',
      cc: 'a@b.co',
      bcc: '',
      body: 'Hi & bye',
    })
    expect(result).toEqual({
      ok: true,
      href: 'mailto:jo@example.com?subject=Hello%20there&cc=a%40b.co&body=Hi%20%26%20bye',
    })
    if (result.ok)
      expect(readLink(result.href).email).toEqual({
        address: 'jo@example.com',
        subject: 'Hello there',
        cc: 'a@b.co',
        bcc: '',
        body: 'Hi & bye',
      })
  })

  it('makes web addresses and phone links', () => {
    expect(webLink('example.com/shop')).toEqual({ ok: true, href: 'https://example.com/shop' })
    expect(webLink('javascript:alert(1)').ok).toBe(false)
    expect(phoneLink('+1 (555) 010-2030')).toEqual({ ok: true, href: 'tel:+15550102030' })
    expect(readLink('/about').tab).toBe('Page')
    expect(readLink('https://example.com').tab).toBe('Web Address')
  })
})
