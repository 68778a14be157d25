import { isReorderOf, lessonSchema, type Lesson, type LessonKind } from '@atelier/schema'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, notFound, ok } from '../errors/editor-failure.js'
import { writeTransaction } from '../storage/write-transaction.js'
import type { PagesDeps } from './pages-service.js'
import { pageNotFound } from './pages-service.js'

/** What the lesson editor changes of a lesson; `video: null` takes the video away. */
export interface LessonPatch {
  kind?: LessonKind
  durationMinutes?: number
  video?: { url: string; caption?: string } | null
}

export const lessonStrings = {
  notALesson: 'Only a lesson of a course has a kind, a duration and a video.',
  notACourse: 'Lessons can only be reordered in a course.',
  notTheLessons: 'Send every lesson of the course once, in the new order.',
} as const

/** The lesson after the editor's change, checked as the item's lesson field is. */
export function applyLessonPatch(
  current: Lesson | undefined,
  patch: LessonPatch,
): { ok: true; value: Lesson } | { ok: false; message: string } {
  if (current === undefined) return { ok: false, message: lessonStrings.notALesson }
  const next: Record<string, unknown> = { ...current }
  if (patch.kind !== undefined) next.kind = patch.kind
  if (patch.durationMinutes !== undefined) next.durationMinutes = patch.durationMinutes
  if (patch.video === null) delete next.video
  else if (patch.video !== undefined) {
    const url = patch.video.url.trim()
    if (url === '') delete next.video
    else next.video = { url, caption: patch.video.caption?.trim() ?? '' }
  }
  const parsed = lessonSchema.safeParse(next)
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? '' }
  return { ok: true, value: parsed.data }
}

/**
 * The owner's new order of a course's lessons: every lesson once. Their positions are written
 * after every other item of the site (so the snapshot, which lists items by position, sees a new
 * largest position and a new change time, and renders the new order at once).
 */
export async function reorderLessons(
  deps: PagesDeps,
  websiteId: string,
  collectionId: string,
  ids: readonly string[],
): Promise<EditorResult<{ ids: string[] }>> {
  const { storage } = deps
  return writeTransaction(storage, async (trx) => {
    const collection = await trx
      .selectFrom('collections')
      .select('type')
      .where('websiteId', '=', websiteId)
      .where('id', '=', collectionId)
      .executeTakeFirst()
    if (collection === undefined) return notFound(pageNotFound)
    if (collection.type !== 'course') return invalid(lessonStrings.notACourse)
    const rows = await trx
      .selectFrom('items')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('collectionId', '=', collectionId)
      .orderBy('position')
      .execute()
    const current = rows.map((row) => row.id)
    if (!isReorderOf(current, ids)) return invalid(lessonStrings.notTheLessons, 'ids')
    const last = await trx
      .selectFrom('items')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('websiteId', '=', websiteId)
      .executeTakeFirst()
    const start = Number(last?.last ?? 0) + 1
    const at = deps.now().toISOString()
    for (const [index, id] of ids.entries()) {
      await trx
        .updateTable('items')
        .set({ position: start + index, updatedAt: at })
        .where('websiteId', '=', websiteId)
        .where('id', '=', id)
        .execute()
    }
    return ok({ ids: [...ids] })
  })
}
