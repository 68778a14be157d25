import { Limits } from '@atelier/schema'
import type { Item, Taxonomy } from '@atelier/schema'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { toItemRecord, writeItem } from './item-record.js'
import type { PagesDeps } from './pages-service.js'
import { pageNotFound } from './pages-service.js'
import { writeTransaction } from '../storage/write-transaction.js'

export type TagType = 'tag' | 'category'

export interface TaxonomyAction {
  tagType: TagType
  action: 'create' | 'rename' | 'merge' | 'remove'
  name: string
  newName?: string
  /** merge: the names folded into `newName` (or into `name` when no newName is given). */
  names?: string[]
}

export type { Taxonomy }

const field = { tag: 'tags', category: 'categories' } as const
const maxLength: Record<TagType, number> = {
  tag: Limits.tagLength,
  category: Limits.categoryLength,
}

/** Every tag and category of a collection's items with how many items use it, plus unused names. */
export async function getTaxonomy(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
): Promise<EditorResult<Taxonomy>> {
  const { storage } = deps
  if (!(await ownsCollection(storage.db, websiteId, collectionId))) return notFound(pageNotFound)
  const [items, stored] = await Promise.all([
    storage.db
      .selectFrom('items')
      .select(['tags', 'categories'])
      .where('collectionId', '=', collectionId)
      .execute(),
    storage.db
      .selectFrom('taxonomyNames')
      .select(['tagType', 'name'])
      .where('collectionId', '=', collectionId)
      .execute(),
  ])
  const counts = { tag: new Map<string, number>(), category: new Map<string, number>() }
  for (const row of stored) {
    if (row.tagType === 'tag' || row.tagType === 'category') counts[row.tagType].set(row.name, 0)
  }
  for (const row of items) {
    for (const tag of storage.dialect.decodeJson<string[]>(row.tags))
      counts.tag.set(tag, (counts.tag.get(tag) ?? 0) + 1)
    for (const category of storage.dialect.decodeJson<string[]>(row.categories)) {
      counts.category.set(category, (counts.category.get(category) ?? 0) + 1)
    }
  }
  const list = (map: Map<string, number>) =>
    [...map].map(([name, count]) => ({ name, count })).sort((a, b) => a.name.localeCompare(b.name))
  return ok({ tags: list(counts.tag), categories: list(counts.category) })
}

/**
 * Creates, renames, merges or removes one tag or category. Renaming, merging and removing rewrite
 * every item that uses the name, in one transaction.
 */
export async function changeTaxonomy(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
  input: TaxonomyAction,
): Promise<EditorResult<Taxonomy>> {
  const { storage } = deps
  if (!(await ownsCollection(storage.db, websiteId, collectionId))) return notFound(pageNotFound)
  const current = await getTaxonomy(deps, websiteId, collectionId)
  if (!current.ok) return current
  const known = new Set(current.value[field[input.tagType]].map((entry) => entry.name))
  const name = input.name.trim()
  const exists = (candidate: string) =>
    invalid(`This ${input.tagType} already exists`, candidate === name ? 'name' : 'newName')
  const checkName = (candidate: string, key: 'name' | 'newName'): EditorResult<string> => {
    if (candidate === '') return invalid(`Please enter a ${input.tagType} name`, key)
    if (candidate.length > maxLength[input.tagType]) {
      return invalid(`A ${input.tagType} is at most ${maxLength[input.tagType]} characters.`, key)
    }
    return ok(candidate)
  }

  let rewrite: (names: string[]) => string[]
  let storedAfter: { remove: string[]; add?: string }
  switch (input.action) {
    case 'create': {
      const checked = checkName(name, 'name')
      if (!checked.ok) return checked
      if (known.has(name)) return exists(name)
      rewrite = (names) => names
      storedAfter = { remove: [], add: name }
      break
    }
    case 'rename': {
      const target = (input.newName ?? '').trim()
      const checked = checkName(target, 'newName')
      if (!checked.ok) return checked
      if (!known.has(name)) return notFound(`There is no ${input.tagType} ${name}.`)
      if (target !== name && known.has(target)) return exists(target)
      rewrite = (names) => distinct(names.map((entry) => (entry === name ? target : entry)))
      storedAfter = { remove: [name], add: target }
      break
    }
    case 'merge': {
      const target = (input.newName ?? name).trim()
      const checked = checkName(target, 'newName')
      if (!checked.ok) return checked
      const sources = new Set(
        [...(input.names ?? []), name]
          .map((entry) => entry.trim())
          .filter((entry) => entry !== target),
      )
      rewrite = (names) => distinct(names.map((entry) => (sources.has(entry) ? target : entry)))
      storedAfter = { remove: [...sources], add: target }
      break
    }
    case 'remove': {
      if (!known.has(name)) return notFound(`There is no ${input.tagType} ${name}.`)
      rewrite = (names) => names.filter((entry) => entry !== name)
      storedAfter = { remove: [name] }
      break
    }
  }

  await writeTransaction(storage, async (trx) => {
    const rows = await trx
      .selectFrom('items')
      .selectAll()
      .where('collectionId', '=', collectionId)
      .execute()
    const now = deps.now()
    for (const row of rows) {
      const record = toItemRecord(storage, row)
      const before = record.document[field[input.tagType]]
      const after = rewrite(before)
      if (JSON.stringify(before) === JSON.stringify(after)) continue
      const item: Item = { ...record.document, [field[input.tagType]]: after }
      await writeItem(trx, storage, item, record.version, now)
    }
    if (storedAfter.remove.length > 0) {
      await trx
        .deleteFrom('taxonomyNames')
        .where('collectionId', '=', collectionId)
        .where('tagType', '=', input.tagType)
        .where('name', 'in', storedAfter.remove)
        .execute()
    }
    if (storedAfter.add !== undefined) {
      await trx
        .insertInto('taxonomyNames')
        .values({ collectionId, tagType: input.tagType, name: storedAfter.add })
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
  })
  return getTaxonomy(deps, websiteId, collectionId)
}

async function ownsCollection(
  db: Kysely<Database>,
  websiteId: string,
  id: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('collections')
    .select('id')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

function distinct(names: string[]): string[] {
  return [...new Set(names)]
}
