import { siteDate } from '../../checkout/order-presentation.js'
import { monthlyGiftFailedMail } from '../../donations/monthly-gift-failed-mail.js'
import {
  accountInvitationMail,
  emailChangeMail,
  emailChangedNoticeMail,
  existingAccountMail,
} from '../../mail/account-mails.js'
import { disputeOpenedMail } from '../../mail/dispute-mails.js'
import type { MailMessage } from '../../mail/mail-message.js'
import { renewalMail } from '../../mail/order-mails.js'
import { renewalFailedMail, subscriptionCancelledMail } from '../../mail/subscription-mails.js'
import type { NoticeMailKind } from '../../mail/templates/notice-mail-kinds.js'
import type { SampleContext } from './sample-mails.js'

/** The notices (accounts, subscription reminders, monthly gift, dispute) made from sample data. */
export function sampleNoticeMail(kind: NoticeMailKind, context: SampleContext): MailMessage {
  const { websiteId, shopName: siteTitle, siteUrl, currency, to } = context
  const base = { websiteId, siteTitle, to }
  const account = { ...base, siteUrl }
  const date = (days: number) =>
    siteDate(
      new Date(context.now.getTime() + days * 86_400_000).toISOString(),
      context.locale,
      'UTC',
    )
  const subscription = {
    ...base,
    title: 'Coffee of the Month',
    amountCents: 1800,
    currency,
    priceText: 'every month',
    statusUrl: `${siteUrl}/orders/status/sample`,
  }
  switch (kind) {
    case 'account-exists':
      return existingAccountMail({ ...account, resetUrl: `${siteUrl}/account/forgot` })
    case 'account-invitation':
      return accountInvitationMail({
        ...account,
        link: `${siteUrl}/account/set-password?token=sample`,
      })
    case 'email-change':
      return emailChangeMail({ ...account, link: `${siteUrl}/account/email?token=sample` })
    case 'email-changed':
      return emailChangedNoticeMail({ ...account, newEmail: 'ada.lovelace@example.com' })
    case 'subscription-unpaid':
      return renewalMail({ ...subscription, paid: false })
    case 'subscription-confirm':
      return renewalFailedMail({
        ...subscription,
        reason: 'Your bank asks you to confirm this payment.',
        authenticationRequired: true,
        payUrl: `${siteUrl}/subscriptions/pay?token=sample`,
        nextTry: date(3),
        cancelOn: date(14),
      })
    case 'subscription-cancelled':
      return subscriptionCancelledMail(subscription)
    case 'monthly-gift-failed':
      return monthlyGiftFailedMail({
        ...base,
        amountCents: 2500,
        currency,
        donateUrl: `${siteUrl}/donate`,
      })
    case 'dispute-opened':
      return disputeOpenedMail({
        ...base,
        orderNumber: 1042,
        amountCents: 10100,
        currency,
        reason: 'product_not_received',
        evidenceDueBy: date(7),
        adminUrl: `${siteUrl}/config/?area=orders`,
      })
  }
}
