import type { FastifyRequest } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { AtelierError } from '../errors/atelier-error.js'
import type { Storage } from '../storage/open-storage.js'
import { withAccountHomeTables } from '../storage/account-home-tables.js'
import { accountHomeStrings } from './account-home-strings.js'
import type { OrderViewer } from './orders-visible-to.js'

/** The signed-in shopper's account as the account page shows it. */
export interface SignedInAccount extends OrderViewer {
  firstName: string
  lastName: string
}

/**
 * The account this request's session signs in on its website, if any and not disabled (disabling
 * also ends its sessions; this is the second lock).
 */
export async function signedInAccount(
  storage: Storage,
  request: FastifyRequest,
  now: Date,
): Promise<SignedInAccount | undefined> {
  const id = await currentSiteUserId(storage, request, now)
  if (id === undefined) return undefined
  const row = await withAccountHomeTables(storage.db)
    .selectFrom('siteUsers')
    .select(['id', 'websiteId', 'email', 'firstName', 'lastName', 'disabledAt'])
    .where('id', '=', id)
    .where('websiteId', '=', request.site.id)
    .executeTakeFirst()
  if (row === undefined || row.disabledAt !== null) return undefined
  return {
    id: row.id,
    websiteId: row.websiteId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
  }
}

/** The signed-in account, or a 401 for the account calls. */
export async function requireAccount(
  storage: Storage,
  request: FastifyRequest,
  now: Date,
): Promise<SignedInAccount> {
  const account = await signedInAccount(storage, request, now)
  if (account === undefined) throw new AtelierError('not-signed-in', accountHomeStrings.notSignedIn)
  return account
}
