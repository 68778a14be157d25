import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { MailMessage } from './mail-message.js'
import type { OrderMailDetails } from '../orders/order-mail-details.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { introLines, renderMailTexts } from './templates/render-mail-texts.js'

const money = (cents: number, currency: string) => formatMoney(cents, currency as CurrencyCode)

/** How every mail of a test order (paid with the built-in test provider) says so. */
export const orderMailStrings = {
  testOrder: 'Test order: no money was charged.',
} as const

/** A test order's mail says so in its first line (the subject stays as mail filters know it). */
function marked(mail: MailMessage, testMode: boolean): MailMessage {
  if (!testMode) return mail
  return {
    ...mail,
    text: `${orderMailStrings.testOrder}\n\n${mail.text}`,
  }
}

/** The placeholders every order mail fills: the shop, the order and its customer. */
function orderValues(input: { siteTitle: string; orderNumber: number }, details: OrderMailDetails) {
  return {
    'shop.name': input.siteTitle,
    'order.number': String(input.orderNumber),
    'order.date': details.placedOn,
    'customer.firstName': details.customerFirstName,
    'customer.email': details.customerEmail,
  }
}

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
  details: OrderMailDetails
}

/** Where the order goes and how, as mail lines (nothing for an order that does not ship). */
function deliveryLines(details: OrderMailDetails): string[] {
  return [
    ...(details.shippingAddress.length === 0
      ? []
      : ['', 'Shipping to:', ...details.shippingAddress]),
    ...(details.shippingMethod === null ? [] : ['', `Shipping method: ${details.shippingMethod}`]),
  ]
}

/** The order confirmation: what was bought, what it cost, the status link and any downloads. */
export function orderConfirmationMail(
  input: ConfirmationMailInput,
  texts?: MailTexts,
): MailMessage {
  const { details } = input
  const texted = renderMailTexts('order-confirmation', texts, {
    ...orderValues(input, details),
    'order.total': money(input.grandTotalCents, input.currency),
  })
  const lines = input.lines.flatMap((line, position) => {
    const price = details.subscriptionPrice ?? money(line.unitPriceCents, input.currency)
    const variant = details.variants[position] ?? ''
    return [`${line.quantity} × ${line.title} — ${price}`, ...(variant ? [`   ${variant}`] : [])]
  })
  const downloads =
    input.downloads.length === 0
      ? []
      : ['', 'Your downloads:', ...input.downloads.map((d) => `${d.title}: ${d.url}`)]
  const payment = input.paymentDue
    ? [
        `Amount to pay on pickup or by bank transfer: ${money(input.amountDueCents, input.currency)}`,
      ]
    : []
  return marked(
    {
      websiteId: input.websiteId,
      to: input.to,
      subject: texted.subject,
      text: [
        ...introLines(texted.intro),
        ...lines,
        '',
        `Total: ${money(input.grandTotalCents, input.currency)}`,
        ...payment,
        ...deliveryLines(details),
        ...downloads,
        '',
        `Order status: ${input.statusUrl}`,
      ].join('\n'),
      editable: {
        kind: 'order-confirmation',
        rebuild: (edited) => orderConfirmationMail(input, edited),
      },
    },
    details.testMode,
  )
}

export function giftCardMail(
  input: {
    websiteId: string
    siteTitle: string
    to: string
    code: string
    amountCents: number
    currency: string
    siteUrl: string
  },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('gift-card', texts, {
    'shop.name': input.siteTitle,
    'shop.url': input.siteUrl,
    'giftCard.amount': money(input.amountCents, input.currency),
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    text: [
      ...introLines(texted.intro),
      `Gift card code: ${input.code}`,
      '',
      `Spend it at ${input.siteUrl} by entering the code at checkout.`,
    ].join('\n'),
    editable: { kind: 'gift-card', rebuild: (edited) => giftCardMail(input, edited) },
  }
}

export interface RenewalMailInput {
  websiteId: string
  siteTitle: string
  to: string
  title: string
  amountCents: number
  currency: string
  /** SPEC §9 wording of the plan's price: '$18.00 every month'. */
  priceText: string
  statusUrl: string
  paid: boolean
  /** The renewal's own order, to follow its shipping, once it is paid. */
  renewalOrder?: { orderNumber: number; statusUrl: string }
}

/** A renewal: paid (the owner's "subscription renewed" mail), or not paid ("renewal unpaid"). */
export function renewalMail(input: RenewalMailInput, texts?: MailTexts): MailMessage {
  const kind = input.paid ? 'subscription-renewed' : 'subscription-unpaid'
  const texted = renderMailTexts(kind, texts, {
    'shop.name': input.siteTitle,
    'subscription.title': input.title,
    'renewal.amount': money(input.amountCents, input.currency),
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    text: [
      ...introLines(texted.intro).slice(0, 1),
      `Subscription: ${input.priceText}`,
      '',
      ...(input.renewalOrder === undefined
        ? []
        : [`Order #${input.renewalOrder.orderNumber}: ${input.renewalOrder.statusUrl}`, '']),
      `Manage your subscription: ${input.statusUrl}`,
    ].join('\n'),
    editable: { kind, rebuild: (edited) => renewalMail(input, edited) },
  }
}

export interface ShippedMailInput {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  trackingNumber: string | null
  statusUrl: string
  /** Set when the owner named the carrier. */
  carrier?: string | null
  /** What this shipment holds, when it is only part of the order. */
  items?: Array<{ title: string; quantity: number; variant?: string }>
  /** When it left. */
  shippedAt: string
  details: OrderMailDetails
}

/** Sent when the owner marks an order shipped (fulfilled), with the tracking number if given. */
export function shippedMail(input: ShippedMailInput, texts?: MailTexts): MailMessage {
  const items = input.items ?? []
  const texted = renderMailTexts('order-shipped', texts, {
    ...orderValues(input, input.details),
    'shipment.date': input.details.formatDate(input.shippedAt),
  })
  return marked(
    {
      websiteId: input.websiteId,
      to: input.to,
      subject: texted.subject,
      text: [
        ...introLines(texted.intro).slice(0, 1),
        ...(items.length === 0 ? [] : ['This shipment holds part of your order:']),
        ...items.map(
          (item) => `${item.quantity} × ${item.title}${item.variant ? ` (${item.variant})` : ''}`,
        ),
        ...(input.carrier == null || input.carrier === '' ? [] : ['', `Carrier: ${input.carrier}`]),
        ...(input.trackingNumber === null ? [] : ['', `Tracking number: ${input.trackingNumber}`]),
        ...deliveryLines(input.details),
        '',
        `Order status: ${input.statusUrl}`,
      ].join('\n'),
      editable: { kind: 'order-shipped', rebuild: (edited) => shippedMail(input, edited) },
    },
    input.details.testMode,
  )
}

export interface RefundMailInput {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  currency: string
  amountCents: number
  /** The part given back to the card (or whatever paid); the rest to gift cards. */
  providerCents: number
  reason: string | null
  statusUrl: string
  /** A test order's refund: no money moves, and the mail says so. */
  testMode: boolean
  /** The customer's first name, for the owner's texts ('' when unknown). */
  customerFirstName?: string
}

/** Sent when the owner refunds all or part of an order: the amount, where it goes, the reason. */
export function refundMail(input: RefundMailInput, texts?: MailTexts): MailMessage {
  const giftCardCents = input.amountCents - input.providerCents
  const texted = renderMailTexts('order-refunded', texts, {
    'shop.name': input.siteTitle,
    'order.number': String(input.orderNumber),
    'refund.amount': money(input.amountCents, input.currency),
    'customer.firstName': input.customerFirstName ?? '',
    'customer.email': input.to,
  })
  return marked(
    {
      websiteId: input.websiteId,
      to: input.to,
      subject: texted.subject,
      text: [
        ...introLines(texted.intro).slice(0, 1),
        ...(input.providerCents > 0
          ? [
              `${money(input.providerCents, input.currency)} goes back to your original payment method; it can take 5–10 business days to appear.`,
            ]
          : []),
        ...(giftCardCents > 0
          ? [`${money(giftCardCents, input.currency)} goes back to your gift card.`]
          : []),
        ...(input.reason === null ? [] : ['', `Reason: ${input.reason}`]),
        '',
        `Order status: ${input.statusUrl}`,
      ].join('\n'),
      editable: { kind: 'order-refunded', rebuild: (edited) => refundMail(input, edited) },
    },
    input.testMode,
  )
}
