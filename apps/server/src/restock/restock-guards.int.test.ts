import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'

describeEachDialect('restock sign-up guards', (ctx) => {
  const websiteId = 'site-restock-guards'
  const host = 'restock-guards.example'
  const productId = `${websiteId}-mug`
  const variantId = `${websiteId}-mug-s`
  let app: FastifyInstance

  beforeAll(async () => {
    app = await testApp(ctx)
    const bundle = await sampleBundle(websiteId, host)
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      {
        ...bundle,
        website: {
          ...(bundle.website as Record<string, unknown>),
          settings: {
            captchaSettings: { enabled: true },
            storeSettings: { restockNotificationsEnabled: true },
          },
        },
      },
    )
    // The small mug is sold out, so the product page offers the restock box.
    await ctx.storage.db
      .updateTable('productVariants')
      .set({ qtyInStock: 0 })
      .where('id', '=', variantId)
      .execute()
  })
  afterAll(() => app.close())

  const signUp = (body: Record<string, unknown>, remoteAddress = '10.5.0.1') =>
    app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock',
      headers: { host, ...crumbHeaders() },
      remoteAddress,
      payload: { isJoinMailingList: false, productId, variantId, ...body },
    })

  async function solvedCaptcha(): Promise<string> {
    const challenge = (
      await app.inject({ url: '/api/form/captcha-challenge', headers: { host } })
    ).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
  }

  it("answers 400 'Complete CAPTCHA before submitting.' without a solved challenge", async () => {
    const response = await signUp({ siteVisitorEmail: 'ada@example.com' })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ message: 'Complete CAPTCHA before submitting.' })
  })

  it('refuses an invalid captchaToken with the same message: garbage, or a forged solution', async () => {
    const challenge = (
      await app.inject({ url: '/api/form/captcha-challenge', headers: { host } })
    ).json()
    const solution = await solveChallenge({ challenge, deriveKey })
    const forged = Buffer.from(
      JSON.stringify({
        challenge,
        solution: { ...solution, counter: (solution?.counter ?? 0) + 1 },
      }),
    ).toString('base64')
    for (const captchaToken of ['not-a-token', forged]) {
      const response = await signUp(
        { siteVisitorEmail: 'mallory@example.com', captchaToken },
        '10.5.0.9',
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ message: 'Complete CAPTCHA before submitting.' })
    }
    const stored = await ctx.storage.db
      .selectFrom('restockSignups')
      .select('email')
      .where('email', '=', 'mallory@example.com')
      .execute()
    expect(stored).toEqual([])
  })

  it('takes a solved challenge once; the same answer again is refused', async () => {
    const captchaToken = await solvedCaptcha()
    const first = await signUp({ siteVisitorEmail: 'ada@example.com', captchaToken })
    expect(first.statusCode).toBe(200)
    const again = await signUp({ siteVisitorEmail: 'grace@example.com', captchaToken }, '10.5.0.2')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ message: 'Complete CAPTCHA before submitting.' })
  })

  it('refuses a sixth sign-up of one address in ten minutes with 429', async () => {
    for (let n = 0; n < 4; n++) {
      const captchaToken = await solvedCaptcha()
      const response = await signUp(
        { siteVisitorEmail: 'flood@example.com', captchaToken },
        `10.6.0.${n}`,
      )
      expect(response.statusCode).toBe(200)
    }
    // The fifth counts even though its captcha is missing: the limit comes first.
    expect((await signUp({ siteVisitorEmail: 'flood@example.com' }, '10.6.0.8')).statusCode).toBe(
      400,
    )
    const limited = await signUp({ siteVisitorEmail: 'flood@example.com' }, '10.6.0.9')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({
      message: 'Too many sign-ups. Please try again in a few minutes.',
    })
  })

  it('refuses the twenty-first sign-up from one visitor in ten minutes with 429', async () => {
    for (let n = 0; n < 20; n++) {
      const response = await signUp({ siteVisitorEmail: `v${n}@example.com` }, '10.7.0.1')
      expect(response.statusCode).toBe(400)
    }
    expect((await signUp({ siteVisitorEmail: 'v20@example.com' }, '10.7.0.1')).statusCode).toBe(429)
  })
})
