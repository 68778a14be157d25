import { normaliseEmail } from '@atelier/schema'
import { validateRestockEmail } from '@atelier/forms'
import { parse } from 'csv-parse/sync'
import { restoreFormula } from '../csv/csv.js'
import type { SubscriberStatus } from './mailing-list-provider.js'
import { fillMailing, MailingStrings } from './mailing-strings.js'

/** The columns of a subscriber export, which an import reads back. */
export const subscriberCsvColumns = ['Email', 'First Name', 'Last Name', 'Status', 'Signed Up']

/** Most subscribers one import adds; a bigger list is imported in parts. */
export const maxImportRows = 10_000

export const subscriberStatuses: readonly SubscriberStatus[] = [
  'pending',
  'subscribed',
  'unsubscribed',
  'bounced',
]

export interface ImportedSubscriber {
  email: string
  firstName: string
  lastName: string
  status: SubscriberStatus
}

export type SubscriberCsvResult =
  { ok: true; rows: ImportedSubscriber[] } | { ok: false; message: string; errors: string[] }

const fail = (message: string, errors: string[] = []): SubscriberCsvResult => ({
  ok: false,
  message,
  errors,
})

/**
 * Reads a subscriber CSV (ours, or a spreadsheet's with at least an Email column; headers in any
 * case and order). Every row must be right or nothing is imported: the answer names each bad row
 * by its line in the file (the header is line 1). Emails follow the one email rule; a missing
 * Status is `subscribed`, since the owner imports people who agreed elsewhere.
 */
export function parseSubscriberCsv(text: string): SubscriberCsvResult {
  let records: string[][]
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][]
  } catch {
    return fail(MailingStrings.csvUnreadable)
  }
  const [header, ...body] = records
  if (header === undefined) return fail(MailingStrings.csvEmpty)
  const names = header.map((cell) => cell.toLowerCase().replace(/[\s_-]/g, ''))
  const column = (...wanted: string[]) => names.findIndex((name) => wanted.includes(name))
  const emailAt = column('email', 'emailaddress')
  if (emailAt === -1) return fail(MailingStrings.csvNoEmailColumn)
  if (body.length === 0) return fail(MailingStrings.csvEmpty)
  if (body.length > maxImportRows) {
    return fail(fillMailing(MailingStrings.csvTooManyRows, { max: maxImportRows }))
  }
  const firstAt = column('firstname', 'fname')
  const lastAt = column('lastname', 'lname')
  const statusAt = column('status')
  const cell = (row: string[], at: number) => (at === -1 ? '' : restoreFormula(row[at] ?? ''))
  const rows: ImportedSubscriber[] = []
  const errors: string[] = []
  const seen = new Set<string>()
  body.forEach((row, index) => {
    const line = index + 2
    const bad = (message: string) =>
      errors.push(fillMailing(MailingStrings.csvRowInvalid, { row: line, message }))
    const checked = validateRestockEmail(cell(row, emailAt))
    if (!checked.ok) return bad(checked.message)
    const email = normaliseEmail(checked.email)
    if (seen.has(email)) return bad(fillMailing(MailingStrings.csvDuplicate, { email }))
    seen.add(email)
    const status = (cell(row, statusAt).toLowerCase() || 'subscribed') as SubscriberStatus
    if (!subscriberStatuses.includes(status)) {
      return bad(fillMailing(MailingStrings.csvUnknownStatus, { status: cell(row, statusAt) }))
    }
    rows.push({
      email,
      firstName: cell(row, firstAt).slice(0, 200),
      lastName: cell(row, lastAt).slice(0, 200),
      status,
    })
  })
  if (errors.length > 0) return fail(errors[0] as string, errors.slice(0, 50))
  return { ok: true, rows }
}
