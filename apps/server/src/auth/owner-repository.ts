import { normaliseEmail } from '@atelier/schema'
import { invalidEmailMessage, isValidEmail } from '@atelier/schema'
import { AtelierError } from '../errors/atelier-error.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { hashPassword } from './password-hash.js'

export interface Owner {
  id: string
  email: string
  /** The name given at the first-run setup; '' or absent when none was asked. */
  name?: string
}

/** One rule for every address that identifies someone (`@atelier/schema`). */
export { normaliseEmail }

export async function createOwner(
  storage: Storage,
  input: { email: string; password: string; now: Date },
): Promise<Owner> {
  const email = normaliseEmail(input.email)
  if (!isValidEmail(email)) {
    throw new AtelierError('invalid-input', invalidEmailMessage)
  }
  if (input.password.length < 8) {
    throw new AtelierError('invalid-input', 'The password must be at least 8 characters long')
  }
  const existing = await storage.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst()
  if (existing !== undefined) {
    throw new AtelierError('conflict', `An owner with the email ${email} already exists`)
  }
  const id = newId()
  await storage.db
    .insertInto('users')
    .values({
      id,
      email,
      passwordHash: await hashPassword(input.password),
      createdAt: input.now.toISOString(),
    })
    .execute()
  return { id, email, name: '' }
}

export async function countOwners(storage: Storage): Promise<number> {
  const row = await storage.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function findOwnerByEmail(
  storage: Storage,
  email: string,
): Promise<Owner | undefined> {
  return storage.db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst()
}
