import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const T = 1582571080000 // 2020-02-24 14:04:40 in New York

const render = (template: string, context: unknown = { t: T }, locale?: string) =>
  compile(template).render(context, { locale, cldr: diskCldrSource })

describe('datetime', () => {
  it('prints the long date by default and the named widths', () => {
    const out = ['', ' short', ' medium', ' long', ' full'].map(
      (w) => render(`{t|datetime${w}}`).output,
    )
    expect(out).toEqual([
      'February 24, 2020',
      '2/24/20, 2:04\u202fPM',
      'Feb 24, 2020, 2:04:40\u202fPM',
      'February 24, 2020 at 2:04:40\u202fPM EST',
      'Monday, February 24, 2020 at 2:04:40\u202fPM Eastern Standard Time',
    ])
  })

  it('combines date and time widths or skeletons', () => {
    expect(render('{t|datetime date:short time:medium}').output).toBe('2/24/20, 2:04:40\u202fPM')
    expect(render('{t|datetime date:full time:short}').output).toBe(
      'Monday, February 24, 2020 at 2:04\u202fPM',
    )
    expect(render('{t|datetime date:yMd time:hm}').output).toBe('2/24/2020, 2:04\u202fPM')
    expect(render('{t|datetime date:medium time:hm wrap:full}').output).toBe(
      'Feb 24, 2020 at 2:04\u202fPM',
    )
  })

  it('accepts skeletons, a sentence context and another calendar', () => {
    expect(render('{t|datetime skeleton:yMMMEEEd}').output).toBe('Mon, Feb 24, 2020')
    expect(render('{t|datetime skeleton:Bh}').output).toBe('2 in the afternoon')
    expect(
      render('{t|datetime date:full calendar:japanese}', { t: 1520751625000 }, 'ja').output,
    ).toBe('平成30年3月11日日曜日')
  })

  it("uses the site's time zone", () => {
    expect(render('{t|datetime full}', { t: T, website: { timeZone: 'Asia/Tokyo' } }).output).toBe(
      'Tuesday, February 25, 2020 at 4:04:40\u202fAM Japan Standard Time',
    )
  })

  it('prints nothing for a bad value or without locale data', () => {
    expect(render('{t|datetime}', { t: 'abc' }).output).toBe('')
    expect(render('{t|datetime}', { t: T }, 'none').output).toBe('')
  })

  it('reports a date outside the supported Julian day range', () => {
    const result = render('{t|datetime}', { t: -300_000_000_000_000 })
    expect(result.output).toBe('')
    expect(result.errors.map((e) => e.message)).toContain(
      'Julian day is outside the supported range',
    )
  })
})

describe('datetime-interval', () => {
  it('prints the shortest range that tells the two dates apart', () => {
    const context = { s: T, e1: 1582591080000, e2: 1592591080000, e3: 1692591080000 }
    expect(render('{s,e1|datetime-interval}', context).output).toBe('2:04\u2009–\u20097:38\u202fPM')
    expect(render('{s,e2|datetime-interval}', context).output).toBe(
      'Feb 24\u2009–\u2009Jun 19, 2020',
    )
    expect(render('{s,e3|datetime-interval}', context).output).toBe(
      'Feb 24, 2020\u2009–\u2009Aug 21, 2023',
    )
    expect(render('{s,e3|datetime-interval yMMM}', context).output).toBe(
      'Feb 2020\u2009–\u2009Aug 2023',
    )
  })

  it('prints nothing without an end', () => {
    expect(render('{s|datetime-interval}', { s: T }).output).toBe('')
  })
})
