import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { accountMailLimits } from '../auth/account-mail-limits.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'
import { mailsTo } from './testing/account-mail.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'plum-kiln-harbour-41'

describeEachDialect(
  'customer accounts: mail requests are limited before anything is looked up',
  (ctx) => {
    let app: FastifyInstance

    beforeAll(async () => {
      app = await testApp(ctx)
    })
    afterAll(() => app.close())

    const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode)

    it('lets 20 parallel sign-ups of one email through only up to the per-email limit', async () => {
      const { host } = await testSite(ctx)
      const email = `flood-${Date.now()}@example.com`
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          new SiteBrowser(app, host).request('POST', '/api/site-users/account', {
            email,
            password,
          }),
        ),
      )
      // Only answers and refusals: concurrent sign-ups of one address never meet its unique key.
      expect(statuses(answers).filter((s) => s !== 202 && s !== 429)).toEqual([])
      const passed = statuses(answers).filter((s) => s === 202)
      expect(passed).toHaveLength(accountMailLimits.email.max)
      expect(statuses(answers).filter((s) => s === 429)).toHaveLength(
        20 - accountMailLimits.email.max,
      )
      expect(answers.find((a) => a.statusCode === 429)?.json().message).toBe(
        'Too many requests. Please try again later.',
      )
      expect((await mailsTo(ctx.storage, email)).length).toBe(accountMailLimits.email.max)
    })

    it('limits resets per email, whoever asks, and answers a known address like an unknown one', async () => {
      const { host } = await testSite(ctx)
      const email = `reset-flood-${Date.now()}@example.com`
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          new SiteBrowser(app, host).request('POST', '/api/site-users/account/password-reset', {
            email,
          }),
        ),
      )
      expect(statuses(answers).filter((s) => s === 202)).toHaveLength(accountMailLimits.email.max)
    })

    it('limits one address across many emails', async () => {
      const { host } = await testSite(ctx)
      const answers = await Promise.all(
        Array.from({ length: accountMailLimits.address.max + 10 }, (_, n) =>
          new SiteBrowser(app, host).request('POST', '/api/site-users/account/password-reset', {
            email: `walk-${n}-${Date.now()}@example.com`,
          }),
        ),
      )
      expect(statuses(answers).filter((s) => s === 202)).toHaveLength(accountMailLimits.address.max)
      expect(statuses(answers).filter((s) => s === 429)).toHaveLength(10)
    })

    it('limits opening links per address', async () => {
      const { host } = await testSite(ctx)
      const token = 'A'.repeat(43)
      const answers = await Promise.all(
        Array.from({ length: accountMailLimits.link.max + 5 }, () =>
          new SiteBrowser(app, host).request('POST', '/api/site-users/account/email-verification', {
            token,
          }),
        ),
      )
      expect(statuses(answers).filter((s) => s === 400)).toHaveLength(accountMailLimits.link.max)
      expect(statuses(answers).filter((s) => s === 429)).toHaveLength(5)
    })
  },
)
