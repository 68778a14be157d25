import type { Kysely } from 'kysely'
import type { OrderLineRow } from '../orders/order-queries.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import { downloadPath } from './download-link.js'

/** One download grant per digital line of a paid order; the links go in the confirmation mail. */
export async function grantDownloads(
  db: Kysely<Database>,
  input: {
    orderId: string
    lines: readonly OrderLineRow[]
    secret: string
    baseUrl: string
    days: number
    maxDownloads: number
    now: Date
  },
): Promise<Array<{ title: string; url: string }>> {
  const links: Array<{ title: string; url: string }> = []
  const expiresAt = new Date(input.now.getTime() + input.days * 86_400_000)
  for (const line of input.lines) {
    if (line.kind !== 'digital') continue
    const id = newId()
    await db
      .insertInto('downloadGrants')
      .values({
        id,
        orderId: input.orderId,
        itemId: line.itemId,
        title: line.title,
        maxDownloads: input.maxDownloads,
        expiresAt: expiresAt.toISOString(),
        createdAt: input.now.toISOString(),
      })
      .execute()
    links.push({
      title: line.title,
      url: `${input.baseUrl}${downloadPath(input.secret, id, expiresAt)}`,
    })
  }
  return links
}
