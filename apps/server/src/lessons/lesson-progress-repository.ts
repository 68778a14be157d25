import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import { withLessonTables } from '../storage/lesson-tables.js'

export interface LessonRef {
  websiteId: string
  siteUserId: string
  collectionId: string
  itemId: string
}

/** The lessons of one course this customer account has completed. */
export async function completedLessonIds(
  db: Kysely<Database>,
  websiteId: string,
  siteUserId: string,
  collectionId: string,
): Promise<Set<string>> {
  const rows = await withLessonTables(db)
    .selectFrom('lessonProgress')
    .select('itemId')
    .where('websiteId', '=', websiteId)
    .where('siteUserId', '=', siteUserId)
    .where('collectionId', '=', collectionId)
    .execute()
  return new Set(rows.map((row) => row.itemId))
}

/** Marks a lesson complete; marking it twice (a second tab, a double click) changes nothing. */
export async function markLessonComplete(
  db: Kysely<Database>,
  lesson: LessonRef,
  now: Date,
): Promise<void> {
  await withLessonTables(db)
    .insertInto('lessonProgress')
    .values({ ...lesson, completedAt: now.toISOString() })
    .onConflict((conflict) => conflict.columns(['siteUserId', 'itemId']).doNothing())
    .execute()
}

/** Un-marks a lesson; a lesson not marked stays so. */
export async function unmarkLessonComplete(db: Kysely<Database>, lesson: LessonRef): Promise<void> {
  await withLessonTables(db)
    .deleteFrom('lessonProgress')
    .where('websiteId', '=', lesson.websiteId)
    .where('siteUserId', '=', lesson.siteUserId)
    .where('itemId', '=', lesson.itemId)
    .execute()
}
