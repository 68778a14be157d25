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
    // Written by the timer (the first SQLite batch also starts the writer thread).
    await expect.poll(count, { timeout: 5_000, interval: 100 }).toBe(3)
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

  it('holds a hit back while the bound is reached, until a batch is written', async () => {
    const storage = await ctx.freshStorage()
    const queue = createIngestQueue(storage, { batchSize: 5, maxQueued: 5 })
    expect(queue.whenRoom()).toBeUndefined()
    for (let index = 0; index < 5; index += 1) queue.push(row(300 + index))
    const room = queue.whenRoom()
    expect(room).toBeInstanceOf(Promise)
    await room
    expect(queue.whenRoom()).toBeUndefined()
    expect(queue.push(row(305))).toBe(true)
    await queue.close()
    expect(await storage.db.selectFrom('analyticsEvents').select('id').execute()).toHaveLength(6)
    expect(queue.dropped).toBe(0)
  })

  it('writes the same rows on the event loop when asked not to use the writer thread', async () => {
    const storage = await ctx.freshStorage()
    const queue = createIngestQueue(storage, { batchSize: 4, inThread: true })
    for (let index = 0; index < 6; index += 1) queue.push(row(200 + index))
    await queue.close()
    const rows = await storage.db
      .selectFrom('analyticsEvents')
      .select(['id', 'experiments'])
      .execute()
    expect(rows).toHaveLength(6)
    expect(rows[0]?.experiments).toBe('')
  })
})
