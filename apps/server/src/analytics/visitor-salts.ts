import { hash, randomBytes } from 'node:crypto'
import type { Storage } from '../storage/open-storage.js'

/**
 * Unique visitors without storing an address: each day has a random salt, and a visitor is
 * SHA-256(salt, site, address, user agent). Salts are deleted after two days, so yesterday's
 * hashes can no longer be recomputed from an address. Several processes agree on a day's salt
 * through the table (the first insert wins).
 */
export function createVisitorSalts(storage: Storage) {
  const cache = new Map<string, string>()

  async function saltFor(day: string): Promise<string> {
    const cached = cache.get(day)
    if (cached !== undefined) return cached
    await storage.db
      .insertInto('analyticsSalts')
      .values({ day, salt: randomBytes(32).toString('hex') })
      .onConflict((oc) => oc.column('day').doNothing())
      .execute()
    const row = await storage.db
      .selectFrom('analyticsSalts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow()
    if (cache.size > 4) cache.clear()
    cache.set(day, row.salt)
    return row.salt
  }

  return {
    /** `day` is the UTC day, so every site shares one salt per day. */
    async visitorHash(
      day: string,
      input: { websiteId: string; ip: string; userAgent: string },
    ): Promise<string> {
      const salt = await saltFor(day)
      // The one-shot hash: no Hash object per hit.
      return hash(
        'sha256',
        `${salt}\u0000${input.websiteId}\u0000${input.ip}\u0000${input.userAgent}`,
        'base64url',
      ).slice(0, 22)
    },
    /** Deletes the salts of days before `keepFrom` (worker step). */
    async deleteBefore(keepFrom: string): Promise<void> {
      await storage.db.deleteFrom('analyticsSalts').where('day', '<', keepFrom).execute()
      for (const day of cache.keys()) if (day < keepFrom) cache.delete(day)
    },
  }
}

export type VisitorSalts = ReturnType<typeof createVisitorSalts>
