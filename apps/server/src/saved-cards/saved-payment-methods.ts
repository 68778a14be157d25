import { fillTemplate } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { failure, type Failure } from '../errors/failure.js'
import type { PaymentProvider, PaymentProviders, SavedCard } from '../payments/payment-provider.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { savedCardsStrings as strings } from './saved-cards-strings.js'
import { withSavedCardsTables } from './saved-cards-tables.js'

/** The providers a site's saved cards go through. */
export interface SavedCardsDeps {
  storage: Storage
  now: () => Date
  providers: PaymentProviders
  stripeFor?: ((websiteId: string) => Promise<PaymentProvider | undefined>) | undefined
}

/** The account whose cards are asked for. */
export interface CardOwner {
  id: string
  websiteId: string
  email: string
}

/** A saved card as the account page and the checkout show it (never a number). */
export interface AccountCard extends Omit<SavedCard, 'token'> {
  id: string
  provider: string
  isDefault: boolean
  /** The subscriptions still renewing with it (a card in use is not removed). */
  subscriptions: Array<{ id: string; title: string }>
}

/** Subscriptions that still charge their card: a card they use stays until they change it. */
export const renewingStatuses = ['active', 'past_due'] as const

export async function providerNamed(
  deps: SavedCardsDeps,
  websiteId: string,
  name: string,
): Promise<PaymentProvider | undefined> {
  if (name === 'stripe') return deps.stripeFor?.(websiteId)
  return name === 'test' ? deps.providers.test : undefined
}

/**
 * Links a provider's reusable token to the account (the shopper paid signed in and agreed to
 * later charges, or saved a card from the account page). The first card becomes the default.
 * Saving the same token twice keeps one link.
 */
export async function linkSavedCard(
  db: Kysely<Database>,
  link: { siteUserId: string; websiteId: string; provider: string; token: string; now: Date },
): Promise<void> {
  const tables = withSavedCardsTables(db)
  const hasDefault = await tables
    .selectFrom('savedPaymentMethods')
    .select('id')
    .where('siteUserId', '=', link.siteUserId)
    .where('isDefault', '=', 1)
    .executeTakeFirst()
  await tables
    .insertInto('savedPaymentMethods')
    .values({
      id: newId(),
      siteUserId: link.siteUserId,
      websiteId: link.websiteId,
      provider: link.provider,
      token: link.token,
      isDefault: hasDefault === undefined ? 1 : 0,
      createdAt: link.now.toISOString(),
    })
    .onConflict((oc) => oc.columns(['siteUserId', 'token']).doNothing())
    .execute()
}

async function rowsOf(db: Kysely<Database>, owner: CardOwner) {
  return withSavedCardsTables(db)
    .selectFrom('savedPaymentMethods')
    .selectAll()
    .where('siteUserId', '=', owner.id)
    .where('websiteId', '=', owner.websiteId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute()
}

/** The account's subscriptions still renewing, with the token each charges. */
async function renewingSubscriptions(db: Kysely<Database>, owner: CardOwner) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('orders', 'orders.id', 'subscriptions.orderId')
    .leftJoin('carts', 'carts.id', 'orders.cartId')
    .select([
      'subscriptions.id',
      'subscriptions.title',
      'subscriptions.paymentToken',
      'subscriptions.provider',
    ])
    .where('subscriptions.websiteId', '=', owner.websiteId)
    .where('subscriptions.status', 'in', [...renewingStatuses])
    .where((eb) =>
      eb.or([eb('carts.siteUserId', '=', owner.id), eb('orders.email', '=', owner.email)]),
    )
    .execute()
}

/**
 * The account's saved cards as their providers describe them (brand, last four, expiry), the
 * default first. A card its provider no longer holds is left out; a provider that cannot be
 * reached makes the answer `unavailable` (the page says so) instead of failing the page.
 */
export async function listAccountCards(
  deps: SavedCardsDeps,
  owner: CardOwner,
  only?: string,
): Promise<{ cards: AccountCard[]; unavailable: boolean }> {
  const rows = (await rowsOf(deps.storage.db, owner)).filter(
    (row) => only === undefined || row.provider === only,
  )
  const subscriptions = await renewingSubscriptions(deps.storage.db, owner)
  const cards: AccountCard[] = []
  let unavailable = false
  for (const name of new Set(rows.map((row) => row.provider))) {
    const mine = rows.filter((row) => row.provider === name)
    const provider = await providerNamed(deps, owner.websiteId, name)
    if (provider?.savedMethods === undefined) continue
    let described: SavedCard[]
    try {
      described = await provider.savedMethods.list(mine.map((row) => row.token))
    } catch {
      unavailable = true
      continue
    }
    for (const row of mine) {
      const card = described.find((known) => known.token === row.token)
      if (card === undefined) continue
      const { token: _token, ...face } = card
      cards.push({
        id: row.id,
        provider: row.provider,
        ...face,
        isDefault: row.isDefault === 1,
        subscriptions: subscriptions
          .filter((subscription) => subscription.paymentToken === row.token)
          .map(({ id, title }) => ({ id, title })),
      })
    }
  }
  cards.sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
  return { cards, unavailable }
}

/** The account's card with this id, or undefined when it is not theirs. */
export async function findAccountCard(db: Kysely<Database>, owner: CardOwner, id: string) {
  return withSavedCardsTables(db)
    .selectFrom('savedPaymentMethods')
    .selectAll()
    .where('id', '=', id)
    .where('siteUserId', '=', owner.id)
    .where('websiteId', '=', owner.websiteId)
    .executeTakeFirst()
}

/**
 * Removes a saved card: refused (409) while a subscription still renews with it — the shopper
 * changes the subscription's card first; otherwise detached at the provider and forgotten. The
 * default passes to the oldest card left.
 */
export async function removeAccountCard(
  deps: SavedCardsDeps,
  owner: CardOwner,
  id: string,
): Promise<{ ok: true } | Failure> {
  const row = await findAccountCard(deps.storage.db, owner, id)
  if (row === undefined) return failure('not-found', strings.cardNotFound)
  const using = (await renewingSubscriptions(deps.storage.db, owner)).filter(
    (subscription) => subscription.paymentToken === row.token,
  )
  if (using.length > 0) {
    return failure(
      'conflict',
      fillTemplate(strings.cardInUse, { titles: using.map((s) => s.title).join('”, “') }),
    )
  }
  const provider = await providerNamed(deps, owner.websiteId, row.provider)
  await provider?.savedMethods?.detach(row.token)
  await writeTransaction(deps.storage, async (trx) => {
    const tables = withSavedCardsTables(trx)
    await tables.deleteFrom('savedPaymentMethods').where('id', '=', row.id).execute()
    if (row.isDefault !== 1) return
    const next = await tables
      .selectFrom('savedPaymentMethods')
      .select('id')
      .where('siteUserId', '=', owner.id)
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .executeTakeFirst()
    if (next !== undefined) {
      await tables
        .updateTable('savedPaymentMethods')
        .set({ isDefault: 1 })
        .where('id', '=', next.id)
        .execute()
    }
  })
  return { ok: true }
}

/** Makes the card the account's default (ours, and the provider's customer default). */
export async function setDefaultAccountCard(
  deps: SavedCardsDeps,
  owner: CardOwner,
  id: string,
): Promise<{ ok: true } | Failure> {
  const row = await findAccountCard(deps.storage.db, owner, id)
  if (row === undefined) return failure('not-found', strings.cardNotFound)
  const provider = await providerNamed(deps, owner.websiteId, row.provider)
  await provider?.savedMethods?.setDefault(row.token)
  await writeTransaction(deps.storage, async (trx) => {
    const tables = withSavedCardsTables(trx)
    await tables
      .updateTable('savedPaymentMethods')
      .set({ isDefault: 0 })
      .where('siteUserId', '=', owner.id)
      .where('id', '!=', row.id)
      .execute()
    await tables
      .updateTable('savedPaymentMethods')
      .set({ isDefault: 1 })
      .where('id', '=', row.id)
      .execute()
  })
  return { ok: true }
}
