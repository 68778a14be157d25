import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../storage/database.js'
import type { DonationsTable } from '../storage/tables/donation-tables.js'

export type DonationRow = Selectable<DonationsTable>

export function findDonation(db: Kysely<Database>, id: string): Promise<DonationRow | undefined> {
  return db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst()
}

export function findDonationByKey(
  db: Kysely<Database>,
  websiteId: string,
  idempotencyKey: string,
): Promise<DonationRow | undefined> {
  return db
    .selectFrom('donations')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('idempotencyKey', '=', idempotencyKey)
    .executeTakeFirst()
}

export function findDonationByTokenHash(
  db: Kysely<Database>,
  websiteId: string,
  tokenHash: string,
): Promise<DonationRow | undefined> {
  return db
    .selectFrom('donations')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst()
}

export function findDonationByReference(
  db: Kysely<Database>,
  websiteId: string,
  provider: string,
  reference: string,
): Promise<DonationRow | undefined> {
  return db
    .selectFrom('donations')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('provider', '=', provider)
    .where('providerReference', '=', reference)
    .executeTakeFirst()
}

/** A site's paid gifts, newest first, a page at a time (the back office list and its CSV). */
export async function listPaidDonations(
  db: Kysely<Database>,
  websiteId: string,
  page: { offset: number; pageSize: number },
): Promise<{ rows: DonationRow[]; hasNextPage: boolean }> {
  const rows = await db
    .selectFrom('donations')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('status', '=', 'paid')
    .orderBy('paidAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.pageSize + 1)
    .execute()
  return { rows: rows.slice(0, page.pageSize), hasNextPage: rows.length > page.pageSize }
}
