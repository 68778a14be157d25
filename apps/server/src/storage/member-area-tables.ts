import type { Generated, Kysely } from 'kysely'
import type { Database } from './database.js'
import type { Flag } from './column-types.js'

/** The tables of migration 0086 (member areas), known only to the code that uses them. */
export type MemberAreaTables = {
  memberAreas: {
    id: string
    websiteId: string
    name: string
    description: string
    /** free | one-time | recurring */
    pricing: string
    priceCents: number
    currency: string
    /** MONTH | YEAR for a recurring plan. */
    billingUnit: string | null
    /** The paywall product (type 5) a paid area's checkout sells. */
    itemId: string | null
    isDefault: Generated<Flag>
    createdAt: string
    updatedAt: string
  }
  areaMemberships: {
    id: string
    websiteId: string
    memberAreaId: string
    email: string
    /** free | one-time | recurring | comp */
    plan: string
    /** active | cancelled | removed */
    status: string
    orderId: string | null
    subscriptionId: string | null
    joinedAt: string
    updatedAt: string
  }
}

export function withMemberAreaTables(db: Kysely<Database>) {
  return db.withTables<MemberAreaTables>()
}
