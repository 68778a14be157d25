import type { Kysely, Migration } from 'kysely'

/**
 * Lessons (issue 21): the lessons of a course that each customer account has marked complete. A
 * row per account and lesson; un-marking deletes it. The course is kept beside the lesson so one
 * course's progress is read with the index alone.
 */
export function lessonProgressMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('lesson_progress')
        .addColumn('website_id', 'text', (c) => c.notNull())
        .addColumn('site_user_id', 'text', (c) => c.notNull())
        .addColumn('collection_id', 'text', (c) => c.notNull())
        .addColumn('item_id', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('lesson_progress_key', ['site_user_id', 'item_id'])
        .execute()
      await db.schema
        .createIndex('lesson_progress_by_course')
        .on('lesson_progress')
        .columns(['website_id', 'site_user_id', 'collection_id'])
        .execute()
    },
  }
}
