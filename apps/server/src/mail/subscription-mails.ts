import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from './mail-message.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { renderMailTexts } from './templates/render-mail-texts.js'

const money = (cents: number, currency: string) => formatMoney(cents, currency as CurrencyCode)

/**
 * Dunning: a renewal the saved card could not pay (declined, or the bank wants the subscriber to
 * confirm it). The link (signed, expiring, from the site's configured domain) opens the page where
 * they pay the renewal or pay with another card; the mail says when the next try is, or that the
 * subscription is past due and when it will be cancelled.
 */
export interface RenewalFailedMailInput {
  websiteId: string
  siteTitle: string
  to: string
  title: string
  amountCents: number
  currency: string
  priceText: string
  /** The provider's words: why the card was not charged. */
  reason: string
  authenticationRequired: boolean
  payUrl: string
  statusUrl: string
  /** The next automatic try, as the site words a date; null once past due. */
  nextTry: string | null
  /** When a past-due subscription is cancelled, as the site words a date. */
  cancelOn: string
}

/** The declined renewal's mail is the owner's to edit; the bank's confirmation request is not. */
export function renewalFailedMail(input: RenewalFailedMailInput, texts?: MailTexts): MailMessage {
  const amount = money(input.amountCents, input.currency)
  const texted = renderMailTexts('subscription-failed', texts, {
    'shop.name': input.siteTitle,
    'subscription.title': input.title,
    'renewal.amount': amount,
    'failure.reason': input.reason,
  })
  const declined = !input.authenticationRequired
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: declined
      ? texted.subject
      : `${input.siteTitle}: please confirm the payment for your subscription to ${input.title}`,
    ...(declined
      ? {
          editable: {
            kind: 'subscription-failed' as const,
            rebuild: (edited: MailTexts) => renewalFailedMail(input, edited),
          },
        }
      : {}),
    text: [
      declined
        ? texted.intro
        : `Your bank asks you to confirm the payment of ${amount} for your subscription to ${input.title}.`,
      '',
      `Pay the renewal, or pay with another card: ${input.payUrl}`,
      '',
      input.nextTry === null
        ? `Your subscription is past due. Unless it is paid, it will be cancelled on ${input.cancelOn}.`
        : `We will try your card again on ${input.nextTry}.`,
      `Subscription: ${input.priceText}`,
      '',
      `Manage your subscription: ${input.statusUrl}`,
    ].join('\n'),
  }
}

/** The subscription ended unpaid: the last reminder's period ran out. */
export function subscriptionCancelledMail(input: {
  websiteId: string
  siteTitle: string
  to: string
  title: string
  statusUrl: string
}): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${input.siteTitle}: your subscription to ${input.title} was cancelled`,
    text: [
      `Your subscription to ${input.title} was cancelled because its renewal could not be paid. Nothing more will be charged.`,
      '',
      `Your subscription: ${input.statusUrl}`,
    ].join('\n'),
  }
}
