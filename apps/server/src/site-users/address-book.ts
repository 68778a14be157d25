import { validateCheckoutAddress } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { failure, type Failure } from '../errors/failure.js'
import type { Database } from '../storage/database.js'
import { lockRows } from '../storage/lock-rows.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { withAccountHomeTables, type AccountHomeTables } from '../storage/account-home-tables.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { accountHomeStrings } from './account-home-strings.js'
import {
  defaultsAfterDelete,
  defaultsAfterSave,
  type DefaultFlags,
} from './address-book-defaults.js'

export const maxAddresses = 50
const addressFields = [
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
] as const

/** An address of the book, as the account calls answer it. */
export interface BookAddress {
  id: string
  firstName: string
  lastName: string
  address1: string
  address2: string
  city: string
  region: string
  postalCode: string
  country: string
  phone: string
  defaultShipping: boolean
  defaultBilling: boolean
}

export type AddressInput = Partial<Record<(typeof addressFields)[number], string>> & {
  defaultShipping?: boolean
  defaultBilling?: boolean
}

type Row = AccountHomeTables['siteUserAddresses']
type BookOwner = { id: string; websiteId: string }

function bookAddress(row: Row): BookAddress {
  const { siteUserId: _u, websiteId: _w, createdAt: _c, ...fields } = row
  return {
    ...fields,
    defaultShipping: row.defaultShipping === 1,
    defaultBilling: row.defaultBilling === 1,
  }
}

function rowsOf(db: Kysely<Database>, owner: BookOwner) {
  return withAccountHomeTables(db)
    .selectFrom('siteUserAddresses')
    .selectAll()
    .where('siteUserId', '=', owner.id)
    .where('websiteId', '=', owner.websiteId)
    .orderBy('createdAt')
    .orderBy('id')
}

/** The account's addresses, oldest first. */
export async function listAddresses(storage: Storage, owner: BookOwner): Promise<BookAddress[]> {
  return (await rowsOf(storage.db, owner).execute()).map(bookAddress)
}

/** The address fields trimmed, the country upper-cased; `{field: message}` when not valid. */
function cleanAddress(
  input: AddressInput,
): { ok: true; value: Record<(typeof addressFields)[number], string> } | Failure<'invalid-fields'> {
  const value = Object.fromEntries(
    addressFields.map((field) => [field, (input[field] ?? '').trim()]),
  ) as Record<(typeof addressFields)[number], string>
  value.country = value.country.toUpperCase()
  const errors = validateCheckoutAddress(value)
  if (Object.keys(errors).length > 0) {
    return failure('invalid-fields', Object.values(errors)[0] ?? '', { fields: errors })
  }
  return { ok: true, value }
}

export type SaveAddressResult =
  { ok: true; address: BookAddress } | Failure<'invalid-fields' | 'not-found' | 'conflict'>

/**
 * Adds an address (`id` undefined) or changes one of the account's own, keeping the default rules
 * (`address-book-defaults.ts`) in the same transaction as the write.
 */
export async function saveAddress(
  storage: Storage,
  owner: BookOwner,
  id: string | undefined,
  input: AddressInput,
  now: Date,
): Promise<SaveAddressResult> {
  const clean = cleanAddress(input)
  if (!clean.ok) return clean
  return writeTransaction(storage, async (trx) => {
    const book = await lockRows(rowsOf(trx, owner), storage.dialect.name).execute()
    if (id !== undefined && !book.some((row) => row.id === id)) {
      return failure('not-found', accountHomeStrings.addressNotFound)
    }
    if (id === undefined && book.length >= maxAddresses) {
      return failure('conflict', accountHomeStrings.tooManyAddresses)
    }
    const addressId = id ?? newId()
    const flags = defaultsAfterSave(
      book.map((row) => flagsOf(row)),
      {
        id: addressId,
        defaultShipping: input.defaultShipping === true,
        defaultBilling: input.defaultBilling === true,
      },
    )
    const db = withAccountHomeTables(trx)
    const mine = flags.find((flag) => flag.id === addressId) ?? flagsOf(undefined, addressId)
    const stored = {
      ...clean.value,
      defaultShipping: mine.defaultShipping ? 1 : 0,
      defaultBilling: mine.defaultBilling ? 1 : 0,
    }
    if (id === undefined) {
      await db
        .insertInto('siteUserAddresses')
        .values({
          id: addressId,
          siteUserId: owner.id,
          websiteId: owner.websiteId,
          createdAt: now.toISOString(),
          ...stored,
        })
        .execute()
    } else {
      await db.updateTable('siteUserAddresses').set(stored).where('id', '=', addressId).execute()
    }
    await writeFlags(trx, book, flags, addressId)
    const row = await rowsOf(trx, owner).where('id', '=', addressId).executeTakeFirstOrThrow()
    return { ok: true as const, address: bookAddress(row) }
  })
}

/** Deletes one of the account's addresses; a default it held passes to the oldest left. */
export async function deleteAddress(
  storage: Storage,
  owner: BookOwner,
  id: string,
): Promise<{ ok: true } | Failure<'not-found'>> {
  return writeTransaction(storage, async (trx) => {
    const book = await lockRows(rowsOf(trx, owner), storage.dialect.name).execute()
    if (!book.some((row) => row.id === id)) {
      return failure('not-found', accountHomeStrings.addressNotFound)
    }
    await withAccountHomeTables(trx).deleteFrom('siteUserAddresses').where('id', '=', id).execute()
    await writeFlags(
      trx,
      book.filter((row) => row.id !== id),
      defaultsAfterDelete(
        book.map((row) => flagsOf(row)),
        id,
      ),
      id,
    )
    return { ok: true as const }
  })
}

function flagsOf(row: Row | undefined, id = row?.id ?? ''): DefaultFlags {
  return {
    id,
    defaultShipping: row?.defaultShipping === 1,
    defaultBilling: row?.defaultBilling === 1,
  }
}

/** Stores the flags of the other addresses that changed. */
async function writeFlags(
  trx: Kysely<Database>,
  book: readonly Row[],
  flags: readonly DefaultFlags[],
  except: string,
): Promise<void> {
  for (const flag of flags) {
    if (flag.id === except) continue
    const row = book.find((candidate) => candidate.id === flag.id)
    const before = flagsOf(row)
    if (
      before.defaultShipping === flag.defaultShipping &&
      before.defaultBilling === flag.defaultBilling
    )
      continue
    await withAccountHomeTables(trx)
      .updateTable('siteUserAddresses')
      .set({
        defaultShipping: flag.defaultShipping ? 1 : 0,
        defaultBilling: flag.defaultBilling ? 1 : 0,
      })
      .where('id', '=', flag.id)
      .execute()
  }
}
