import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from './mail-message.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { introLines, renderMailTexts } from './templates/render-mail-texts.js'

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

/**
 * Both are the owner's to edit: a declined renewal (`subscription-failed`) and the bank's
 * confirmation request (`subscription-confirm`).
 */
export function renewalFailedMail(input: RenewalFailedMailInput, texts?: MailTexts): MailMessage {
  const kind = input.authenticationRequired ? 'subscription-confirm' : 'subscription-failed'
  const texted = renderMailTexts(kind, texts, {
    'shop.name': input.siteTitle,
    'subscription.title': input.title,
    'renewal.amount': money(input.amountCents, input.currency),
    'failure.reason': input.reason,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind, rebuild: (edited) => renewalFailedMail(input, edited) },
    text: [
      ...introLines(texted.intro),
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
export function subscriptionCancelledMail(
  input: {
    websiteId: string
    siteTitle: string
    to: string
    title: string
    statusUrl: string
  },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('subscription-cancelled', texts, {
    'shop.name': input.siteTitle,
    'subscription.title': input.title,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: {
      kind: 'subscription-cancelled',
      rebuild: (edited) => subscriptionCancelledMail(input, edited),
    },
    text: [...introLines(texted.intro), `Your subscription: ${input.statusUrl}`].join('\n'),
  }
}
