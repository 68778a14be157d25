import { describe, expect, it } from 'vitest'
import { listUnsubscribeHeaders, listUnsubscribeMailto } from './list-unsubscribe.js'
import { confirmationMail, welcomeMail } from './newsletter-mails.js'

const url = 'https://shop.example/newsletter/unsubscribe?token=c.d'

describe('List-Unsubscribe headers (RFC 2369, RFC 8058)', () => {
  it('name the https link and ask for one-click', () => {
    expect(listUnsubscribeHeaders(url, undefined)).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('add the mailto address when LIST_UNSUBSCRIBE_MAILTO holds one', () => {
    const mailto = listUnsubscribeMailto({ LIST_UNSUBSCRIBE_MAILTO: ' leave@shop.example ' })
    expect(mailto).toBe('leave@shop.example')
    expect(listUnsubscribeHeaders(url, mailto)['List-Unsubscribe']).toBe(
      `<${url}>, <mailto:leave@shop.example?subject=unsubscribe>`,
    )
    expect(listUnsubscribeMailto({ LIST_UNSUBSCRIBE_MAILTO: 'a@b>, <http://x' })).toBeUndefined()
  })

  it('ride on every list mail: the confirmation and the welcome', () => {
    const input = { to: 'ada@example.com', websiteId: 'w1', siteTitle: 'Kiln', unsubscribeUrl: url }
    for (const mail of [
      confirmationMail({ ...input, confirmUrl: 'https://shop.example/newsletter/confirm?token=a' }),
      welcomeMail(input),
    ]) {
      expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
      expect(mail.headers?.['List-Unsubscribe']).toContain(`<${url}>`)
      expect(mail.text).toContain(`Unsubscribe: ${url}`)
    }
  })
})
