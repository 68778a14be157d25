import { describe, expect, it } from 'vitest'
import { confirmationMail } from './newsletter-mails.js'

describe('confirmationMail', () => {
  const mail = confirmationMail({
    to: 'ada@example.com',
    websiteId: 'w1',
    siteTitle: 'Loam & Ember',
    confirmUrl: 'https://shop.example/newsletter/confirm?token=a.b',
    unsubscribeUrl: 'https://shop.example/newsletter/unsubscribe?token=c.d',
  })

  it('carries the confirmation link and, like every list mail, the unsubscribe link', () => {
    expect(mail.subject).toBe('Please confirm your subscription to Loam & Ember')
    expect(mail.text).toContain('https://shop.example/newsletter/confirm?token=a.b')
    expect(mail.text).toMatch(
      /Unsubscribe: https:\/\/shop\.example\/newsletter\/unsubscribe\?token=c\.d\n$/,
    )
    expect(mail.html).toContain('news from Loam &amp; Ember')
    expect(mail.html).toContain(
      '<a href="https://shop.example/newsletter/unsubscribe?token=c.d">Unsubscribe</a>',
    )
  })
})
