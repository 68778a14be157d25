import { describe, expect, it } from 'vitest'
import { toCsv } from '../csv/csv.js'
import { maxImportRows, parseSubscriberCsv, subscriberCsvColumns } from './subscriber-csv.js'

describe('parseSubscriberCsv', () => {
  it('reads back what the export writes, emails by the one email rule', () => {
    const csv = toCsv([
      subscriberCsvColumns,
      [' Ada@Example.COM ', 'Ada', 'Lovelace', 'pending', '2026-01-01T00:00:00.000Z'],
      ['bo@example.com', '=Bo', '', 'bounced', '2026-01-02T00:00:00.000Z'],
    ])
    expect(parseSubscriberCsv(csv)).toEqual({
      ok: true,
      rows: [
        { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', status: 'pending' },
        { email: 'bo@example.com', firstName: '=Bo', lastName: '', status: 'bounced' },
      ],
    })
  })

  it('takes a spreadsheet with only an email column, any case, with a BOM', () => {
    expect(parseSubscriberCsv('\uFEFFE-mail Address\r\ncy@example.com\r\n')).toMatchObject({
      ok: true,
    })
    expect(parseSubscriberCsv('\uFEFFEMAIL\r\ncy@example.com\r\n')).toEqual({
      ok: true,
      rows: [{ email: 'cy@example.com', firstName: '', lastName: '', status: 'subscribed' }],
    })
  })

  it('refuses the whole file, naming each bad row by its line', () => {
    const result = parseSubscriberCsv(
      'Email,Status\nok@example.com,subscribed\nnot-an-email,\nOK@example.com,\nz@example.com,gone\n',
    )
    expect(result).toEqual({
      ok: false,
      message: 'Row 3: Email is invalid',
      errors: [
        'Row 3: Email is invalid',
        'Row 4: ok@example.com appears more than once in the file.',
        "Row 5: 'gone' is not one of the statuses pending, subscribed, unsubscribed, bounced.",
      ],
    })
  })

  it('refuses a file without an Email column, without rows, too long or unreadable', () => {
    expect(parseSubscriberCsv('Name\nAda\n')).toMatchObject({
      message: 'The file needs an Email column.',
    })
    expect(parseSubscriberCsv('Email\n')).toMatchObject({ message: 'The file has no subscribers.' })
    expect(parseSubscriberCsv('')).toMatchObject({ message: 'The file has no subscribers.' })
    const many = ['Email', ...Array.from({ length: maxImportRows + 1 }, (_, i) => `a${i}@x.io`)]
    expect(parseSubscriberCsv(many.join('\n'))).toMatchObject({
      message: 'A file can add at most 10000 subscribers at a time.',
    })
    expect(parseSubscriberCsv('Email\n"unclosed@example.com\n')).toMatchObject({
      message: 'The file is not a CSV file that can be read.',
    })
  })
})
