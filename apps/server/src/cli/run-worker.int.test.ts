import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testConfig } from '../testing/test-app.js'
import { runCli } from './run-cli.js'

describeEachDialect('atelier worker', (ctx) => {
  it('runs the due steps without serving HTTP and stops when told to', async () => {
    const id = await createOutboxMailer(ctx.storage.db, () => new Date()).send({
      to: 'visitor@example.com',
      subject: 'Delivered by atelier worker',
      text: 'Hello',
    })
    const out: string[] = []
    const io = { out: (text: string) => out.push(text), err: (text: string) => out.push(text) }
    const stop = new AbortController()
    const running = runCli(['worker'], testConfig(ctx.dataDir), io, ctx.storage, {
      stop: stop.signal,
      buildApp,
    })

    const file = path.join(ctx.dataDir, 'mail', `${id}.eml`)
    const deadline = Date.now() + 10_000
    while (!fs.existsSync(file) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    stop.abort()

    expect(await running).toBe(0)
    expect(fs.readFileSync(file, 'utf8')).toContain('Subject: Delivered by atelier worker')
    expect(out[0]).toMatch(/^Worker running: .*\boutbox-mail\b/)
    expect(out[0]).toContain('scheduled-publishing')
    // Reservation expiry and subscription renewals run in the worker too.
    expect(out[0]).toMatch(/\bcheckout\b/)
    expect(out.at(-1)).toBe('Worker stopping after the steps in progress.')
    const row = await ctx.storage.db
      .selectFrom('outbox')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row.status).toBe('sent')
  })
})
