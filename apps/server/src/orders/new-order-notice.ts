import { formatMoney } from '@atelier/commerce'
import type { CurrencyCode } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { loadCheckoutSettings } from '../sites/checkout-settings.js'
import type { Mailer } from '../mail/mailer.js'
import type { MailMessage } from '../mail/mail-message.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { orderAdminStrings } from './order-admin-strings.js'
import { addOrderEvent } from './order-events.js'

/** Where the store's new-order mail goes: its notification address, else the first owner's. */
export async function storeNotificationEmail(
  db: Kysely<Database>,
  storage: Storage,
  websiteId: string,
): Promise<string | undefined> {
  const settings = await loadCheckoutSettings(db, storage.dialect, websiteId)
  if (settings.orderNotificationEmail !== undefined && settings.orderNotificationEmail !== '') {
    return settings.orderNotificationEmail
  }
  const owner = await db
    .selectFrom('users')
    .select('email')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  return owner?.email
}

/** The owner's back-office page of an order, on the site's primary domain. */
export function orderAdminUrl(baseUrl: string, orderId: string): string {
  return `${baseUrl}/config/?area=orders&order=${encodeURIComponent(orderId)}`
}

export interface NewOrderMailInput {
  websiteId: string
  siteTitle: string
  to: string
  orderNumber: number
  email: string
  customerName: string
  currency: string
  grandTotalCents: number
  paymentDue: boolean
  lines: ReadonlyArray<{ title: string; quantity: number }>
  adminUrl: string
}

/** The store's notice of a new order, to the owner: who ordered what, and the back-office link. */
export function newOrderMail(input: NewOrderMailInput, texts?: MailTexts): MailMessage {
  const total = formatMoney(input.grandTotalCents, input.currency as CurrencyCode)
  const customer =
    input.customerName === '' ? input.email : `${input.customerName} <${input.email}>`
  const texted = renderMailTexts('new-order', texts, {
    'shop.name': input.siteTitle,
    'order.number': String(input.orderNumber),
    'order.total': total,
    'customer.contact': customer,
    'customer.email': input.email,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'new-order', rebuild: (edited) => newOrderMail(input, edited) },
    text: [
      ...(texted.intro === '' ? [] : [texted.intro, '']),
      ...input.lines.map((line) => `${line.quantity} × ${line.title}`),
      '',
      `Total: ${total}${input.paymentDue ? ' (payment due on pickup or by bank transfer)' : ''}`,
      '',
      `Open the order: ${input.adminUrl}`,
    ].join('\n'),
  }
}

/**
 * Called in the transaction that confirms an order: the timeline's first entry and the store's
 * new-order mail, queued with it. Links come from the site's primary domain, never the request.
 */
export async function recordPlacedOrder(
  trx: Kysely<Database>,
  deps: { storage: Storage; mailer: Mailer },
  order: {
    id: string
    websiteId: string
    orderNumber: number
    email: string
    customerName?: string
    currency: string
    grandTotalCents: number
    createdAt: string
  },
  input: {
    siteTitle: string
    paymentDue: boolean
    lines: ReadonlyArray<{ title: string; quantity: number }>
  },
): Promise<void> {
  await addOrderEvent(trx, deps.storage.dialect, {
    orderId: order.id,
    kind: 'placed',
    message: orderAdminStrings.placed,
    at: order.createdAt,
  })
  const to = await storeNotificationEmail(trx, deps.storage, order.websiteId)
  if (to === undefined) return
  const customerName = await trx
    .selectFrom('orders')
    .select('customerName')
    .where('id', '=', order.id)
    .executeTakeFirst()
  await deps.mailer.send(
    newOrderMail({
      websiteId: order.websiteId,
      siteTitle: input.siteTitle,
      to,
      orderNumber: order.orderNumber,
      email: order.email,
      customerName: customerName?.customerName ?? '',
      currency: order.currency,
      grandTotalCents: order.grandTotalCents,
      paymentDue: input.paymentDue,
      lines: input.lines,
      // Through the transaction's connection: SQLite has one, held by the transaction.
      adminUrl: orderAdminUrl(
        await siteBaseUrl({ ...deps.storage, db: trx }, order.websiteId),
        order.id,
      ),
    }),
    trx,
  )
}
