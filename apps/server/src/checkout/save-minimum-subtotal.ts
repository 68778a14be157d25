import { parseWith, websiteSchema } from '@atelier/schema'
import type { Website } from '@atelier/schema'
import { lockWebsite } from '../storage/lock-website.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'

/**
 * Sets the store's minimum order subtotal (SPEC §8; 0 for none) in the website's store settings.
 * The row's `updatedAt` moves with it, so the site's rendered pages (the cart's note) refresh too.
 */
export async function saveMinimumSubtotal(
  storage: Storage,
  websiteId: string,
  minimumOrderSubtotalCents: number,
  now: Date,
): Promise<number | undefined> {
  return writeTransaction(storage, async (trx) => {
    await lockWebsite(trx, websiteId)
    const row = await trx
      .selectFrom('websites')
      .select('settings')
      .where('id', '=', websiteId)
      .executeTakeFirst()
    if (row === undefined) return undefined
    const current = storage.dialect.decodeJson<Website>(row.settings)
    const parsed = parseWith(websiteSchema, {
      ...current,
      settings: {
        ...current.settings,
        storeSettings: { ...current.settings.storeSettings, minimumOrderSubtotalCents },
      },
    })
    if (!parsed.ok) throw new Error(parsed.issues[0]?.message ?? 'invalid website')
    await trx
      .updateTable('websites')
      .set({ settings: storage.dialect.encodeJson(parsed.value), updatedAt: now.toISOString() })
      .where('id', '=', websiteId)
      .execute()
    return parsed.value.settings.storeSettings.minimumOrderSubtotalCents
  })
}
