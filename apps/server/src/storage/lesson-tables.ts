import type { Kysely } from 'kysely'
import type { Database } from './database.js'

/** The table of migration 0125 (lesson progress), known only to the code that uses it. */
export type LessonTables = {
  lessonProgress: {
    websiteId: string
    /** The customer account (site user) that completed the lesson. */
    siteUserId: string
    /** The course (collection) the lesson belongs to. */
    collectionId: string
    /** The lesson (item). */
    itemId: string
    completedAt: string
  }
}

export function withLessonTables(db: Kysely<Database>) {
  return db.withTables<LessonTables>()
}
