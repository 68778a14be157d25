import { noticeDefinitions, noticeMailKinds } from './notice-mail-kinds.js'

/**
 * The mails an owner can edit (Store Settings → Emails): per mail its default subject and opening
 * text, and the small set of placeholders they may use. The rest of each mail (the order's lines,
 * totals, links) is written by its mail function and is not editable.
 */
export const mailKinds = [
  'order-confirmation',
  'order-shipped',
  'order-refunded',
  'gift-card',
  'subscription-renewed',
  'subscription-failed',
  'restock-notice',
  'donation-receipt',
  'cart-reminder',
  'account-verify',
  'password-reset',
  'form-notice',
  'new-order',
  ...noticeMailKinds,
] as const

export type MailKind = (typeof mailKinds)[number]

/** What the owner edits: the subject line and the opening text, placeholders allowed. */
export interface MailTexts {
  subject: string
  intro: string
}

export interface Placeholder {
  name: string
  description: string
}

export interface MailKindDefinition {
  kind: MailKind
  label: string
  /** Who receives it, as the editor groups the list. */
  group: 'Orders' | 'Subscriptions' | 'Customers' | 'Store owner'
  description: string
  defaults: MailTexts
  placeholders: readonly Placeholder[]
}

export const mailTextLimits = { subject: 200, intro: 2000 } as const

const shop: Placeholder[] = [
  { name: 'shop.name', description: "The shop's name (the site title)" },
  { name: 'shop.url', description: "The site's address" },
]
const order: Placeholder[] = [
  { name: 'order.number', description: 'The order number, e.g. 1042' },
  { name: 'order.date', description: 'The day the order was placed' },
]
const customer: Placeholder[] = [
  { name: 'customer.firstName', description: "The customer's first name (may be empty)" },
  { name: 'customer.email', description: "The customer's email" },
]
const subscription: Placeholder[] = [
  { name: 'subscription.title', description: 'The subscribed product' },
  { name: 'renewal.amount', description: 'The amount of the renewal' },
]

const definitions: Record<MailKind, Omit<MailKindDefinition, 'kind'>> = {
  'order-confirmation': {
    label: 'Order confirmation',
    group: 'Orders',
    description: 'Sent to the customer when an order is placed.',
    defaults: {
      subject: '{{shop.name}}: order #{{order.number}} confirmed',
      intro: 'Thank you for your order, placed on {{order.date}}.',
    },
    placeholders: [
      ...shop,
      ...order,
      { name: 'order.total', description: "The order's total" },
      ...customer,
    ],
  },
  'order-shipped': {
    label: 'Order shipped',
    group: 'Orders',
    description: 'Sent when you mark an order, or part of it, shipped.',
    defaults: {
      subject: '{{shop.name}}: order #{{order.number}} shipped',
      intro: 'Your order, placed on {{order.date}}, was shipped on {{shipment.date}}.',
    },
    placeholders: [
      ...shop,
      ...order,
      { name: 'shipment.date', description: 'The day it was shipped' },
      ...customer,
    ],
  },
  'order-refunded': {
    label: 'Order refunded',
    group: 'Orders',
    description: 'Sent when you refund all or part of an order.',
    defaults: {
      subject: '{{shop.name}}: refund for order #{{order.number}}',
      intro: 'We refunded {{refund.amount}} of your order #{{order.number}}.',
    },
    placeholders: [
      ...shop,
      { name: 'order.number', description: 'The order number, e.g. 1042' },
      { name: 'refund.amount', description: 'The amount refunded' },
      ...customer,
    ],
  },
  'gift-card': {
    label: 'Gift card',
    group: 'Orders',
    description: 'Sent to the person who receives a gift card, with its code.',
    defaults: {
      subject: 'Your {{shop.name}} gift card',
      intro: 'You have received a gift card worth {{giftCard.amount}}.',
    },
    placeholders: [...shop, { name: 'giftCard.amount', description: "The card's value" }],
  },
  'subscription-renewed': {
    label: 'Subscription renewed',
    group: 'Subscriptions',
    description: 'Sent when a subscription renews and is paid.',
    defaults: {
      subject: '{{shop.name}}: your subscription to {{subscription.title}} renewed',
      intro: 'We charged {{renewal.amount}} for your subscription to {{subscription.title}}.',
    },
    placeholders: [...shop, ...subscription],
  },
  'subscription-failed': {
    label: 'Subscription payment failed',
    group: 'Subscriptions',
    description: "Sent when a renewal's card is declined, with a link to pay.",
    defaults: {
      subject: '{{shop.name}}: we could not renew your subscription to {{subscription.title}}',
      intro:
        'The payment of {{renewal.amount}} for your subscription to {{subscription.title}} failed: {{failure.reason}}',
    },
    placeholders: [
      ...shop,
      ...subscription,
      { name: 'failure.reason', description: 'Why the card was not charged' },
    ],
  },
  'restock-notice': {
    label: 'Back in stock',
    group: 'Customers',
    description: 'Sent to visitors who asked to be told when a product is back.',
    defaults: {
      subject: '{{product.name}} is back in stock',
      intro: 'Good news: {{product.name}} is back in stock at {{shop.name}}.',
    },
    placeholders: [...shop, { name: 'product.name', description: 'The product, with its options' }],
  },
  'donation-receipt': {
    label: 'Donation receipt',
    group: 'Customers',
    description: 'Sent to a donor once the payment arrived.',
    defaults: {
      subject: '{{shop.name}}: thank you for your donation',
      intro:
        'Thank you for your donation of {{donation.amount}} to {{shop.name}}, received on {{donation.date}}.',
    },
    placeholders: [
      ...shop,
      { name: 'donation.amount', description: 'The amount given' },
      { name: 'donation.date', description: 'The day it was received' },
    ],
  },
  'cart-reminder': {
    label: 'Abandoned cart reminder',
    group: 'Customers',
    description: 'Sent once to a shopper who left a cart at checkout (when reminders are on).',
    defaults: {
      subject: 'You left something in your cart at {{shop.name}}',
      intro: 'You left {{cart.items}} in your cart at {{shop.name}}.',
    },
    placeholders: [...shop, { name: 'cart.items', description: 'How many items, e.g. "2 items"' }],
  },
  'account-verify': {
    label: 'Verify email',
    group: 'Customers',
    description: 'Sent to a new customer account to confirm its address.',
    defaults: {
      subject: '{{shop.name}}: verify your email',
      intro:
        'Welcome to {{shop.name}}! Open this link to verify your email and finish creating your account:',
    },
    placeholders: shop,
  },
  'password-reset': {
    label: 'Password reset',
    group: 'Customers',
    description: 'Sent when a customer asks to choose a new password.',
    defaults: {
      subject: '{{shop.name}}: reset your password',
      intro: 'Open this link to choose a new password for your account at {{shop.name}}:',
    },
    placeholders: shop,
  },
  'form-notice': {
    label: 'Form submission',
    group: 'Store owner',
    description: 'Sent to you for every form submission; replies go to the submitter.',
    defaults: { subject: 'Form Submission - {{shop.name}} - {{form.name}}', intro: '' },
    placeholders: [
      ...shop,
      { name: 'form.name', description: "The form's name" },
      { name: 'submitter.email', description: "The submitter's email, when the form asks" },
    ],
  },
  'new-order': {
    label: 'New order (to you)',
    group: 'Store owner',
    description: 'Sent to your order notification address for every new order.',
    defaults: {
      subject: '{{shop.name}}: new order #{{order.number}} ({{order.total}})',
      intro: 'You have a new order #{{order.number}} from {{customer.contact}}.',
    },
    placeholders: [
      ...shop,
      { name: 'order.number', description: 'The order number, e.g. 1042' },
      { name: 'order.total', description: "The order's total" },
      { name: 'customer.contact', description: "The customer's name and email" },
      { name: 'customer.email', description: "The customer's email" },
    ],
  },
  ...noticeDefinitions,
}

export function isMailKind(value: string): value is MailKind {
  return (mailKinds as readonly string[]).includes(value)
}

export function mailKindDefinition(kind: MailKind): MailKindDefinition {
  return { kind, ...definitions[kind] }
}

/** The texts a mail uses when the owner has not edited it. */
export function defaultMailTexts(kind: MailKind): MailTexts {
  return { ...definitions[kind].defaults }
}
