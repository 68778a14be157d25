import type { ColumnType } from 'kysely'
import type { JsonColumn } from '../column-types.js'

// The tables of forms and their submissions.

export interface FormsTable {
  id: string
  websiteId: string
  name: string
  document: JsonColumn
  /** The mailing list a submission's email joins (the form block's list connection), or null. */
  mailingListId: ColumnType<string | null, string | null | undefined, string | null>
}

export interface FormSubmissionKeysTable {
  keyHash: string
  websiteId: string
  expiresAt: string
}

export interface FormSubmissionsTable {
  id: string
  websiteId: string
  formId: string
  visitorHash: string
  /** Values by field id, as parsed from the visitor's `form` JSON. */
  answers: JsonColumn
  pageTitle: string
  pageId: string
  contentSource: string
  pagePath: string
  pagePermissionTypeValue: number
  createdAt: string
}
