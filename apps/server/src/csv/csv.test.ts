import { describe, expect, it } from 'vitest'
import { toCsv } from './csv.js'

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
})
