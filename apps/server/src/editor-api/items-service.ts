import { emptyLayout, itemSchema, Limits, parseWith, RecordType } from '@atelier/schema'
import type { ContentStatus, Item, ItemDetail, ItemSummary } from '@atelier/schema'
import { newId } from '../storage/new-id.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok, stale } from '../errors/editor-failure.js'
import {
  findItemRecord,
  toItemDetail,
  toItemRecord,
  toItemSummary,
  writeItem,
} from './item-record.js'
import type { PagesDeps } from './pages-service.js'
import { pageNotFound } from './pages-service.js'
import { uniqueUrlId, urlIdFromTitle } from '../http/url-ids.js'
import { failure } from '../errors/failure.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { applyLessonPatch, type LessonPatch } from './lessons-service.js'

export const itemPageSize = 50
export const itemNotFound = 'This post does not exist.'
export const tooManyLessons = `A course holds at most ${Limits.userOrderableCollectionItems} lessons.`
export const impossibleDate = 'Please enter a real date between the years 1000 and 9999.'

export interface ItemPatch {
  title?: string
  excerpt?: string
  tags?: string[]
  categories?: string[]
  publishOn?: string | null
  status?: ContentStatus
  body?: unknown
  /** A lesson's kind, minutes and video (courses only). */
  lesson?: LessonPatch
  baseVersion: number
}

/**
 * Posts of a blog, newest first, or lessons of a course in the owner's order, `itemPageSize` at a
 * time; the cursor is where the next page starts.
 */
export async function listItems(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
  cursor: string | undefined,
): Promise<EditorResult<{ items: ItemSummary[]; nextCursor: string | null }>> {
  const { storage } = deps
  const kind = await collectionKind(deps, websiteId, collectionId)
  if (kind === undefined) return notFound(pageNotFound)
  const offset = cursor === undefined || !/^\d{1,9}$/.test(cursor) ? 0 : Number(cursor)
  const query = storage.db
    .selectFrom('items')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('collectionId', '=', collectionId)
  const ordered =
    kind === 'course'
      ? query.orderBy('position').orderBy('id')
      : query.orderBy('createdAt', 'desc').orderBy('position', 'desc').orderBy('id')
  const rows = await ordered
    .limit(itemPageSize + 1)
    .offset(offset)
    .execute()
  const items = rows.slice(0, itemPageSize).map((row) => toItemSummary(toItemRecord(storage, row)))
  return ok({
    items,
    nextCursor: rows.length > itemPageSize ? String(offset + itemPageSize) : null,
  })
}

export async function createItem(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
  input: { title: string },
): Promise<EditorResult<ItemDetail>> {
  const { storage } = deps
  const collection = await storage.db
    .selectFrom('collections')
    .select('type')
    .where('websiteId', '=', websiteId)
    .where('id', '=', collectionId)
    .executeTakeFirst()
  if (collection === undefined) return notFound(pageNotFound)
  const course = collection.type === 'course'
  if (collection.type !== 'blog' && !course) return invalid('Posts can only be added to a blog.')
  const title = input.title.trim()
  if (title === '') return invalid('Please enter a title', 'title')
  return writeTransaction(storage, async (trx) => {
    const rows = await trx
      .selectFrom('items')
      .select(['urlId', 'position'])
      .where('collectionId', '=', collectionId)
      .execute()
    if (course && rows.length >= Limits.userOrderableCollectionItems) return invalid(tooManyLessons)
    const base = urlIdFromTitle(title)
    const fallback = course ? 'lesson' : 'post'
    const urlId = uniqueUrlId(base === '' ? fallback : base, new Set(rows.map((row) => row.urlId)))
    const parsed = parseWith(itemSchema, {
      schemaVersion: 1,
      id: newId(),
      websiteId,
      collectionId,
      urlId,
      title,
      recordType: RecordType.text,
      status: 'draft',
      body: emptyLayout(),
      ...(course ? { lesson: { kind: 'text', durationMinutes: 0 } } : {}),
    })
    if (!parsed.ok) return invalid(parsed.issues[0]?.message ?? 'This post is not valid.')
    const item = parsed.value
    const at = deps.now().toISOString()
    const encode = storage.dialect.encodeJson
    await trx
      .insertInto('items')
      .values({
        id: item.id,
        websiteId,
        collectionId,
        urlId,
        title,
        status: item.status,
        publishOn: null,
        tags: encode(item.tags),
        categories: encode(item.categories),
        document: encode(item),
        position: Math.max(-1, ...rows.map((row) => row.position)) + 1,
        createdAt: at,
        updatedAt: at,
      })
      .execute()
    return ok(toItemDetail({ document: item, version: 1, updatedAt: at }))
  })
}

/** Publish dates a post can really have: a real instant between the years 1000 and 9999. */
export function checkPublishDate(
  text: string,
): { ok: true; iso: string } | { ok: false; message: string } {
  const time = Date.parse(text)
  const year = Number.isFinite(time) ? new Date(time).getUTCFullYear() : NaN
  if (!Number.isFinite(time) || year < 1000 || year > 9999) {
    return { ok: false, message: impossibleDate }
  }
  return { ok: true, iso: new Date(time).toISOString() }
}

export async function getItem(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<ItemDetail>> {
  const record = await findItemRecord(deps.storage.db, deps.storage, websiteId, id)
  return record === undefined ? notFound(itemNotFound) : ok(toItemDetail(record))
}

export async function updateItem(
  deps: PagesDeps,
  websiteId: string,
  id: string,
  patch: ItemPatch,
): Promise<EditorResult<ItemDetail>> {
  const { storage } = deps
  const record = await findItemRecord(storage.db, storage, websiteId, id)
  if (record === undefined) return notFound(itemNotFound)
  if (record.version !== patch.baseVersion) return stale(record.version)
  const next: Record<string, unknown> = { ...record.document }
  if (patch.title !== undefined) {
    if (patch.title.trim() === '') return invalid('Please enter a title', 'title')
    next.title = patch.title.trim()
  }
  if (patch.excerpt !== undefined) next.excerpt = patch.excerpt
  if (patch.tags !== undefined) next.tags = distinctNames(patch.tags)
  if (patch.categories !== undefined) next.categories = distinctNames(patch.categories)
  if (patch.status !== undefined) next.status = patch.status
  if (patch.publishOn === null) delete next.publishOn
  else if (patch.publishOn !== undefined) {
    const when = checkPublishDate(patch.publishOn)
    if (!when.ok) return invalid(when.message, 'publishOn')
    next.publishOn = when.iso
  }
  // Published with no date, a post would print the epoch ('December 31, 1969'): it is dated now.
  if (next.status === 'published' && (next.publishOn === undefined || next.publishOn === '')) {
    next.publishOn = deps.now().toISOString()
  }
  if (patch.body !== undefined) next.body = patch.body
  if (patch.lesson !== undefined) {
    const lesson = applyLessonPatch(record.document.lesson, patch.lesson)
    if (!lesson.ok) return invalid(lesson.message, 'lesson')
    next.lesson = lesson.value
  }
  const parsed = parseWith(itemSchema, next)
  if (!parsed.ok) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.issues) {
      const field = issue.path.split('.')[0] || 'item'
      errors[field] ??= issue.message
    }
    return failure('invalid', parsed.issues[0]?.message ?? 'This post is not valid.', {
      fields: errors,
    })
  }
  const item: Item = parsed.value
  const written = await writeItem(storage.db, storage, item, patch.baseVersion, deps.now())
  if (!written) {
    const current = await findItemRecord(storage.db, storage, websiteId, id)
    return current === undefined ? notFound(itemNotFound) : stale(current.version)
  }
  const saved = await findItemRecord(storage.db, storage, websiteId, id)
  return saved === undefined ? notFound(itemNotFound) : ok(toItemDetail(saved))
}

export async function deleteItem(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<EditorResult<null>> {
  const result = await deps.storage.db
    .deleteFrom('items')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return Number(result.numDeletedRows) === 0 ? notFound(itemNotFound) : ok(null)
}

async function collectionKind(
  deps: PagesDeps,
  websiteId: string,
  id: string,
): Promise<string | undefined> {
  const row = await deps.storage.db
    .selectFrom('collections')
    .select('type')
    .where('websiteId', '=', websiteId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.type
}

function distinctNames(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== ''))]
}
