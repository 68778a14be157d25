import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { neutraliseFormula, recordsToCsv, restoreFormula, toCsv } from './csv.js'

describe('toCsv', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(
      toCsv([
        ['Name', 'Message'],
        ['Ada', 'Hello, "you"\nthere'],
      ]),
    ).toBe('Name,Message\r\nAda,"Hello, ""you""\nthere"\r\n')
  })

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(toCsv([['=HYPERLINK("x")', '+1', 'plain']])).toBe(`"'=HYPERLINK(""x"")",'+1,plain\r\n`)
  })

  it.each(['=1+1', '+1', '-1+1', '@SUM(A1)', '\tcmd', '\rcmd', "-2+3+cmd|' /C calc'!A0"])(
    'prefixes %j with an apostrophe (OWASP)',
    (cell) => {
      expect(neutraliseFormula(cell)).toBe(`'${cell}`)
    },
  )

  it('leaves plain negative numbers as numbers', () => {
    expect(neutraliseFormula('-3')).toBe('-3')
    expect(neutraliseFormula('-12.50')).toBe('-12.50')
    expect(neutraliseFormula('-')).toBe("'-")
  })

  it('writes records under their header with the same neutralising', () => {
    expect(recordsToCsv([{ Title: '=cmd', Price: '-1.00' }], ['Title', 'Price'])).toBe(
      "Title,Price\r\n'=cmd,-1.00\r\n",
    )
  })
})

describe('restoreFormula', () => {
  it('reads back every neutralised cell as it was', () => {
    for (const cell of ['=1+1', '+1', '-1+1', '@x', '\tx', '-3', "'quoted", 'plain']) {
      const [[read = '']] = parse(toCsv([[cell]]), { relax_quotes: true }) as string[][]
      expect(restoreFormula(read)).toBe(cell)
    }
  })
})
