import { collectionSchema, Limits, parseWith } from '@atelier/schema'
import type {
  CreatedStore,
  CreatedStoreCategory,
  NewStore,
  NewStoreCategory,
} from '@atelier/schema'
import { lockWebsite } from '../storage/lock-website.js'
import { newId } from '../storage/new-id.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { insertCollection } from './insert-collection.js'
import { takenUrlIds } from './page-record.js'
import type { PagesDeps } from './pages-service.js'
import { storeUrlId } from '../http/url-ids.js'
import { writeTransaction } from '../storage/write-transaction.js'

export const storeNotFound = 'This store does not exist.'

/**
 * Step one of SPEC §4 store creation: the product collection. Its url id comes from the url id
 * asked for, else from the title (`store` when shorter than 3 characters), with -1, -2 … when taken.
 * The store is not in any navigation yet; step three adds it.
 */
export async function createStore(
  deps: PagesDeps,
  websiteId: string,
  input: NewStore,
): Promise<EditorResult<CreatedStore>> {
  const title = input.title.trim()
  if (title === '') return invalid('Please enter a store title', 'title')
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    // Two stores created at once must not both pick the same free url id (a unique violation).
    await lockWebsite(trx, websiteId)
    const id = newId()
    const urlId = storeUrlId(input.urlId?.trim() || title, await takenUrlIds(trx, websiteId))
    const parsed = parseWith(collectionSchema, {
      schemaVersion: 1,
      id,
      websiteId,
      urlId,
      title,
      navigationTitle: input.navigationTitle.trim() || title,
      description: input.description ?? '',
      kind: 'store',
      status: input.enabled ? 'published' : 'draft',
    })
    if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'This store is not valid.')
    const { layout: _none, ...settings } = parsed.value
    await insertCollection(trx, storage.dialect, settings, null, deps.now())
    return ok({ id, urlId })
  })
}

/** Step two: the store's root category. */
export async function createStoreCategory(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
  input: NewStoreCategory,
): Promise<EditorResult<CreatedStoreCategory>> {
  const { storage } = deps
  const store = await storage.db
    .selectFrom('collections')
    .select('type')
    .where('websiteId', '=', websiteId)
    .where('id', '=', collectionId)
    .executeTakeFirst()
  if (store === undefined || store.type !== 'store') return notFound(storeNotFound)
  const displayName = input.displayName.trim()
  if (displayName === '') return invalid('Please enter a category name', 'displayName')
  const count = await storage.db
    .selectFrom('storeCategories')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('collectionId', '=', collectionId)
    .executeTakeFirstOrThrow()
  if (Number(count.n) >= Limits.nestedCategories) {
    return invalid(`A store holds at most ${Limits.nestedCategories} categories.`)
  }
  const category = {
    ...input,
    displayName,
    parentCategoryId: input.parentCategoryId || null,
    id: newId(),
  }
  await storage.db
    .insertInto('storeCategories')
    .values({
      id: category.id,
      collectionId,
      parentCategoryId: category.parentCategoryId,
      displayName,
      type: category.type,
      pageRendering: category.pageRendering,
      displayIndex: category.displayIndex,
    })
    .execute()
  return ok(category)
}
