import { describe, expect, it } from 'vitest'
import { monthlyGiftFailedMail } from '../donations/monthly-gift-failed-mail.js'
import {
  accountInvitationMail,
  emailChangeMail,
  emailChangedNoticeMail,
  existingAccountMail,
} from './account-mails.js'
import { disputeOpenedMail } from './dispute-mails.js'
import type { MailMessage } from './mail-message.js'
import { renewalMail } from './order-mails.js'
import { renewalFailedMail, subscriptionCancelledMail } from './subscription-mails.js'
import { defaultMailTexts, mailKindDefinition } from './templates/mail-kinds.js'
import type { MailKind } from './templates/mail-kinds.js'
import { noticeMailKinds } from './templates/notice-mail-kinds.js'
import type { NoticeMailKind } from './templates/notice-mail-kinds.js'

const base = { websiteId: 'w1', siteTitle: 'Clay & Co', to: 'ada@example.com' }
const account = { ...base, siteUrl: 'https://clay.example' }
const subscription = {
  ...base,
  title: 'Coffee',
  amountCents: 1800,
  currency: 'USD',
  priceText: 'every month',
  statusUrl: 'https://clay.example/s',
}
const renewalFailed = {
  ...subscription,
  reason: 'Declined.',
  payUrl: 'https://clay.example/pay',
  nextTry: 'March 4',
  cancelOn: 'March 15',
}

const mails: Record<NoticeMailKind, MailMessage> = {
  'account-exists': existingAccountMail({ ...account, resetUrl: 'https://clay.example/r' }),
  'account-invitation': accountInvitationMail({ ...account, link: 'https://clay.example/i' }),
  'email-change': emailChangeMail({ ...account, link: 'https://clay.example/e' }),
  'email-changed': emailChangedNoticeMail({ ...account, newEmail: 'new@example.com' }),
  'subscription-unpaid': renewalMail({ ...subscription, paid: false }),
  'subscription-confirm': renewalFailedMail({ ...renewalFailed, authenticationRequired: true }),
  'subscription-cancelled': subscriptionCancelledMail(subscription),
  'monthly-gift-failed': monthlyGiftFailedMail({
    ...base,
    amountCents: 2500,
    currency: 'USD',
    donateUrl: 'https://clay.example/donate',
  }),
  'dispute-opened': disputeOpenedMail({
    ...base,
    orderNumber: 1042,
    amountCents: 10100,
    currency: 'USD',
    reason: 'product_not_received',
    evidenceDueBy: null,
    adminUrl: 'https://clay.example/config/',
  }),
}

describe('the notices an owner can edit', () => {
  it('each carries its kind and is rebuilt with edited texts using its placeholders', () => {
    for (const kind of noticeMailKinds) {
      const mail = mails[kind]
      expect(mail.editable?.kind, kind).toBe(kind)
      // `{{shop.url}}` is filled by the mailer (prepareSiteMail), the rest by the mail function.
      const names = mailKindDefinition(kind)
        .placeholders.filter((p) => p.name !== 'shop.url')
        .map((p) => `{{${p.name}}}`)
      const edited = mail.editable!.rebuild({
        subject: `Edited ${names.join(' ')}`,
        intro: `Hello ${names.join(' ')}`,
      })
      expect(edited.subject.startsWith('Edited Clay & Co'), kind).toBe(true)
      expect(edited.subject, kind).not.toContain('{{')
      expect(edited.text, kind).toContain('Hello Clay & Co')
      expect(edited.text, kind).not.toContain('{{')
      expect(edited.editable?.kind, kind).toBe(kind)
    }
  })

  it('keep their texts by default', () => {
    expect(mails['subscription-unpaid'].text).toBe(
      [
        'The payment of $18.00 for your subscription to Coffee failed. We will try again; please make sure your card can be charged.',
        'Subscription: every month',
        '',
        'Manage your subscription: https://clay.example/s',
      ].join('\n'),
    )
    expect(mails['monthly-gift-failed'].text).toBe(
      'We could not charge your card for your monthly gift of $25.00. The gift is stopped: no further charges will be made. To give again: https://clay.example/donate',
    )
    expect(mails['dispute-opened'].text.split('\n')[0]).toBe(
      'The buyer of order #1042 disputed the payment of $101.00 with their bank (reason: product not received).',
    )
    expect(mails['account-invitation'].text).toBe(
      'Hello,\n\nClay & Co invites you to create a customer account with ada@example.com: see your orders, keep your addresses and check out faster.\n\nChoose your password here (the link works for 7 days):\nhttps://clay.example/i\n',
    )
  })

  it('split the renewal mails by what happened: declined, to confirm, unpaid, renewed', () => {
    const kindOf = (mail: MailMessage): MailKind | undefined => mail.editable?.kind
    expect(kindOf(renewalFailedMail({ ...renewalFailed, authenticationRequired: false }))).toBe(
      'subscription-failed',
    )
    expect(kindOf(renewalMail({ ...subscription, paid: true }))).toBe('subscription-renewed')
    expect(defaultMailTexts('subscription-confirm').subject).toContain('please confirm')
  })
})
