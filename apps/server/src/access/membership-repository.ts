import { ContributorRole } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { AtelierError } from '../errors/atelier-error.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import { lastAdminMessage } from './access-strings.js'
import { lockRows } from '../storage/lock-rows.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface Member {
  userId: string
  email: string
  role: number
  createdAt: string
}

/** The role code a person holds on a website, or undefined when they do not belong to it. */
export async function findMemberRole(
  storage: Storage,
  userId: string,
  websiteId: string,
): Promise<number | undefined> {
  const row = await storage.db
    .selectFrom('websiteMembers')
    .select('role')
    .where('userId', '=', userId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  return row?.role
}

/** Adds the person to the website, or changes the role they already hold there. */
export async function addMember(
  db: Kysely<Database>,
  input: { userId: string; websiteId: string; role: number; now: Date },
): Promise<void> {
  await db
    .insertInto('websiteMembers')
    .values({
      userId: input.userId,
      websiteId: input.websiteId,
      role: input.role,
      createdAt: input.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['websiteId', 'userId']).doUpdateSet({ role: input.role }))
    .execute()
}

export async function listMembers(storage: Storage, websiteId: string): Promise<Member[]> {
  return storage.db
    .selectFrom('websiteMembers')
    .innerJoin('users', 'users.id', 'websiteMembers.userId')
    .select([
      'websiteMembers.userId',
      'users.email',
      'websiteMembers.role',
      'websiteMembers.createdAt',
    ])
    .where('websiteMembers.websiteId', '=', websiteId)
    .orderBy('users.email')
    .execute()
}

/**
 * Changes a member's role (or removes them with `role` undefined), refusing to leave the website
 * without an admin. The website's admins are counted inside the transaction that writes, holding
 * their rows, so two admins demoting each other at once cannot both succeed.
 */
export async function changeMember(
  storage: Storage,
  input: { websiteId: string; userId: string; role: number | undefined },
): Promise<void> {
  await writeTransaction(storage, async (trx) => {
    const admins = await lockedAdmins(storage, trx, input.websiteId)
    const current = await trx
      .selectFrom('websiteMembers')
      .select('role')
      .where('websiteId', '=', input.websiteId)
      .where('userId', '=', input.userId)
      .executeTakeFirst()
    if (current === undefined) {
      throw new AtelierError('not-found', 'This person is not a member of this website.')
    }
    const stillAdmin = input.role === ContributorRole.admin
    if (current.role === ContributorRole.admin && !stillAdmin && admins.length <= 1) {
      throw new AtelierError('last-admin', lastAdminMessage)
    }
    if (input.role === undefined) {
      await trx
        .deleteFrom('websiteMembers')
        .where('websiteId', '=', input.websiteId)
        .where('userId', '=', input.userId)
        .execute()
    } else {
      await trx
        .updateTable('websiteMembers')
        .set({ role: input.role })
        .where('websiteId', '=', input.websiteId)
        .where('userId', '=', input.userId)
        .execute()
    }
  })
}

async function lockedAdmins(
  storage: Storage,
  trx: Kysely<Database>,
  websiteId: string,
): Promise<string[]> {
  const query = trx
    .selectFrom('websiteMembers')
    .select('userId')
    .where('websiteId', '=', websiteId)
    .where('role', '=', ContributorRole.admin)
  // SQLite writes one transaction at a time; PostgreSQL needs the rows held.
  const rows = await lockRows(query, storage.dialect.name).execute()
  return rows.map((row) => row.userId)
}

/**
 * Makes the person a member of every website of the installation with `role`: the first owner
 * of an installation, and owners created on the command line without a domain.
 */
export async function addMemberEverywhere(
  db: Kysely<Database>,
  input: { userId: string; role: number; now: Date },
): Promise<void> {
  const websites = await db.selectFrom('websites').select('id').execute()
  for (const website of websites) {
    await addMember(db, {
      userId: input.userId,
      websiteId: website.id,
      role: input.role,
      now: input.now,
    })
  }
}
