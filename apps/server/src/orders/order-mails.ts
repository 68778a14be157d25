import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from '../mail/mail-message.js'

const money = (cents: number, currency: string) => formatMoney(cents, currency as CurrencyCode)

export interface ConfirmationMailInput {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  currency: string
  lines: Array<{ title: string; quantity: number; unitPriceCents: number }>
  grandTotalCents: number
  amountDueCents: number
  statusUrl: string
  paymentDue: boolean
  downloads: Array<{ title: string; url: string }>
}

/** The order confirmation: what was bought, what it cost, the status link and any downloads. */
export function orderConfirmationMail(input: ConfirmationMailInput): MailMessage {
  const lines = input.lines.map(
    (line) => `${line.quantity} × ${line.title} — ${money(line.unitPriceCents, input.currency)}`,
  )
  const downloads =
    input.downloads.length === 0
      ? []
      : ['', 'Your downloads:', ...input.downloads.map((d) => `${d.title}: ${d.url}`)]
  const payment = input.paymentDue
    ? [
        `Amount to pay on pickup or by bank transfer: ${money(input.amountDueCents, input.currency)}`,
      ]
    : []
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${input.siteTitle}: order #${input.orderNumber} confirmed`,
    text: [
      `Thank you for your order #${input.orderNumber}.`,
      '',
      ...lines,
      '',
      `Total: ${money(input.grandTotalCents, input.currency)}`,
      ...payment,
      ...downloads,
      '',
      `Order status: ${input.statusUrl}`,
    ].join('\n'),
  }
}

export function giftCardMail(input: {
  websiteId: string
  siteTitle: string
  to: string
  code: string
  amountCents: number
  currency: string
  siteUrl: string
}): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `Your ${input.siteTitle} gift card`,
    text: [
      `You have received a gift card worth ${money(input.amountCents, input.currency)}.`,
      '',
      `Gift card code: ${input.code}`,
      '',
      `Spend it at ${input.siteUrl} by entering the code at checkout.`,
    ].join('\n'),
  }
}

export function renewalMail(input: {
  websiteId: string
  siteTitle: string
  to: string
  title: string
  amountCents: number
  currency: string
  statusUrl: string
  paid: boolean
  /** The renewal's own order, to follow its shipping, once it is paid. */
  renewalOrder?: { orderNumber: number; statusUrl: string }
}): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: input.paid
      ? `${input.siteTitle}: your subscription to ${input.title} renewed`
      : `${input.siteTitle}: we could not renew your subscription to ${input.title}`,
    text: [
      input.paid
        ? `We charged ${money(input.amountCents, input.currency)} for your subscription to ${input.title}.`
        : `The payment of ${money(input.amountCents, input.currency)} for your subscription to ${input.title} failed. We will try again; please make sure your card can be charged.`,
      '',
      ...(input.renewalOrder === undefined
        ? []
        : [`Order #${input.renewalOrder.orderNumber}: ${input.renewalOrder.statusUrl}`, '']),
      `Manage your subscription: ${input.statusUrl}`,
    ].join('\n'),
  }
}

/** Sent when the owner marks an order shipped (fulfilled), with the tracking number if given. */
export function shippedMail(input: {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  trackingNumber: string | null
  statusUrl: string
  /** Set when the owner named the carrier. */
  carrier?: string | null
  /** What this shipment holds, when it is only part of the order. */
  items?: Array<{ title: string; quantity: number }>
}): MailMessage {
  const items = input.items ?? []
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${input.siteTitle}: order #${input.orderNumber} shipped`,
    text: [
      items.length === 0
        ? `Your order #${input.orderNumber} is on its way.`
        : `Part of your order #${input.orderNumber} is on its way:`,
      ...items.map((item) => `${item.quantity} × ${item.title}`),
      ...(input.carrier == null || input.carrier === '' ? [] : ['', `Carrier: ${input.carrier}`]),
      ...(input.trackingNumber === null ? [] : ['', `Tracking number: ${input.trackingNumber}`]),
      '',
      `Order status: ${input.statusUrl}`,
    ].join('\n'),
  }
}
