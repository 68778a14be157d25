import { describe, expect, it } from 'vitest'
import {
  emailChangedNoticeMail,
  emailChangeMail,
  existingAccountMail,
  passwordResetMail,
  verifyEmailMail,
} from './account-mails.js'

const base = {
  websiteId: 'w1',
  siteTitle: 'Clay & Co',
  siteUrl: 'https://clay.example',
  to: 'ada@example.com',
}
const link = 'https://clay.example/account/verify#token=abc'

describe('customer account mails', () => {
  it('name the shop in subject and text and carry the link', () => {
    for (const mail of [
      verifyEmailMail({ ...base, link }),
      passwordResetMail({ ...base, link }),
      emailChangeMail({ ...base, link }),
    ]) {
      expect(mail.subject.startsWith('Clay & Co: ')).toBe(true)
      expect(mail.text).toContain('Clay & Co')
      expect(mail.text).toContain(link)
      expect(mail).toMatchObject({ to: 'ada@example.com', websiteId: 'w1' })
    }
  })

  it('answer a sign-up of an existing address with a reset link instead', () => {
    const mail = existingAccountMail({
      ...base,
      resetUrl: 'https://clay.example/account/reset-password',
    })
    expect(mail.subject).toBe('Clay & Co: you already have an account')
    expect(mail.text).toContain('https://clay.example/account/reset-password')
    expect(mail.text).toContain('https://clay.example/account/login')
  })

  it('tell the old address where the email went', () => {
    const mail = emailChangedNoticeMail({ ...base, newEmail: 'new@example.com' })
    expect(mail.subject).toBe('Clay & Co: your email was changed')
    expect(mail.text).toContain('new@example.com')
  })

  it('fall back to the site address when the site has no title', () => {
    expect(verifyEmailMail({ ...base, siteTitle: '', link }).subject).toBe(
      'https://clay.example: verify your email',
    )
  })
})
