import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { createOutboxMailer } from './mailer.js'

describeEachDialect('outbox worker in the server process', (ctx) => {
  it('delivers queued mail to DATA_DIR/mail once the server listens', async () => {
    const app = await testApp(ctx)
    try {
      await app.listen({ port: 0, host: '127.0.0.1' })
      const id = await createOutboxMailer(ctx.storage.db, () => new Date()).send({
        to: 'visitor@example.com',
        subject: 'Delivered by the in-process worker',
        text: 'Hello',
      })
      const file = path.join(ctx.dataDir, 'mail', `${id}.eml`)
      const deadline = Date.now() + 10_000
      while (!fs.existsSync(file) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
      expect(fs.readFileSync(file, 'utf8')).toContain('Subject: Delivered by the in-process worker')
      const row = await ctx.storage.db
        .selectFrom('outbox')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
      expect(row.status).toBe('sent')
    } finally {
      await app.close()
    }
  })
})
