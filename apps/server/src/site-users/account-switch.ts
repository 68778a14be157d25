import { normaliseEmail } from '../auth/owner-repository.js'
import type { Storage } from '../storage/open-storage.js'
import { withAccountHomeTables } from '../storage/account-home-tables.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import { writeTransaction } from '../storage/write-transaction.js'

export async function isAccountDisabled(storage: Storage, siteUserId: string): Promise<boolean> {
  const row = await withAccountHomeTables(storage.db)
    .selectFrom('siteUsers')
    .select('disabledAt')
    .where('id', '=', siteUserId)
    .executeTakeFirst()
  return row?.disabledAt !== null && row?.disabledAt !== undefined
}

/** A customer's account as the owner sees it beside their orders. */
export interface CustomerAccount {
  id: string
  createdAt: string
  disabled: boolean
}

export async function findCustomerAccount(
  storage: Storage,
  websiteId: string,
  email: string,
): Promise<CustomerAccount | undefined> {
  const row = await withAccountHomeTables(storage.db)
    .selectFrom('siteUsers')
    .select(['id', 'createdAt', 'disabledAt'])
    .where('websiteId', '=', websiteId)
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
  return row === undefined
    ? undefined
    : { id: row.id, createdAt: row.createdAt, disabled: row.disabledAt !== null }
}

/**
 * The owner turns a customer's account off or on again. Turning it off ends every session of the
 * account in the same transaction, so no browser stays signed in. Undefined: no such account.
 */
export async function setAccountDisabled(
  storage: Storage,
  input: { websiteId: string; email: string; disabled: boolean; now: Date },
): Promise<CustomerAccount | undefined> {
  const account = await findCustomerAccount(storage, input.websiteId, input.email)
  if (account === undefined) return undefined
  await writeTransaction(storage, async (trx) => {
    await withAccountHomeTables(trx)
      .updateTable('siteUsers')
      .set({ disabledAt: input.disabled ? input.now.toISOString() : null })
      .where('id', '=', account.id)
      .execute()
    if (input.disabled) {
      await withSiteUserTables(trx)
        .deleteFrom('siteUserSessions')
        .where('siteUserId', '=', account.id)
        .execute()
    }
  })
  return { ...account, disabled: input.disabled }
}
