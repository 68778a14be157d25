import { describe, expect, it } from 'vitest'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { createIngestQueue } from './ingest-queue.js'
import type { AnalyticsEventRow } from './ingest-queue.js'

/** Holds the writer back: every batch waits until `open` is called (the rows stay held). */
function writerGate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { beforeWrite: () => opened, open }
}

/** Whether a promise has settled, after the pending callbacks of this turn ran. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setImmediate(resolve))
  return done
}

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

  describe('its bound (issue 30)', () => {
    const count = async (storage: Storage) =>
      (await storage.db.selectFrom('analyticsEvents').select('id').execute()).length

    it('never holds more rows than the bound while the writer is stalled, and drops and counts the rest', async () => {
      const storage = await ctx.freshStorage()
      const gate = writerGate()
      const queue = createIngestQueue(storage, {
        batchSize: 5,
        maxQueued: 12,
        beforeWrite: gate.beforeWrite,
      })
      let taken = 0
      for (let index = 0; index < 30; index += 1) {
        if (queue.push(row(400 + index))) taken += 1
        expect(queue.held).toBeLessThanOrEqual(12)
      }
      expect(taken).toBe(12)
      expect(queue.held).toBe(12)
      expect(queue.dropped).toBe(18)
      gate.open()
      await queue.close()
      expect(await count(storage)).toBe(12)
    })

    it('holds 20,000 rows at most by default', async () => {
      const storage = await ctx.freshStorage()
      const gate = writerGate()
      const queue = createIngestQueue(storage, { beforeWrite: gate.beforeWrite })
      const rows = Array.from({ length: 20_010 }, (_, index) => row(10_000 + index))
      expect(queue.enqueue(rows)).toBe(20_000)
      expect(queue.held).toBe(20_000)
      expect(queue.dropped).toBe(10)
      gate.open()
      await queue.close()
      expect(await count(storage)).toBe(20_000)
    })

    it('makes a hit at the bound wait for the writer, then stores it', async () => {
      const storage = await ctx.freshStorage()
      const gate = writerGate()
      // A wait far longer than the test: only the written batch can let the hit in.
      const queue = createIngestQueue(storage, {
        batchSize: 5,
        maxQueued: 5,
        maxWaitMs: 600_000,
        beforeWrite: gate.beforeWrite,
      })
      expect(queue.enqueue([0, 1, 2, 3, 4].map((index) => row(500 + index)))).toBe(5)
      const waiting = queue.enqueue([row(505), row(506)])
      expect(waiting).toBeInstanceOf(Promise)
      expect(await settled(waiting as Promise<number>)).toBe(false)
      expect(queue.held).toBe(5)
      gate.open()
      expect(await waiting).toBe(2)
      await queue.close()
      expect(await count(storage)).toBe(7)
      expect(queue.dropped).toBe(0)
    })

    it('drops and counts a hit that found no room within the wait', async () => {
      const storage = await ctx.freshStorage()
      const gate = writerGate()
      const queue = createIngestQueue(storage, {
        batchSize: 5,
        maxQueued: 5,
        maxWaitMs: 20,
        beforeWrite: gate.beforeWrite,
      })
      expect(queue.enqueue([0, 1, 2, 3, 4].map((index) => row(600 + index)))).toBe(5)
      // The writer stays stalled past the wait: the hit gives up and its rows are counted.
      expect(await queue.enqueue([row(605), row(606)])).toBe(0)
      expect(queue.dropped).toBe(2)
      expect(queue.held).toBe(5)
      gate.open()
      await queue.close()
      expect(await count(storage)).toBe(5)
    })
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
