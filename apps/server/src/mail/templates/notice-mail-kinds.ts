import type { MailKindDefinition, Placeholder } from './mail-kinds.js'

/**
 * The notices an owner can edit besides the order and receipt mails (Store Settings → Emails):
 * account notices, the subscription reminders that are not the declined renewal, the failed
 * monthly gift and the dispute notice to the owner. Defaults are the texts these mails had.
 */
export const noticeMailKinds = [
  'account-exists',
  'account-invitation',
  'email-change',
  'email-changed',
  'subscription-unpaid',
  'subscription-confirm',
  'subscription-cancelled',
  'monthly-gift-failed',
  'dispute-opened',
] as const

export type NoticeMailKind = (typeof noticeMailKinds)[number]

const shop: Placeholder[] = [
  { name: 'shop.name', description: "The shop's name (the site title)" },
  { name: 'shop.url', description: "The site's address" },
]
const title: Placeholder = { name: 'subscription.title', description: 'The subscribed product' }
const amount: Placeholder = { name: 'renewal.amount', description: 'The amount of the renewal' }

export const noticeDefinitions: Record<NoticeMailKind, Omit<MailKindDefinition, 'kind'>> = {
  'account-exists': {
    label: 'Account already exists',
    group: 'Customers',
    description:
      'Sent instead of the verify mail when someone signs up with an email that has an account.',
    defaults: {
      subject: '{{shop.name}}: you already have an account',
      intro:
        'Someone tried to create an account at {{shop.name}} with this email, but you already have one.',
    },
    placeholders: shop,
  },
  'account-invitation': {
    label: 'Account invitation',
    group: 'Customers',
    description: 'Sent when you invite a customer to create an account.',
    defaults: {
      subject: 'Create your account at {{shop.name}}',
      intro:
        '{{shop.name}} invites you to create a customer account with {{customer.email}}: see your orders, keep your addresses and check out faster.',
    },
    placeholders: [...shop, { name: 'customer.email', description: "The customer's email" }],
  },
  'email-change': {
    label: 'Confirm new email',
    group: 'Customers',
    description: "Sent to the new address when a customer changes their account's email.",
    defaults: {
      subject: '{{shop.name}}: confirm your new email',
      intro: 'Open this link to use this address for your account at {{shop.name}}:',
    },
    placeholders: shop,
  },
  'email-changed': {
    label: 'Email changed',
    group: 'Customers',
    description: "Sent to the old address once a customer's account email was changed.",
    defaults: {
      subject: '{{shop.name}}: your email was changed',
      intro:
        'The email of your account at {{shop.name}} was changed to {{account.newEmail}}. This address no longer signs in.',
    },
    placeholders: [...shop, { name: 'account.newEmail', description: 'The new email' }],
  },
  'subscription-unpaid': {
    label: 'Subscription renewal unpaid',
    group: 'Subscriptions',
    description: 'Sent when a renewal could not be paid and will be tried again.',
    defaults: {
      subject: '{{shop.name}}: we could not renew your subscription to {{subscription.title}}',
      intro:
        'The payment of {{renewal.amount}} for your subscription to {{subscription.title}} failed. We will try again; please make sure your card can be charged.',
    },
    placeholders: [...shop, title, amount],
  },
  'subscription-confirm': {
    label: 'Subscription payment to confirm',
    group: 'Subscriptions',
    description: "Sent when the subscriber's bank asks them to confirm a renewal, with a link.",
    defaults: {
      subject:
        '{{shop.name}}: please confirm the payment for your subscription to {{subscription.title}}',
      intro:
        'Your bank asks you to confirm the payment of {{renewal.amount}} for your subscription to {{subscription.title}}.',
    },
    placeholders: [...shop, title, amount],
  },
  'subscription-cancelled': {
    label: 'Subscription cancelled',
    group: 'Subscriptions',
    description: 'Sent when a subscription ends because its renewal was never paid.',
    defaults: {
      subject: '{{shop.name}}: your subscription to {{subscription.title}} was cancelled',
      intro:
        'Your subscription to {{subscription.title}} was cancelled because its renewal could not be paid. Nothing more will be charged.',
    },
    placeholders: [...shop, title],
  },
  'monthly-gift-failed': {
    label: 'Monthly gift failed',
    group: 'Customers',
    description: "Sent to a monthly donor when their card can't be charged and the gift stops.",
    defaults: {
      subject: 'Your monthly gift to {{shop.name}} could not be charged',
      intro:
        'We could not charge your card for your monthly gift of {{donation.amount}}. The gift is stopped: no further charges will be made.',
    },
    placeholders: [...shop, { name: 'donation.amount', description: 'The monthly amount' }],
  },
  'dispute-opened': {
    label: 'Payment disputed (to you)',
    group: 'Store owner',
    description: "Sent to you when a buyer disputes an order's payment with their bank.",
    defaults: {
      subject: '{{shop.name}}: the payment of order #{{order.number}} is disputed',
      intro:
        'The buyer of order #{{order.number}} disputed the payment of {{dispute.amount}} with their bank (reason: {{dispute.reason}}).',
    },
    placeholders: [
      ...shop,
      { name: 'order.number', description: 'The order number, e.g. 1042' },
      { name: 'dispute.amount', description: 'The disputed amount' },
      { name: 'dispute.reason', description: "The bank's reason, e.g. fraudulent" },
    ],
  },
}
