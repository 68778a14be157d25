import { formSchema } from '@atelier/schema'
import type { Form } from '@atelier/schema'
import type { FormValues } from '@atelier/forms'
import type { Storage } from '../storage/open-storage.js'
import { newId } from '../storage/new-id.js'
import { emitWebhook } from '../webhooks/emit-webhook.js'
import { decodeCursor, pageOf } from '../http/page-cursor.js'
import type { Page } from '../http/page-cursor.js'

/** The site's form with this id, or undefined (also for a stored document that no longer parses). */
export async function findForm(
  storage: Storage,
  websiteId: string,
  formId: string,
): Promise<Form | undefined> {
  const row = await storage.db
    .selectFrom('forms')
    .select('document')
    .where('websiteId', '=', websiteId)
    .where('id', '=', formId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const parsed = formSchema.safeParse(storage.dialect.decodeJson(row.document))
  return parsed.success ? parsed.data : undefined
}

export interface SubmissionRecord {
  websiteId: string
  formId: string
  visitorHash: string
  answers: FormValues
  pageTitle: string
  pageId: string
  contentSource: 'i' | 'c'
  pagePath: string
  pagePermissionTypeValue: number
  createdAt: Date
}

export async function insertSubmission(
  storage: Storage,
  record: SubmissionRecord,
): Promise<string> {
  const id = newId()
  await storage.db
    .insertInto('formSubmissions')
    .values({
      id,
      websiteId: record.websiteId,
      formId: record.formId,
      visitorHash: record.visitorHash,
      answers: storage.dialect.encodeJson(record.answers),
      pageTitle: record.pageTitle,
      pageId: record.pageId,
      contentSource: record.contentSource,
      pagePath: record.pagePath,
      pagePermissionTypeValue: record.pagePermissionTypeValue,
      createdAt: record.createdAt.toISOString(),
    })
    .execute()
  // The caller's transaction (`save-form-submission.ts`) holds the `form.submitted` webhook too.
  await emitWebhook(storage.db, {
    websiteId: record.websiteId,
    type: 'form.submitted',
    at: record.createdAt,
    data: {
      id,
      formId: record.formId,
      pageTitle: record.pageTitle,
      pagePath: record.pagePath,
      answers: record.answers,
      createdAt: record.createdAt.toISOString(),
    },
  })
  return id
}

export async function countRecentSubmissions(
  storage: Storage,
  input: { websiteId: string; formId: string; visitorHash: string; since: Date },
): Promise<number> {
  const row = await storage.db
    .selectFrom('formSubmissions')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('websiteId', '=', input.websiteId)
    .where('formId', '=', input.formId)
    .where('visitorHash', '=', input.visitorHash)
    .where('createdAt', '>=', input.since.toISOString())
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export interface StoredSubmission {
  id: string
  createdAt: string
  pageTitle: string
  pagePath: string
  pagePermissionTypeValue: number
  answers: FormValues
}

/** One page of a form's submissions, newest first. An unknown cursor starts from the newest. */
export async function listSubmissions(
  storage: Storage,
  input: { websiteId: string; formId: string; cursor?: string | undefined; pageSize: number },
): Promise<Page<StoredSubmission>> {
  const after = input.cursor === undefined ? undefined : decodeCursor(input.cursor, 2)
  let query = storage.db
    .selectFrom('formSubmissions')
    .select(['id', 'createdAt', 'pageTitle', 'pagePath', 'pagePermissionTypeValue', 'answers'])
    .where('websiteId', '=', input.websiteId)
    .where('formId', '=', input.formId)
  if (after !== undefined) {
    const [createdAt, id] = after as [string, string]
    query = query.where((eb) =>
      eb.or([
        eb('createdAt', '<', createdAt),
        eb.and([eb('createdAt', '=', createdAt), eb('id', '<', id)]),
      ]),
    )
  }
  const rows = await query
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(input.pageSize + 1)
    .execute()
  const submissions = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    pageTitle: row.pageTitle,
    pagePath: row.pagePath,
    pagePermissionTypeValue: Number(row.pagePermissionTypeValue),
    answers: storage.dialect.decodeJson<FormValues>(row.answers),
  }))
  return pageOf(submissions, input.pageSize, (row) => [row.createdAt, row.id])
}
