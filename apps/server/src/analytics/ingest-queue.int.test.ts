import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { createIngestQueue } from './ingest-queue.js'
import type { AnalyticsEventRow } from './ingest-queue.js'

function row(index: number): AnalyticsEventRow {
  return {
    id: `queued-${index}`,
    websiteId: 'w',
    at: new Date().toISOString(),
    day: '2026-01-01',
    kind: 'pageview',
    name: '',
    visitorHash: 'h',
    sessionId: 's',
    path: '/',
    referrer: '',
    utmSource: '',
    utmMedium: '',
    utmCampaign: '',
    device: '',
    browser: '',
    value: 0,
    data: '{}',
  }
}

describeEachDialect('the analytics ingest queue', (ctx) => {
  it('writes nothing per hit, a full batch at once, the rest within the flush delay, and drops beyond its bound', async () => {
    const storage = await ctx.freshStorage()
    const queue = createIngestQueue(storage, { batchSize: 5, flushEveryMs: 200, maxQueued: 12 })
    const count = async () =>
      (await storage.db.selectFrom('analyticsEvents').select('id').execute()).length
    for (let index = 0; index < 3; index += 1) queue.push(row(index))
    expect(await count()).toBe(0)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(await count()).toBe(3)
    for (let index = 3; index < 8; index += 1) queue.push(row(index))
    await queue.flush()
    expect(await count()).toBe(8)
    const accepted = Array.from({ length: 20 }, (_, index) => queue.push(row(100 + index)))
    // Full batches start writing as they fill, so the bound counts what is still waiting.
    expect(accepted.filter(Boolean).length).toBeGreaterThanOrEqual(12)
    await queue.close()
    expect(await count()).toBe(8 + accepted.filter(Boolean).length)
    expect(queue.dropped).toBe(20 - accepted.filter(Boolean).length)
  })
})
