import { sql } from 'kysely'
import type { Storage } from '../storage/open-storage.js'
import { newId } from '../storage/new-id.js'
import { emitWebhook } from '../webhooks/emit-webhook.js'
import { decodeCursor, pageOf } from '../http/page-cursor.js'
import type { MailingListProvider, Subscriber, SubscriberStatus } from './mailing-list-provider.js'
import { defaultListId, defaultListName } from './subscribe-to-newsletter.js'

/**
 * Mailing lists kept by Atelier in its own database. Visitors join the lists the owner made, and
 * the default list, which the first sign-up to it creates; any other list id is refused, so
 * visitors cannot make lists.
 */
/** Rows per INSERT of an import: 9 columns each stays far below SQLite's variable limit. */
const importChunk = 500

export function createStoredMailingLists(storage: Storage): MailingListProvider {
  const db = storage.db

  async function existingList(
    websiteId: string,
    listId: string,
    now: Date,
  ): Promise<{ id: string; doubleOptIn: number } | undefined> {
    const existing = await db
      .selectFrom('mailingLists')
      .select(['id', 'doubleOptIn'])
      .where('websiteId', '=', websiteId)
      .where('id', '=', listId)
      .executeTakeFirst()
    if (existing !== undefined) return existing
    if (listId !== defaultListId) {
      // A block still connected to a deleted list is disconnected: it signs up to the default list.
      const deleted = await db
        .selectFrom('mailingListDeletions')
        .select('listId')
        .where('websiteId', '=', websiteId)
        .where('listId', '=', listId)
        .executeTakeFirst()
      return deleted === undefined ? undefined : existingList(websiteId, defaultListId, now)
    }
    await db
      .insertInto('mailingLists')
      .values({
        websiteId,
        id: listId,
        name: defaultListName,
        doubleOptIn: 0,
        createdAt: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['websiteId', 'id']).doNothing())
      .execute()
    return { id: listId, doubleOptIn: 0 }
  }

  async function setStatus(
    websiteId: string,
    subscriberId: string,
    from: SubscriberStatus[],
    to: SubscriberStatus,
    now: Date,
  ): Promise<boolean> {
    const result = await db
      .updateTable('mailingListSubscribers')
      .set({ status: to, updatedAt: now.toISOString() })
      .where('websiteId', '=', websiteId)
      .where('id', '=', subscriberId)
      .where('status', 'in', from)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  return {
    async subscribe(input) {
      const list = await existingList(input.websiteId, input.listId, input.now)
      if (list === undefined) return { ok: false, code: 'unknown-list' }
      const status = list.doubleOptIn === 1 ? 'pending' : 'subscribed'
      const at = input.now.toISOString()
      // Unique per list and email: a repeat sign-up meets the existing row. A new row and its
      // `subscriber.added` webhook are written together.
      await db.transaction().execute(async (trx) => {
        const id = newId()
        const inserted = await trx
          .insertInto('mailingListSubscribers')
          .values({
            id,
            websiteId: input.websiteId,
            listId: list.id,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            status,
            createdAt: at,
            updatedAt: at,
          })
          .onConflict((oc) => oc.columns(['websiteId', 'listId', 'email']).doNothing())
          .executeTakeFirst()
        if (inserted.numInsertedOrUpdatedRows !== 1n) return
        await emitWebhook(trx, {
          websiteId: input.websiteId,
          type: 'subscriber.added',
          at,
          data: {
            id,
            listId: list.id,
            email: input.email,
            firstName: input.firstName,
            lastName: input.lastName,
            status,
            createdAt: at,
          },
        })
      })
      const row = await db
        .selectFrom('mailingListSubscribers')
        .select(['id', 'status'])
        .where('websiteId', '=', input.websiteId)
        .where('listId', '=', list.id)
        .where('email', '=', input.email)
        .executeTakeFirstOrThrow()
      if (row.status === 'unsubscribed') {
        // Signing up again after leaving is a fresh consent, confirmed like a new one.
        await setStatus(input.websiteId, row.id, ['unsubscribed'], status, input.now)
        return { ok: true, subscriberId: row.id, status }
      }
      return {
        ok: true,
        subscriberId: row.id,
        status: row.status === 'subscribed' ? 'subscribed' : 'pending',
      }
    },

    confirm: (websiteId, subscriberId, now) =>
      setStatus(websiteId, subscriberId, ['pending', 'subscribed'], 'subscribed', now),

    unsubscribe: (websiteId, subscriberId, now) =>
      setStatus(
        websiteId,
        subscriberId,
        ['pending', 'subscribed', 'unsubscribed'],
        'unsubscribed',
        now,
      ),

    async lists(websiteId) {
      const rows = await db
        .selectFrom('mailingLists')
        .leftJoin('mailingListSubscribers', (join) =>
          join
            .onRef('mailingListSubscribers.websiteId', '=', 'mailingLists.websiteId')
            .onRef('mailingListSubscribers.listId', '=', 'mailingLists.id')
            .on('mailingListSubscribers.status', '=', 'subscribed'),
        )
        .select((eb) => [
          'mailingLists.id',
          'mailingLists.name',
          'mailingLists.doubleOptIn',
          eb.fn.count('mailingListSubscribers.id').as('subscriberCount'),
        ])
        .where('mailingLists.websiteId', '=', websiteId)
        .groupBy(['mailingLists.id', 'mailingLists.name', 'mailingLists.doubleOptIn'])
        .orderBy('mailingLists.id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        doubleOptIn: row.doubleOptIn === 1,
        subscriberCount: Number(row.subscriberCount),
      }))
    },

    async saveList(websiteId, list, now) {
      await db
        .deleteFrom('mailingListDeletions')
        .where('websiteId', '=', websiteId)
        .where('listId', '=', list.id)
        .execute()
      await db
        .insertInto('mailingLists')
        .values({
          websiteId,
          id: list.id,
          name: list.name,
          doubleOptIn: list.doubleOptIn ? 1 : 0,
          createdAt: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .columns(['websiteId', 'id'])
            .doUpdateSet({ name: list.name, doubleOptIn: list.doubleOptIn ? 1 : 0 }),
        )
        .execute()
    },

    async deleteList(websiteId, listId, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        // Forms connected to the list are disconnected; blocks naming it find its tombstone.
        await trx
          .updateTable('forms')
          .set({ mailingListId: null })
          .where('websiteId', '=', websiteId)
          .where('mailingListId', '=', listId)
          .execute()
        await trx
          .deleteFrom('mailingListSubscribers')
          .where('websiteId', '=', websiteId)
          .where('listId', '=', listId)
          .execute()
        const result = await trx
          .deleteFrom('mailingLists')
          .where('websiteId', '=', websiteId)
          .where('id', '=', listId)
          .executeTakeFirst()
        const deleted = Number(result.numDeletedRows) === 1
        if (deleted && listId !== defaultListId) {
          await trx
            .insertInto('mailingListDeletions')
            .values({ websiteId, listId, deletedAt: now.toISOString() })
            .onConflict((oc) => oc.columns(['websiteId', 'listId']).doNothing())
            .execute()
        }
        return deleted
      })
    },

    async addSubscribers(websiteId, listId, people, now) {
      const list = await existingList(websiteId, listId, now)
      // The owner adds to lists that exist, never through a deleted list's tombstone.
      if (list === undefined || list.id !== listId) return { ok: false, code: 'unknown-list' }
      const at = now.toISOString()
      const added: Subscriber[] = []
      // A few hundred rows a statement, in one transaction; an address already there is left as
      // it is and not returned (ON CONFLICT DO NOTHING … RETURNING, on both databases).
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < people.length; start += importChunk) {
          const rows = people.slice(start, start + importChunk).map((person) => ({
            id: newId(),
            websiteId,
            listId,
            ...person,
            createdAt: at,
            updatedAt: at,
          }))
          const inserted = await trx
            .insertInto('mailingListSubscribers')
            .values(rows)
            .onConflict((oc) => oc.columns(['websiteId', 'listId', 'email']).doNothing())
            .returning(['id', 'email', 'firstName', 'lastName', 'status', 'createdAt', 'updatedAt'])
            .execute()
          added.push(...(inserted as Subscriber[]))
        }
      })
      return { ok: true, added, existing: people.length - added.length }
    },

    async removeSubscriber(websiteId, listId, subscriberId) {
      const result = await db
        .deleteFrom('mailingListSubscribers')
        .where('websiteId', '=', websiteId)
        .where('listId', '=', listId)
        .where('id', '=', subscriberId)
        .executeTakeFirst()
      return Number(result.numDeletedRows) === 1
    },

    async subscribers(websiteId, listId, page) {
      const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, 2)
      let query = db
        .selectFrom('mailingListSubscribers')
        .select(['id', 'email', 'firstName', 'lastName', 'status', 'createdAt', 'updatedAt'])
        .where('websiteId', '=', websiteId)
        .where('listId', '=', listId)
      const search = page.search?.trim().toLowerCase()
      if (search !== undefined && search !== '') {
        const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
        query = query.where((eb) =>
          eb.or(
            (['email', 'firstName', 'lastName'] as const).map(
              (column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
            ),
          ),
        )
      }
      if (after !== undefined) {
        const [createdAt, id] = after as [string, string]
        query = query.where((eb) =>
          eb.or([
            eb('createdAt', '>', createdAt),
            eb.and([eb('createdAt', '=', createdAt), eb('id', '>', id)]),
          ]),
        )
      }
      const rows = await query
        .orderBy('createdAt')
        .orderBy('id')
        .limit(page.pageSize + 1)
        .execute()
      return pageOf(rows as Subscriber[], page.pageSize, (row) => [row.createdAt, row.id])
    },
  }
}
