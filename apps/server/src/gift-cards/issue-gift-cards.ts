import { formatGiftCardCode } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Mailer } from '../mail/mailer.js'
import type { OrderLineRow, OrderRow } from '../orders/order-queries.js'
import { giftCardMail } from '../mail/order-mails.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { deliveryDate } from './delivery-date.js'
import { newGiftCardCode } from './new-gift-card-code.js'

/**
 * Optional answers a gift card line may carry in its extra-form JSON: who receives it and when.
 * Without them the card goes to the buyer at once.
 */
interface GiftCardDelivery {
  recipientEmail?: string
  deliverAt?: string
}

/**
 * Creates one card per gift card unit bought (the denomination is the line's unit price) and
 * queues its mail in the same transaction; a mail for a later date waits in the outbox until then.
 */
export async function issueGiftCards(
  db: Kysely<Database>,
  mailer: Mailer,
  order: OrderRow,
  lines: readonly OrderLineRow[],
  site: { title: string; url: string; timeZone?: string },
  now: Date,
): Promise<number> {
  let issued = 0
  for (const line of lines) {
    if (line.kind !== 'gift-card') continue
    const delivery = deliveryOf(line.additionalFields)
    const recipient = delivery.recipientEmail ?? order.email
    const deliverAt = deliveryDate(delivery.deliverAt, site.timeZone, now)
    for (let unit = 0; unit < line.quantity; unit++) {
      const code = newGiftCardCode()
      const giftCardId = newId()
      await db
        .insertInto('giftCards')
        .values({
          id: giftCardId,
          websiteId: order.websiteId,
          code,
          currency: order.currency,
          initialCents: line.unitPriceCents,
          balanceCents: line.unitPriceCents,
          orderId: order.id,
          recipientEmail: recipient,
          deliverAt: deliverAt?.toISOString() ?? null,
          createdAt: now.toISOString(),
        })
        .execute()
      const mailId = await mailer.send(
        giftCardMail({
          websiteId: order.websiteId,
          siteTitle: site.title,
          to: recipient,
          code: formatGiftCardCode(code),
          amountCents: line.unitPriceCents,
          currency: order.currency,
          siteUrl: site.url,
        }),
        db,
      )
      if (deliverAt !== undefined) {
        await db
          .updateTable('outbox')
          .set({ nextAttemptAt: deliverAt.toISOString() })
          .where('id', '=', mailId)
          .execute()
      }
      issued += 1
    }
  }
  return issued
}

function deliveryOf(additionalFields: string | null): GiftCardDelivery {
  if (additionalFields === null) return {}
  try {
    const parsed: unknown = JSON.parse(additionalFields)
    if (typeof parsed !== 'object' || parsed === null) return {}
    const record = parsed as Record<string, unknown>
    return {
      ...(typeof record.recipientEmail === 'string' && record.recipientEmail.includes('@')
        ? { recipientEmail: record.recipientEmail.trim() }
        : {}),
      ...(typeof record.deliverAt === 'string' ? { deliverAt: record.deliverAt } : {}),
    }
  } catch {
    return {}
  }
}
