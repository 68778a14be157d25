import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Mailer } from '../mail/mailer.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import { appSecret } from '../security/app-secret.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import {
  maxReminderDelayMinutes,
  reminderDue,
  restoreLinkLifetimeMs,
  restoreToken,
} from './cart-reminder-rules.js'
import { cartReminderMail } from './cart-reminder-mail.js'

export const cartRestoreSecret = 'cart-restore-links'
/** Carts mailed per step at most; the next step takes the rest. */
const batchSize = 100
/** A shopper whose email is older than the delay plus this is not reminded: too late to help. */
const lateWindowMs = 2 * 24 * 60 * 60 * 1000
const oldestUseful = maxReminderDelayMinutes * 60_000 + lateWindowMs

/** The shopper gave an email at checkout: remembered for the cart, unless it was reminded. */
export async function recordCheckoutEmail(
  db: Kysely<Database>,
  input: { websiteId: string; cartId: string; email: string; now: Date },
): Promise<void> {
  const at = input.now.toISOString()
  await db
    .insertInto('cartReminders')
    .values({
      cartId: input.cartId,
      websiteId: input.websiteId,
      email: input.email,
      emailGivenAt: at,
      remindedAt: null,
    })
    .onConflict((oc) =>
      oc
        .column('cartId')
        .doUpdateSet({ email: input.email, emailGivenAt: at })
        .where('cartReminders.remindedAt', 'is', null),
    )
    .execute()
}

export async function reminderDelay(
  db: Kysely<Database>,
  websiteId: string,
): Promise<number | null> {
  const row = await db
    .selectFrom('cartReminderSettings')
    .select('delayMinutes')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return row?.delayMinutes ?? null
}

export async function saveReminderDelay(
  db: Kysely<Database>,
  websiteId: string,
  delayMinutes: number | null,
): Promise<void> {
  await db
    .insertInto('cartReminderSettings')
    .values({ websiteId, delayMinutes })
    .onConflict((oc) => oc.column('websiteId').doUpdateSet({ delayMinutes }))
    .execute()
}

/** An order placed from the cart (pending, paid or received; a failed one is no order). */
const hasOrder = sql<boolean>`exists (select 1 from orders where orders.cart_id = cart_reminders.cart_id and orders.status <> 'failed')`

/**
 * The worker step: every cart whose reminder is due gets one mail with a signed, expiring link
 * that restores it, from the site's configured domain. The claim (`remindedAt`) and the mail are
 * one transaction, and the claim holds only while the cart has no order: at most one reminder,
 * never after the order, even with several workers.
 */
export async function sendDueReminders(
  storage: Storage,
  mailer: Mailer,
  now: Date,
): Promise<number> {
  const db = storage.db
  const candidates = await db
    .selectFrom('cartReminders')
    .innerJoin('cartReminderSettings', 'cartReminderSettings.websiteId', 'cartReminders.websiteId')
    .innerJoin('carts', 'carts.id', 'cartReminders.cartId')
    .innerJoin('websites', 'websites.id', 'cartReminders.websiteId')
    .select((eb) => [
      'cartReminders.cartId',
      'cartReminders.websiteId',
      'cartReminders.email',
      'cartReminders.emailGivenAt',
      'cartReminderSettings.delayMinutes',
      'websites.title',
      eb
        .selectFrom('cartEntries')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('cartEntries.cartId', '=', 'cartReminders.cartId')
        .as('itemCount'),
    ])
    .where('cartReminders.remindedAt', 'is', null)
    .where('cartReminderSettings.delayMinutes', 'is not', null)
    .where('carts.isPurchased', '=', 0)
    .where('cartReminders.emailGivenAt', '>', new Date(now.getTime() - oldestUseful).toISOString())
    .where(sql<boolean>`not ${hasOrder}`)
    .orderBy('cartReminders.emailGivenAt')
    .limit(batchSize)
    .execute()
  const secret = await appSecret(db, cartRestoreSecret)
  let sent = 0
  for (const cart of candidates) {
    const delay = cart.delayMinutes
    const due = reminderDue(
      {
        emailGivenAt: cart.emailGivenAt,
        remindedAt: null,
        orderPlaced: false,
        itemCount: Number(cart.itemCount ?? 0),
      },
      delay,
      now,
    )
    const late =
      now.getTime() - Date.parse(cart.emailGivenAt) > (delay ?? 0) * 60_000 + lateWindowMs
    if (!due || late) continue
    const link = `${await siteBaseUrl(storage, cart.websiteId)}/cart/restore?token=${encodeURIComponent(
      restoreToken(secret, cart.cartId, new Date(now.getTime() + restoreLinkLifetimeMs)),
    )}`
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('cartReminders')
        .set({ remindedAt: now.toISOString() })
        .where('cartId', '=', cart.cartId)
        .where('remindedAt', 'is', null)
        .where(sql<boolean>`not ${hasOrder}`)
        .executeTakeFirst()
      if (Number(claim.numUpdatedRows) !== 1) return false
      await mailer.send(
        cartReminderMail({
          to: cart.email,
          websiteId: cart.websiteId,
          siteTitle: cart.title,
          itemCount: Number(cart.itemCount ?? 0),
          link,
        }),
        trx,
      )
      return true
    })
    if (claimed) sent += 1
  }
  return sent
}

/** The back office's counts: reminders sent, and reminded carts that became an order. */
export async function reminderCounts(
  db: Kysely<Database>,
  websiteId: string,
): Promise<{ remindersSent: number; cartsRecovered: number }> {
  const row = await db
    .selectFrom('cartReminders')
    .select((eb) => [
      eb.fn.countAll<number>().as('sent'),
      eb.fn.count<number>('cartReminders.cartId').filterWhere(hasOrder).as('recovered'),
    ])
    .where('websiteId', '=', websiteId)
    .where('remindedAt', 'is not', null)
    .executeTakeFirstOrThrow()
  return { remindersSent: Number(row.sent), cartsRecovered: Number(row.recovered) }
}
