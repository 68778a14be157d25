import { stringify } from 'csv-stringify/sync'

/**
 * The one CSV writer of every export (orders, customers, subscribers, form answers, analytics,
 * products): `csv-stringify`, RFC 4180 with CRLF, and every cell a spreadsheet would run as a
 * formula neutralised (OWASP CSV injection).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    csvOptions,
  )
}

/** Records (objects) under a header row of `columns`, as `toCsv` writes them. */
export function recordsToCsv(
  records: readonly Record<string, string>[],
  columns: readonly string[],
): string {
  return stringify([...records], { ...csvOptions, header: true, columns: [...columns] })
}

const csvOptions = {
  record_delimiter: 'windows',
  cast: { string: neutraliseFormula },
} as const

/** What a spreadsheet reads as a formula: `=`, `+`, `-`, `@`, a tab or a carriage return first. */
const formulaStart = /^[=+\-@\t\r]/
/**
 * A plain number (`-3`, `-12.50`) is a number to every spreadsheet, never a formula: it is left as
 * it is, so numeric columns stay numbers and read back the same.
 */
const plainNumber = /^-\d+(?:\.\d+)?$/

/**
 * OWASP's defence: a cell that would start a formula gets a leading apostrophe, which
 * spreadsheets show as text and do not print.
 */
export function neutraliseFormula(value: string): string {
  return formulaStart.test(value) && !plainNumber.test(value) ? `'${value}` : value
}

/**
 * The inverse for our own files read back (the product import): the apostrophe `neutraliseFormula`
 * added is dropped, so an exported title `=Sale=` imports as `=Sale=`. A cell that really starts
 * with an apostrophe followed by `=`, `+`, `-`, `@`, a tab or a carriage return loses that
 * apostrophe; no other cell changes.
 */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value
}
