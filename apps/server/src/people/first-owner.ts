import { ContributorRole } from '@atelier/schema'
import { sql } from 'kysely'
import { addMemberEverywhere } from '../access/membership-repository.js'
import { AtelierError } from '../errors/atelier-error.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { normaliseEmail, type Owner } from '../auth/owner-repository.js'
import { hashPassword } from '../auth/password-hash.js'

export const firstOwnerStrings = {
  ownerExists: 'Atelier already has an owner. Sign in instead.',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Your name can be at most 100 characters long',
  invalidEmail: 'Please enter a valid email',
  passwordTooShort: 'The password must be at least 8 characters long',
} as const

export const ownerNameMaxLength = 100

export interface FirstOwnerInput {
  name?: string
  email: string
  password: string
  now: Date
}

/** The refusal of a first owner's details, or undefined when they may be used. */
export function firstOwnerProblem(input: { name?: string; email: string; password: string }) {
  if (input.name !== undefined) {
    const name = input.name.trim()
    if (name === '') return firstOwnerStrings.nameRequired
    if (name.length > ownerNameMaxLength) return firstOwnerStrings.nameTooLong
  }
  if (!/^[^\s@]+@[^\s@]+$/.test(normaliseEmail(input.email))) return firstOwnerStrings.invalidEmail
  if (input.password.length < 8) return firstOwnerStrings.passwordTooShort
  return undefined
}

/**
 * Makes the installation's first owner, an admin of every website (OWNER_EMAIL on start and the
 * first-run setup screen both come here). The check that no owner exists and the insert are one
 * step: on SQLite the write transaction holds the database's write lock, on PostgreSQL the users
 * table is locked against other writers first, so of two concurrent setups exactly one wins and the
 * other gets 409.
 */
export async function createFirstOwner(storage: Storage, input: FirstOwnerInput): Promise<Owner> {
  const problem = firstOwnerProblem(input)
  if (problem !== undefined) throw new AtelierError('invalid-input', problem)
  const email = normaliseEmail(input.email)
  // Hashed before the lock is taken: the slow part never holds up other writers.
  const passwordHash = await hashPassword(input.password)
  const id = newId()
  await writeTransaction(storage, async (trx) => {
    if (storage.dialect.name === 'postgres') {
      // Self-exclusive but lets readers through: sign-ins go on while a setup decides.
      await sql`LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE`.execute(trx)
    }
    const existing = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst()
    if (existing !== undefined) throw new AtelierError('conflict', firstOwnerStrings.ownerExists)
    await trx
      .insertInto('users')
      .values({
        id,
        email,
        name: input.name?.trim() ?? '',
        passwordHash,
        createdAt: input.now.toISOString(),
      })
      .execute()
    await addMemberEverywhere(trx, { userId: id, role: ContributorRole.admin, now: input.now })
  })
  return { id, email }
}

/** Whether the installation still has no owner, so /config offers the setup screen. */
export async function needsFirstOwner(storage: Storage): Promise<boolean> {
  const row = await storage.db.selectFrom('users').select('id').limit(1).executeTakeFirst()
  return row === undefined
}
