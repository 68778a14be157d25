import type { Generated, Kysely } from 'kysely'
import type { Flag } from './column-types.js'
import type { Database } from './database.js'

/** Migrations 0083 and 0084: the address book and the account's name and owner switch. */
export type AccountHomeTables = {
  siteUserAddresses: {
    id: string
    siteUserId: string
    websiteId: string
    firstName: string
    lastName: string
    address1: string
    address2: string
    city: string
    region: string
    postalCode: string
    /** ISO 3166-1 alpha-2. */
    country: string
    phone: string
    defaultShipping: Flag
    defaultBilling: Flag
    createdAt: string
  }
  siteUsers: {
    id: string
    websiteId: string
    email: string
    passwordHash: string
    createdAt: string
    firstName: Generated<string>
    lastName: Generated<string>
    /** When the owner disabled the account; null while it may sign in. */
    disabledAt: string | null
  }
}

export function withAccountHomeTables(db: Kysely<Database>) {
  return db.withTables<AccountHomeTables>()
}
