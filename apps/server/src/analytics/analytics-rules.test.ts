import { describe, expect, it } from 'vitest'
import { parseCensusHit } from './census-hit.js'
import { dayRange } from './dashboard-range.js'
import { splitByMonths, vitalRating } from './dashboard-queries.js'
import { validateEventContent } from './event-schemas.js'
import { eventId, eventRows, pagePath, referrerHost } from './event-row.js'
import { maxStackLength, parseJavascriptErrors } from './javascript-errors.js'
import { parsePerformanceRecords } from './performance-records.js'
import { parseRecordEvent } from './record-event.js'
import { percentile75 } from './rollup-day.js'
import { siteDay } from './site-day.js'
import { userAgentKind } from './user-agent-kind.js'
import type { VisitorSalts } from './visitor-salts.js'
import { retentionDaysFrom } from './analytics-config.js'

describe('census hits (SPEC §3 kinds)', () => {
  const data = (value: Record<string, unknown>) => JSON.stringify(value)

  it('adds a product view on a store item page and a checkout start on the checkout page', () => {
    const product = parseCensusHit({
      event: '1',
      data: data({ url: '/shop/a', recordType: 11, itemId: 'a' }),
    })
    expect(product.ok && product.fields.map((f) => f.name)).toEqual(['', 'product-view'])
    const checkout = parseCensusHit({ event: '1', data: data({ url: '/checkout', pageType: 201 }) })
    expect(checkout.ok && checkout.fields.map((f) => f.name)).toEqual(['', 'checkout-started'])
  })

  it('keeps a search keyword lowercased and heartbeat seconds within half an hour', () => {
    const search = parseCensusHit({ event: '2', data: data({ query: ' Blue   Bowl ' }) })
    expect(search.ok && search.fields[0]?.name).toBe('blue bowl')
    const beat = parseCensusHit({ event: '10', data: data({ seconds: 99_999 }) })
    expect(beat.ok && beat.fields[0]?.value).toBe(1800)
  })

  it('refuses unknown kinds, a missing payload, NUL, deep nesting and infinite numbers', () => {
    expect(parseCensusHit({ event: '3', data: '{}' }).ok).toBe(false)
    expect(parseCensusHit({ event: '1' })).toEqual({
      ok: false,
      message: 'The tracking hit is not valid: no payload',
    })
    expect(parseCensusHit({ event: '1', data: '{"a":"\\u0000"}' }).ok).toBe(false)
    expect(parseCensusHit({ event: '1', data: '{"a":[[[[[[[[1]]]]]]]]}' }).ok).toBe(false)
    expect(parseCensusHit({ event: '1', data: '{"a":1e999}' }).ok).toBe(false)
  })
})

describe('events, errors and performance records', () => {
  it('keeps extra parameters of RecordEvent and refuses a bad name', () => {
    const event = parseRecordEvent({
      event: 'Add-To-Cart',
      data: '{"quantity":2}',
      crumb: 'c',
      color: 'blue',
    })
    expect(event.ok && event.fields.name).toBe('add-to-cart')
    expect(event.ok && event.fields.data).toMatchObject({ quantity: 2, color: 'blue' })
    expect(parseRecordEvent({ event: 'no spaces please' }).ok).toBe(false)
  })

  it('cuts stacks at 5000 characters and takes at most 10 errors per call', () => {
    const one = { data: { message: 'Boom', stack: 's'.repeat(9000) } }
    const parsed = parseJavascriptErrors([one])
    expect(parsed.ok && (parsed.fields[0]?.data?.stack as string).length).toBe(maxStackLength)
    expect(parseJavascriptErrors(Array.from({ length: 11 }, () => one)).ok).toBe(false)
  })

  it('needs a page load id and keeps only Web Vitals', () => {
    const record = (pageLoadId: string, name: string) => ({
      app: 'runtime',
      event: 'web-vitals',
      pageLoadId,
      ts: 1,
      data: { name, value: 1200, url: '/' },
    })
    expect(parsePerformanceRecords([record('short', 'LCP')])).toEqual({
      ok: false,
      message: 'The tracking hit is not valid: Unable to resolve pageLoadId',
    })
    const parsed = parsePerformanceRecords([
      record('0123456789ab', 'LCP'),
      record('0123456789ab', 'XYZ'),
    ])
    expect(parsed.ok && parsed.fields.map((f) => f.name)).toEqual(['LCP'])
  })

  it('checks clanker content against its named schema', () => {
    expect(validateEventContent('add_to_cart', '{"product_id":"a","quantity":1}').ok).toBe(true)
    expect(validateEventContent('add_to_cart', '{"product_id":"a","quantity":"1"}')).toEqual({
      ok: false,
      message: 'The event content does not match the schema add_to_cart: quantity must be a number',
    })
    expect(validateEventContent('nope', '{}')).toEqual({
      ok: false,
      message: 'Unknown event schema: nope',
    })
  })
})

describe('dashboard rules', () => {
  it('turns range names into days of the site, with the previous period', () => {
    expect(dayRange('today', '2026-03-10')).toEqual({
      from: '2026-03-10',
      to: '2026-03-10',
      previousFrom: '2026-03-09',
      previousTo: '2026-03-09',
    })
    expect(dayRange('7d', '2026-03-10')?.from).toBe('2026-03-04')
    expect(dayRange('12m', '2026-03-10')?.from).toBe('2025-03-11')
    expect(
      dayRange('custom', '2026-03-10', { from: '2026-01-01', to: '2026-01-31' })?.previousFrom,
    ).toBe('2025-12-01')
    expect(
      dayRange('custom', '2026-03-10', { from: '2026-02-01', to: '2026-01-31' }),
    ).toBeUndefined()
    expect(dayRange('forever', '2026-03-10')).toBeUndefined()
  })

  it('reads whole months from the monthly sums and the days around them from the daily rows', () => {
    expect(splitByMonths({ from: '2025-03-11', to: '2026-03-10' })).toEqual({
      months: [
        '2025-04-01',
        '2025-05-01',
        '2025-06-01',
        '2025-07-01',
        '2025-08-01',
        '2025-09-01',
        '2025-10-01',
        '2025-11-01',
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
      ],
      dayRanges: [
        { from: '2025-03-11', to: '2025-03-31' },
        { from: '2026-03-01', to: '2026-03-10' },
      ],
    })
    expect(splitByMonths({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: ['2026-02-01'],
      dayRanges: [],
    })
    expect(splitByMonths({ from: '2026-03-04', to: '2026-03-10' }).months).toEqual([])
  })

  it('counts a day in the site time zone', () => {
    const at = new Date('2026-03-10T03:00:00Z')
    expect(siteDay(at, 'America/New_York')).toBe('2026-03-09')
    expect(siteDay(at, 'Europe/Paris')).toBe('2026-03-10')
    // Remembered per minute and zone: the next minute crosses midnight in New York.
    expect(siteDay(new Date('2026-03-10T03:59:59Z'), 'America/New_York')).toBe('2026-03-09')
    expect(siteDay(new Date('2026-03-10T04:00:00Z'), 'America/New_York')).toBe('2026-03-10')
    expect(siteDay(new Date('2026-03-10T04:00:30Z'), 'Europe/Paris')).toBe('2026-03-10')
  })

  it('gives events ids of 24 hex characters that start with their second, in order', () => {
    const first = eventId(new Date('2026-03-10T03:00:00.900Z'))
    const next = eventId(new Date('2026-03-10T03:00:01Z'))
    expect(first).toMatch(/^[0-9a-f]{24}$/)
    expect(first.slice(0, 8)).toBe((Date.parse('2026-03-10T03:00:00Z') / 1000).toString(16))
    expect(next > first).toBe(true)
    expect(eventId(new Date('2026-03-10T03:00:00Z'))).not.toBe(first)
  })

  it('stores the rows of one hit with the same visitor, time and page, each its own referrer', async () => {
    const salts = { visitorHash: async () => 'hash', deleteBefore: async () => {} }
    const hit = parseCensusHit({
      event: '1',
      data: JSON.stringify({
        url: 'https://a.example/shop/vase?utm_source=news&utm_medium=mail',
        referrer: 'https://www.b.example/x',
        recordType: 11,
        itemId: 'vase',
        title: 'Vase',
      }),
    })
    if (!hit.ok) throw new Error(hit.message)
    const origin = {
      websiteId: 'w',
      timeZone: 'Europe/Paris',
      ip: '203.0.113.9',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0) Firefox/130.0',
      now: new Date('2026-03-10T23:30:00Z'),
    }
    const rows = await eventRows(origin, salts as VisitorSalts, hit.fields)
    expect(rows.map((row) => [row.kind, row.name, row.referrer])).toEqual([
      ['pageview', 'Vase', 'b.example'],
      ['event', 'product-view', ''],
    ])
    for (const row of rows) {
      expect(row).toMatchObject({
        day: '2026-03-11',
        at: '2026-03-10T23:30:00.000Z',
        visitorHash: 'hash',
        path: '/shop/vase',
        utmSource: 'news',
        utmMedium: 'mail',
        device: 'Desktop',
        browser: 'Firefox',
      })
      expect(JSON.stringify(row)).not.toContain('203.0.113.9')
    }
    expect(rows[0]?.id).not.toBe(rows[1]?.id)
  })

  it('rates Web Vitals by the web.dev thresholds at p75', () => {
    expect(percentile75([1, 2, 3, 4])).toBe(3)
    expect(vitalRating('LCP', 2500)).toBe('good')
    expect(vitalRating('INP', 300)).toBe('needs-improvement')
    expect(vitalRating('CLS', 0.3)).toBe('poor')
  })

  it('keeps only the path and another site as referrer', () => {
    expect(pagePath('https://a.example/shop/x?utm_source=n#top').path).toBe('/shop/x')
    expect(referrerHost('https://www.b.example/p', 'a.example')).toBe('b.example')
    expect(referrerHost('https://a.example/p', 'a.example:3000')).toBe('')
  })

  it('names devices and browsers', () => {
    expect(
      userAgentKind('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1'),
    ).toEqual({
      device: 'Mobile',
      browser: 'Safari',
    })
    expect(
      userAgentKind('Mozilla/5.0 (Windows NT 10.0) Chrome/130.0 Safari/537.36 Edg/130.0').browser,
    ).toBe('Edge')
  })

  it('reads the retention from ANALYTICS_RETENTION_DAYS', () => {
    expect(retentionDaysFrom({})).toBe(90)
    expect(retentionDaysFrom({ ANALYTICS_RETENTION_DAYS: '30' })).toBe(30)
    expect(() => retentionDaysFrom({ ANALYTICS_RETENTION_DAYS: 'soon' })).toThrow()
  })
})
