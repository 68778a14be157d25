import { describe, expect, it } from 'vitest'
import { diskCldrSource } from '../../cli-cldr-packs.js'
import { compile } from '../../compile.js'

const T = 1613597165345 // 2021-02-17 21:26:05.345 UTC

const format = (codes: string, timeZone?: string, t: unknown = T): string =>
  compile(`{t|date ${codes}}`).render({ t, website: timeZone ? { timeZone } : {} }).output

describe('date', () => {
  it("formats in the site's time zone", () => {
    expect(format('%c', 'Asia/Tokyo')).toBe('Thu, Feb 18, 2021 6:26:05 AM JST')
    expect(format('%Y-%m-%d %H:%M:%S %Z %z', 'Asia/Tokyo')).toBe('2021-02-18 06:26:05 JST +09:00')
  })

  it('formats the same instant anew for each zone and format, render after render', () => {
    const template = compile('{t|date %H:%M %Z} {t|date %Y}')
    for (let i = 0; i < 2; i++) {
      expect(template.render({ t: T, website: { timeZone: 'Asia/Tokyo' } }).output).toBe(
        '06:26 JST 2021',
      )
      expect(template.render({ t: T, website: { timeZone: 'Europe/Paris' } }).output).toBe(
        '22:26 CET 2021',
      )
    }
  })

  it('defaults to America/New_York (SPEC §9)', () => {
    expect(format('%c')).toBe('Wed, Feb 17, 2021 4:26:05 PM EST')
    expect(format('%z')).toBe('-05:00')
  })

  it('prints every conversion', () => {
    const codes = 'aAbBCdDeFgGhHIjklmMNpPqrRsSTuUwWxXyYvV'.split('')
    const out = codes.map((c) => format(`%${c}`, 'Asia/Tokyo'))
    expect(out).toEqual([
      'Thu',
      'Thursday',
      'Feb',
      'February',
      '20',
      '18',
      '02/18/21',
      '18',
      '2021-02-18',
      '21',
      '2021',
      'Feb',
      '06',
      '06',
      '049',
      ' 6',
      ' 6',
      '02',
      '26',
      '345000000',
      'AM',
      'am',
      '1',
      '6:26:05 AM',
      '06:26',
      '1613597165',
      '05',
      '06:26:05',
      '4',
      '08',
      '4',
      '08',
      '02/18/2021',
      '06:26:05 AM',
      '21',
      '2021',
      '18-Feb-2021',
      '07',
    ])
    expect(format('%n%t%%')).toBe('\n\t%')
  })

  it('numbers weeks the way the reference does around the new year', () => {
    const jan1 = Date.UTC(2021, 0, 1)
    expect(format('%U %W %V %G %j', 'UTC', jan1)).toBe('01 01 53 2020 001')
    expect(format('%U %W %V %G', 'UTC', Date.UTC(2021, 11, 31))).toBe('01 01 52 2021')
  })

  it('pads single-digit days with a space for %e', () => {
    expect(format('%e/%d', 'UTC', Date.UTC(2021, 1, 5))).toBe(' 5/05')
  })

  it('treats an unknown zone as UTC and drops unknown conversions', () => {
    expect(format('%H:%M %Z %Q', 'Nowhere/City', Date.UTC(2021, 1, 5, 3, 4))).toBe('03:04 UTC ')
  })

  it('prints nothing for a value that is not a date', () => {
    expect(format('%Y', undefined, 'abc')).toBe('')
    expect(format('%Y', undefined, '1613597165345')).toBe('2021')
  })

  // Issue 15 names "the legacy date formatters' migration to the CLDR ones" among the behaviours
  // of the reference's test suite. The reference we compare against, @squarespace/template-engine
  // 2.10.10, has no such migration: its `date` formatter (lib/plugins/formatters.date.js) formats
  // every strftime conversion itself, in English, whatever the locale, and nothing in its source
  // rewrites `date` calls into `datetime` ones. So this engine keeps `date` as strftime too.
  it('keeps the strftime conversions in English under any locale, as the reference (no CLDR migration)', () => {
    const render = (locale: string): string =>
      compile('{t|date %A %B %c}').render(
        { t: T, website: { timeZone: 'UTC' } },
        { locale, cldr: diskCldrSource },
      ).output
    expect(render('fr')).toBe('Wednesday February Wed, Feb 17, 2021 9:26:05 PM UTC')
    expect(render('de')).toBe(render('en-US'))
  })
})
