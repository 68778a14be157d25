import { isValidEmail } from '@atelier/schema'
import { normaliseEmail } from './owner-repository.js'
import { hashPassword } from './password-hash.js'
import { AtelierError } from '../errors/atelier-error.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import type { SiteUserTables } from '../storage/site-user-tables.js'
import { siteUserStrings } from './site-user-strings.js'

/** A visitor's customer account on one website (SPEC §6 signed-in visitor). */
export interface SiteUser {
  id: string
  websiteId: string
  email: string
  createdAt: string
}

export type SiteUserRow = SiteUserTables['siteUsers']

/** Adds an account with the same email and password rules as owner accounts. */
export async function createSiteUser(
  storage: Storage,
  input: { websiteId: string; email: string; password: string; now: Date },
): Promise<SiteUser> {
  const email = normaliseEmail(input.email)
  if (!isValidEmail(email)) {
    throw new AtelierError('invalid-input', siteUserStrings.invalidEmail)
  }
  if (input.password.length < 8) {
    throw new AtelierError('invalid-input', siteUserStrings.passwordTooShort)
  }
  const db = withSiteUserTables(storage.db)
  const user = {
    id: newId(),
    websiteId: input.websiteId,
    email,
    createdAt: input.now.toISOString(),
  }
  const inserted = await db
    .insertInto('siteUsers')
    // Made by the owner from the command line: the address counts as verified.
    .values({
      ...user,
      passwordHash: await hashPassword(input.password),
      emailVerifiedAt: user.createdAt,
    })
    .onConflict((conflict) => conflict.columns(['websiteId', 'email']).doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted === undefined) {
    throw new AtelierError('conflict', `A site user with the email ${email} already exists`)
  }
  return user
}

export async function findSiteUserByEmail(
  storage: Storage,
  websiteId: string,
  email: string,
): Promise<SiteUserRow | undefined> {
  return withSiteUserTables(storage.db)
    .selectFrom('siteUsers')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
}

/** Every account of the website with its password hash, oldest first (the site export). */
export async function listSiteUserRows(
  storage: Storage,
  websiteId: string,
): Promise<SiteUserRow[]> {
  return withSiteUserTables(storage.db)
    .selectFrom('siteUsers')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** The accounts of the website, without hashes (the owner's list). */
export async function listSiteUsers(storage: Storage, websiteId: string): Promise<SiteUser[]> {
  return (await listSiteUserRows(storage, websiteId)).map(
    ({ passwordHash: _hash, ...user }) => user,
  )
}
