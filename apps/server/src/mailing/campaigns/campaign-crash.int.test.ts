import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { createFileTransport } from '../../mail/file-transport.js'
import { createMailWorker } from '../../mail/mail-worker.js'
import { sqliteFile } from '../../orders/testing/second-storage.js'
import { createWebsite } from '../../sites/website-repository.js'
import { describeEachDialect, postgresTestUrl } from '../../testing/describe-each-dialect.js'
import { createStoredMailingLists } from '../stored-mailing-lists.js'
import { createCampaign, scheduleCampaign } from './campaign-store.js'
import { listUnsubscribeTargets, parsedOutboxMail } from './testing/outbox-eml.js'

const childScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'testing/campaign-worker-child.ts',
)
const recipients = 2_000

describeEachDialect('a campaign sender killed with SIGKILL in the middle', (ctx) => {
  it('sends each of 2,000 subscribers exactly one mail once restarted', async () => {
    const { db } = ctx.storage
    const host = `crash-${Date.now().toString(36)}.example`
    const site = await createWebsite(ctx.storage, { title: 'Kiln', domain: host, now: new Date() })
    const lists = createStoredMailingLists(ctx.storage)
    await lists.saveList(site.id, { id: 'all', name: 'All', doubleOptIn: false }, new Date())
    const people = Array.from({ length: recipients }, (_, index) => ({
      email: `reader-${String(index).padStart(4, '0')}@example.com`,
      firstName: '',
      lastName: '',
      status: 'subscribed' as const,
    }))
    await lists.addSubscribers(site.id, 'all', people, new Date())
    const campaign = await createCampaign(
      db,
      site.id,
      {
        subject: 'Kiln news',
        blocks: [{ type: 'text', text: 'The kiln is hot.' }],
        listIds: ['all'],
      },
      new Date(),
    )
    await scheduleCampaign(db, site.id, campaign.id, new Date(), new Date())

    const schema =
      ctx.dialect === 'postgres'
        ? (await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db)).rows[0]
            ?.schema
        : undefined
    const childEnv = {
      ...process.env,
      CHILD_DIALECT: ctx.dialect,
      CHILD_PG_URL: postgresTestUrl() ?? '',
      CHILD_PG_SCHEMA: schema ?? '',
      CHILD_SQLITE_FILE: ctx.dialect === 'sqlite' ? await sqliteFile(ctx.storage) : '',
      CHILD_DATA_DIR: ctx.dataDir,
      // 250 a second: the 2,000 take eight seconds, so the kill lands in the middle.
      CAMPAIGN_MAILS_PER_MINUTE: '15000',
    }
    const start = () =>
      spawn(process.execPath, ['--conditions=source', '--import', 'tsx', childScript], {
        env: childEnv,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    const queued = async () =>
      Number(
        (
          await db
            .selectFrom('mailingCampaignSends')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where('campaignId', '=', campaign.id)
            .executeTakeFirstOrThrow()
        ).count,
      )
    const waitFor = async (done: () => Promise<boolean>, what: string) => {
      const deadline = Date.now() + 120_000
      while (!(await done())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const kill = async (child: ChildProcess) => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGKILL')
      await exited
    }

    const first = start()
    try {
      await waitFor(async () => (await queued()) >= 500, 'the first mails')
    } finally {
      await kill(first)
    }
    const atKill = await queued()
    expect(atKill).toBeGreaterThanOrEqual(500)
    expect(atKill).toBeLessThan(recipients)

    const second = start()
    try {
      await waitFor(async () => {
        const row = await db
          .selectFrom('mailingCampaigns')
          .select('status')
          .where('id', '=', campaign.id)
          .executeTakeFirstOrThrow()
        return row.status === 'sent'
      }, 'the campaign to finish')
    } finally {
      await kill(second)
    }

    // Exactly one outbox row per address, and one send record pointing at it.
    const rows = await db
      .selectFrom('outbox')
      .select(['id', 'recipient'])
      .where('websiteId', '=', site.id)
      .where('subject', '=', 'Kiln news')
      .execute()
    expect(rows).toHaveLength(recipients)
    expect(new Set(rows.map((row) => row.recipient)).size).toBe(recipients)
    expect(await queued()).toBe(recipients)

    // Deliver what the children left (a claim cut short by the kill included), then read every
    // mail as a receiver would.
    const worker = createMailWorker({
      db,
      transport: createFileTransport(path.join(ctx.dataDir, 'mail'), 'Kiln <news@kiln.example>'),
      batchSize: 500,
    })
    const later = new Date(Date.now() + 3_600_000)
    while ((await worker.tick(later)).sent > 0);
    const seen = new Map<string, number>()
    const tokens = new Set<string>()
    for (const row of rows) {
      const mail = await parsedOutboxMail(ctx.dataDir, row.id)
      const to = Array.isArray(mail.to) ? '' : (mail.to?.value[0]?.address ?? '')
      seen.set(to, (seen.get(to) ?? 0) + 1)
      tokens.add(listUnsubscribeTargets(mail).url)
    }
    expect(seen.size).toBe(recipients)
    expect([...seen.values()].every((count) => count === 1)).toBe(true)
    expect(tokens.size).toBe(recipients)
    expect(
      fs.readdirSync(path.join(ctx.dataDir, 'mail')).filter((f) => f.endsWith('.eml')).length,
    ).toBeGreaterThanOrEqual(recipients)
  }, 300_000)
})
