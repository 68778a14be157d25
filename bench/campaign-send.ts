/**
 * Campaign sending through the outbox: mails per second that `queueCampaignMails` writes to the
 * outbox for a campaign to N subscribers (rendering each recipient's mail, signing their unsubscribe
 * link, claiming their send record and inserting their outbox row in one transaction per batch),
 * beside the strongest anchor measured in the same run: raw inserts of the same outbox rows (their
 * bodies copied, new ids) in one transaction, 200 rows a statement. Then the outbox worker hands the
 * mails to the file transport (`.eml` files), mails per second. SQLite always; PostgreSQL too when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped afterwards).
 *
 * Run: `npx tsx --conditions=source bench/campaign-send.ts` (BENCH_SUBSCRIBERS=10000 by default).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createFileTransport } from '../apps/server/src/mail/file-transport.js'
import { createMailWorker } from '../apps/server/src/mail/mail-worker.js'
import { queueCampaignMails } from '../apps/server/src/mailing/campaigns/campaign-sender.js'
import { createCampaign } from '../apps/server/src/mailing/campaigns/campaign-store.js'
import { createStoredMailingLists } from '../apps/server/src/mailing/stored-mailing-lists.js'
import { createWebsite } from '../apps/server/src/sites/website-repository.js'
import { newId } from '../apps/server/src/storage/new-id.js'
import { openStorage } from '../apps/server/src/storage/open-storage.js'
import type { Storage } from '../apps/server/src/storage/open-storage.js'
import { runMigrations } from '../apps/server/src/storage/run-migrations.js'

const subscribers = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000)
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
const batch = 500

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

async function measure(kind: 'sqlite' | 'postgres'): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-bench-campaign-'))
  const schema = `bench_campaign_${Date.now().toString(36)}`
  if (kind === 'postgres') await admin(`CREATE SCHEMA ${schema}`)
  const storage: Storage =
    kind === 'postgres'
      ? openStorage({ kind: 'postgres', url: postgresUrl as string, schema })
      : openStorage({ kind: 'sqlite', file: path.join(dataDir, 'atelier.db') })
  try {
    await runMigrations(storage)
    const site = await createWebsite(storage, {
      title: 'Bench Pottery',
      domain: 'bench.example',
      now: new Date(),
    })
    const lists = createStoredMailingLists(storage)
    await lists.saveList(site.id, { id: 'all', name: 'All', doubleOptIn: false }, new Date())
    await lists.addSubscribers(
      site.id,
      'all',
      Array.from({ length: subscribers }, (_, index) => ({
        email: `reader-${index}@example.com`,
        firstName: '',
        lastName: '',
        status: 'subscribed' as const,
      })),
      new Date(),
    )
    const campaign = await createCampaign(
      storage.db,
      site.id,
      {
        subject: 'Spring at the studio',
        blocks: [
          { type: 'text', text: 'The spring glazes are out of the kiln.\n\nCome and see them.' },
          { type: 'image', url: '/files/kiln.png', alt: 'The kiln' },
          { type: 'button', label: 'Visit the shop', url: '/shop' },
          { type: 'divider' },
          { type: 'text', text: 'Open Saturday 10–4.' },
        ],
        listIds: ['all'],
      },
      new Date(),
    )
    await storage.db
      .updateTable('mailingCampaigns')
      .set({ status: 'sending', startedAt: new Date().toISOString() })
      .where('id', '=', campaign.id)
      .execute()

    // The campaign: batches of 500 until no recipient is left.
    const now = new Date()
    let started = performance.now()
    let queued = 0
    for (;;) {
      const added = await queueCampaignMails({ storage }, batch, now)
      if (added === 0) break
      queued += added
    }
    const campaignSeconds = (performance.now() - started) / 1000

    // The anchor: the same rows, copied, inserted raw in one transaction.
    const rows = await storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('websiteId', '=', site.id)
      .execute()
    const copies = rows.map((row) => ({ ...row, id: newId() }))
    started = performance.now()
    await storage.db.transaction().execute(async (trx) => {
      for (let start = 0; start < copies.length; start += 200) {
        await trx
          .insertInto('outbox')
          .values(copies.slice(start, start + 200))
          .execute()
      }
    })
    const rawSeconds = (performance.now() - started) / 1000
    await storage.db
      .deleteFrom('outbox')
      .where(
        'id',
        'in',
        copies.map((copy) => copy.id),
      )
      .execute()
      .catch(async () => {
        // PostgreSQL takes at most 65,535 parameters in a statement: delete in parts.
        for (let start = 0; start < copies.length; start += 5_000) {
          await storage.db
            .deleteFrom('outbox')
            .where(
              'id',
              'in',
              copies.slice(start, start + 5_000).map((copy) => copy.id),
            )
            .execute()
        }
      })

    // Delivery: the outbox worker hands each mail to the file transport.
    const worker = createMailWorker({
      db: storage.db,
      transport: createFileTransport(path.join(dataDir, 'mail'), 'Bench <news@bench.example>'),
      batchSize: batch,
    })
    started = performance.now()
    let delivered = 0
    for (;;) {
      const tick = await worker.tick(new Date(Date.now() + 60_000))
      if (tick.sent === 0 && tick.failed === 0) break
      delivered += tick.sent
    }
    const deliverySeconds = (performance.now() - started) / 1000

    const rate = (count: number, seconds: number) => Math.round(count / seconds)
    console.log(
      [
        `${kind}: ${subscribers} subscribers`,
        `  campaign → outbox   ${rate(queued, campaignSeconds)} mails/s (${queued} in ${campaignSeconds.toFixed(2)} s)`,
        `  anchor: raw inserts ${rate(copies.length, rawSeconds)} rows/s (${copies.length} in ${rawSeconds.toFixed(2)} s, one transaction)`,
        `  ratio               ${(rate(queued, campaignSeconds) / rate(copies.length, rawSeconds)).toFixed(2)}× of the anchor`,
        `  outbox → .eml files ${rate(delivered, deliverySeconds)} mails/s (${delivered} in ${deliverySeconds.toFixed(2)} s)`,
      ].join('\n'),
    )
  } finally {
    await storage.close()
    if (kind === 'postgres') await admin(`DROP SCHEMA ${schema} CASCADE`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

await measure('sqlite')
if (postgresUrl !== undefined && postgresUrl !== '') await measure('postgres')
