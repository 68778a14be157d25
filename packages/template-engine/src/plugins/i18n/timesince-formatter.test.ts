import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const NOW = 1627849845000
const MINUTE = 60_000
const DAY = 86_400_000

const since = (t: unknown): string =>
  compile('{t|timesince}').render({ t }, { now: NOW, cldr: diskCldrSource }).output

describe('timesince (SPEC §9 relative time)', () => {
  it('wraps the wording in a span carrying the date', () => {
    expect(since(NOW - 2 * 365 * DAY)).toBe(
      `<span class="timesince" data-date="${NOW - 2 * 365 * DAY}">about 2 years ago</span>`,
    )
  })

  it('uses the largest whole unit: 365-day years, 30-day months, weeks, days, hours, minutes', () => {
    const words = (ms: number) => /">(.*)<\/span>/.exec(since(NOW - ms))?.[1]
    expect(words(365 * DAY)).toBe('about a year ago')
    expect(words(60 * DAY)).toBe('about 2 months ago')
    expect(words(30 * DAY)).toBe('about a month ago')
    expect(words(15 * DAY)).toBe('about 2 weeks ago')
    expect(words(DAY)).toBe('about a day ago')
    expect(words(60 * MINUTE)).toBe('about an hour ago')
    expect(words(2 * MINUTE)).toBe('about 2 minutes ago')
    expect(words(MINUTE)).toBe('about a minute ago')
    expect(words(30_000)).toBe('less than a minute ago')
    expect(words(-5 * MINUTE)).toBe('less than a minute ago')
  })

  it('says Invalid date. for a value that is not a date', () => {
    expect(since('abc')).toBe('Invalid date.')
  })
})
