import { siteDate } from '../../checkout/order-presentation.js'
import { cartReminderMail } from '../../cart-recovery/cart-reminder-mail.js'
import { donationReceiptMail } from '../../donations/donation-receipt-mail.js'
import { submissionNotification } from '../../forms/submission-notification.js'
import { newOrderMail } from '../../orders/new-order-notice.js'
import type { OrderMailDetails } from '../../orders/order-mail-details.js'
import { restockNotice } from '../../restock/restock-notice.js'
import { passwordResetMail, verifyEmailMail } from '../../mail/account-mails.js'
import type { MailMessage } from '../../mail/mail-message.js'
import {
  giftCardMail,
  orderConfirmationMail,
  refundMail,
  renewalMail,
  shippedMail,
} from '../../mail/order-mails.js'
import { renewalFailedMail } from '../../mail/subscription-mails.js'
import type { MailKind } from '../../mail/templates/mail-kinds.js'
import { sampleNoticeMail } from './sample-notice-mails.js'

/** What a sample mail is made for: the site, its address and currency, and who receives it. */
export interface SampleContext {
  websiteId: string
  shopName: string
  siteUrl: string
  currency: string
  locale: string
  to: string
  now: Date
}

/**
 * Each editable mail made by its real mail function from a sample order (order #1042, two
 * products, a customer called Ada), for the preview (SPEC page type 301) and the test send.
 */
export function sampleMail(kind: MailKind, context: SampleContext): MailMessage {
  const { websiteId, shopName: siteTitle, siteUrl, currency, to } = context
  const base = { websiteId, siteTitle, to }
  const at = context.now.toISOString()
  const date = (iso: string) => siteDate(iso, context.locale, 'UTC')
  const statusUrl = `${siteUrl}/orders/status/sample`
  const details: OrderMailDetails = {
    placedOn: date(at),
    variants: ['Moss glaze', ''],
    shippingAddress: ['Ada Lovelace', '12 Example Street', 'London N1 9GU', 'United Kingdom'],
    shippingMethod: 'Standard shipping',
    subscriptionPrice: null,
    testMode: false,
    formatDate: date,
    customerFirstName: 'Ada',
    customerEmail: 'ada@example.com',
  }
  const lines = [
    { title: 'Speckled Mug', quantity: 2, unitPriceCents: 2800 },
    { title: 'Linen Apron', quantity: 1, unitPriceCents: 4500 },
  ]
  const order = { ...base, orderNumber: 1042, currency }
  const subscription = {
    ...base,
    title: 'Coffee of the Month',
    amountCents: 1800,
    currency,
    priceText: 'every month',
    statusUrl,
  }
  switch (kind) {
    case 'order-confirmation':
      return orderConfirmationMail({
        ...order,
        lines,
        grandTotalCents: 10100,
        amountDueCents: 0,
        statusUrl,
        paymentDue: false,
        downloads: [],
        details,
      })
    case 'order-shipped':
      return shippedMail({
        ...order,
        trackingNumber: '1Z999AA10123456784',
        carrier: 'UPS',
        statusUrl,
        shippedAt: at,
        details,
      })
    case 'order-refunded':
      return refundMail({
        ...order,
        amountCents: 2800,
        providerCents: 2800,
        reason: 'Arrived chipped',
        statusUrl,
        testMode: false,
        customerFirstName: 'Ada',
      })
    case 'gift-card':
      return giftCardMail({ ...base, code: 'GIFT-7K2M-Q9PX', amountCents: 5000, currency, siteUrl })
    case 'subscription-renewed':
      return renewalMail({ ...subscription, paid: true })
    case 'subscription-failed':
      return renewalFailedMail({
        ...subscription,
        reason: 'Your card was declined.',
        authenticationRequired: false,
        payUrl: `${siteUrl}/subscriptions/pay?token=sample`,
        nextTry: date(new Date(context.now.getTime() + 3 * 86_400_000).toISOString()),
        cancelOn: date(new Date(context.now.getTime() + 14 * 86_400_000).toISOString()),
      })
    case 'restock-notice':
      return restockNotice({
        ...base,
        productTitle: 'Speckled Mug',
        attributes: { Glaze: 'Moss' },
        productUrl: `${siteUrl}/shop/speckled-mug`,
      })
    case 'donation-receipt':
      return donationReceiptMail({
        ...base,
        amountCents: 2500,
        currency,
        date: date(at),
        url: `${siteUrl}/donate/thanks?token=sample`,
      })
    case 'cart-reminder':
      return cartReminderMail({
        ...base,
        itemCount: 2,
        link: `${siteUrl}/cart/restore?token=sample`,
      })
    case 'account-verify':
      return verifyEmailMail({ ...base, siteUrl, link: `${siteUrl}/account/verify?token=sample` })
    case 'password-reset':
      return passwordResetMail({ ...base, siteUrl, link: `${siteUrl}/account/reset?token=sample` })
    case 'form-notice':
      return submissionNotification({
        ...base,
        form: { name: 'Contact' },
        pageTitle: 'Contact',
        pagePath: '/contact',
        summaries: [
          { fieldId: 'name', label: 'Name', answer: 'Ada Lovelace' },
          { fieldId: 'email', label: 'Email', answer: 'ada@example.com' },
          { fieldId: 'message', label: 'Message', answer: 'Do you ship mugs to Ireland?' },
        ],
        submitterEmail: 'ada@example.com',
      })
    case 'new-order':
      return newOrderMail({
        ...order,
        email: 'ada@example.com',
        customerName: 'Ada Lovelace',
        grandTotalCents: 10100,
        paymentDue: false,
        lines,
        adminUrl: `${siteUrl}/config/?area=orders`,
      })
    default:
      return sampleNoticeMail(kind, context)
  }
}
