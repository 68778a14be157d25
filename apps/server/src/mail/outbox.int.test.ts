import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { signInOwner, testApp, testSite } from '../testing/test-app.js'
import { createMailWorker } from './mail-worker.js'
import { createFileTransport } from './file-transport.js'
import type { MailMessage } from './mail-message.js'
import type { MailTransport } from './mail-transport.js'
import { createOutboxMailer } from './mailer.js'

describeEachDialect('mail outbox', (ctx) => {
  const t0 = new Date('2026-11-21T10:00:00.000Z')
  let websiteId: string
  let host: string
  let app: FastifyInstance

  beforeAll(async () => {
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx))
    app = await testApp(ctx)
  })
  afterAll(() => app.close())

  async function rowOf(id: string) {
    return ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  }

  async function queue(subject: string, at: Date): Promise<string> {
    const mailer = createOutboxMailer(ctx.storage.db, () => at)
    return mailer.send({ to: 'visitor@example.com', subject, text: 'Hello there', websiteId })
  }

  /** Only the mail this test queued is due: earlier tests' leftovers are settled first. */
  async function settleOthers(): Promise<void> {
    await ctx.storage.db.updateTable('outbox').set({ status: 'sent' }).execute()
  }

  it('turns a queued mail into DATA_DIR/mail/<id>.eml and marks it sent', async () => {
    await settleOthers()
    const id = await queue('Your restock notice', t0)
    const dir = path.join(ctx.dataDir, 'mail')
    const worker = createMailWorker({
      db: ctx.storage.db,
      transport: createFileTransport(dir, 'Loam & Ember <studio@example.com>'),
    })
    expect(await worker.tick(t0)).toEqual({ sent: 1, failed: 0 })

    const eml = fs.readFileSync(path.join(dir, `${id}.eml`), 'utf8')
    expect(eml).toContain('To: visitor@example.com')
    expect(eml).toContain('Subject: Your restock notice')
    expect(eml).toContain('Hello there')
    const row = await rowOf(id)
    expect(row.status).toBe('sent')
    expect(row.sentAt).toBe(t0.toISOString())
    expect(await worker.tick(t0)).toEqual({ sent: 0, failed: 0 })
  })

  it('retries a failing delivery later, with a growing wait, and keeps the mail', async () => {
    await settleOthers()
    const id = await queue('Try again', t0)
    let healthy = false
    const delivered: MailMessage[] = []
    const flaky: MailTransport = {
      async deliver(_id, message) {
        if (!healthy) throw new Error('SMTP 421 try later')
        delivered.push(message)
      },
    }
    const worker = createMailWorker({ db: ctx.storage.db, transport: flaky })

    expect(await worker.tick(t0)).toEqual({ sent: 0, failed: 1 })
    let row = await rowOf(id)
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' })
    expect(row.nextAttemptAt).toBe('2026-11-21T10:01:00.000Z')

    // Not due yet: nothing is tried.
    expect(await worker.tick(new Date('2026-11-21T10:00:30.000Z'))).toEqual({ sent: 0, failed: 0 })

    expect(await worker.tick(new Date('2026-11-21T10:01:00.000Z'))).toEqual({ sent: 0, failed: 1 })
    row = await rowOf(id)
    expect(row.nextAttemptAt).toBe('2026-11-21T10:03:00.000Z')

    healthy = true
    expect(await worker.tick(new Date('2026-11-21T10:03:00.000Z'))).toEqual({ sent: 1, failed: 0 })
    expect(delivered.map((message) => message.subject)).toEqual(['Try again'])
    row = await rowOf(id)
    expect(row).toMatchObject({ status: 'sent', attempts: 3 })
  })

  it('sends a mail once when two workers tick at the same moment', async () => {
    await settleOthers()
    const ids = [await queue('One', t0), await queue('Two', t0), await queue('Three', t0)]
    const deliveries: string[] = []
    const slow: MailTransport = {
      async deliver(id) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        deliveries.push(id)
      },
    }
    const first = createMailWorker({ db: ctx.storage.db, transport: slow })
    const second = createMailWorker({ db: ctx.storage.db, transport: slow })
    const [a, b] = await Promise.all([first.tick(t0), second.tick(t0)])
    expect(a.sent + b.sent).toBe(3)
    expect([...deliveries].sort()).toEqual([...ids].sort())
  })

  it('retries a mail whose worker died mid-delivery once its claim lapses', async () => {
    await settleOthers()
    const id = await queue('Survives a crash', t0)
    const crashing: MailTransport = { deliver: () => new Promise(() => undefined) }
    const doomed = createMailWorker({ db: ctx.storage.db, transport: crashing, leaseMs: 60_000 })
    void doomed.tick(t0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect((await rowOf(id)).status).toBe('sending')

    const delivered: string[] = []
    const rescuer = createMailWorker({
      db: ctx.storage.db,
      transport: { deliver: async (mailId) => void delivered.push(mailId) },
    })
    expect(await rescuer.tick(new Date(t0.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 })
    expect(await rescuer.tick(new Date(t0.getTime() + 60_000))).toEqual({ sent: 1, failed: 0 })
    expect(delivered).toEqual([id])
    expect((await rowOf(id)).status).toBe('sent')
  })

  it("lists the site's mail for its owner at /api/editor/outbox", async () => {
    const anonymous = await app.inject({ url: '/api/editor/outbox', headers: { host } })
    expect(anonymous.statusCode).toBe(401)
    const session = await signInOwner(ctx, app, host)
    const response = await app.inject({
      url: '/api/editor/outbox',
      headers: { host, cookie: session },
    })
    expect(response.statusCode).toBe(200)
    const subjects = response.json().messages.map((message: { subject: string }) => message.subject)
    expect(subjects).toContain('Your restock notice')
    expect(subjects).toContain('Survives a crash')
  })
})
