import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { updateStoreSettings } from '../back-office/store-settings/store-settings-service.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import { mailedToken, mailsTo } from './testing/account-mail.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'plum-kiln-harbour-41'
const sent =
  'Thanks! We sent a link to that address. Open it to verify your email and finish creating your account.'
const linkInvalid =
  'This link is no longer valid: it was already used, it expired, or it is incomplete. Please ask for a new one.'

describeEachDialect('customer accounts: sign-up, verification and reset', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let clock = Date.parse('2026-03-01T10:00:00.000Z')
  let shoppers = 0

  beforeAll(async () => {
    // A clock that moves a millisecond at each read, so mails keep their order.
    app = await testApp(ctx, { now: () => new Date(clock++) })
    const made = await testSite(ctx, 'Clay & Co')
    host = made.host
    websiteId = made.site.id
  })
  afterAll(() => app.close())

  const browser = () => new SiteBrowser(app, host)
  const newEmail = () => `shopper${++shoppers}-${Date.now()}@example.com`
  const signUp = (b: SiteBrowser, email: string, pw = password) =>
    b.request('POST', '/api/site-users/account', { email, password: pw })
  const verify = (b: SiteBrowser, token: string) =>
    b.request('POST', '/api/site-users/account/email-verification', { token })
  const requestReset = (b: SiteBrowser, email: string) =>
    b.request('POST', '/api/site-users/account/password-reset', { email })
  const completeReset = (b: SiteBrowser, token: string, pw: string) =>
    b.request('POST', '/api/site-users/account/password-reset/complete', { token, password: pw })
  const signedIn = async (b: SiteBrowser) =>
    (
      await b.request('PUT', '/api/site-users/account/password', {
        currentPassword: 'x',
        newPassword: 'y',
      })
    ).statusCode !== 401

  async function verifiedShopper(): Promise<{ email: string; b: SiteBrowser }> {
    const email = newEmail()
    const b = browser()
    expect((await signUp(b, email)).statusCode).toBe(202)
    expect((await verify(b, await mailedToken(ctx.storage, email))).statusCode).toBe(200)
    return { email, b }
  }

  it('signs up: the verification mail names the shop and links to its configured domain', async () => {
    const email = newEmail()
    const b = browser()
    const answer = await b.request('POST', '/api/site-users/account', { email, password })
    expect(answer.statusCode).toBe(202)
    expect(answer.json()).toEqual({ message: sent })
    const [mail] = await mailsTo(ctx.storage, email)
    expect(mail?.subject).toBe('Clay & Co: verify your email')
    expect(mail?.textBody).toContain(`https://${host}/account/verify#token=`)
    // Not signed in, and no sign-in before the address is verified.
    expect(answer.cookies.find((c) => c.name === 'SiteUserSession')).toBeUndefined()
    expect((await b.signIn(email, password)).statusCode).toBe(403)

    const token = await mailedToken(ctx.storage, email)
    // Only the hash of the token is stored.
    const stored = await withSiteUserTables(ctx.storage.db)
      .selectFrom('siteUserTokens')
      .select('id')
      .execute()
    expect(stored.map((row) => row.id)).not.toContain(token)
    const opened = await verify(b, token)
    expect(opened.statusCode).toBe(200)
    expect(await signedIn(b)).toBe(true)
    expect((await browser().signIn(email, password)).statusCode).toBe(200)
  })

  it('takes a verification link once only', async () => {
    const email = newEmail()
    await signUp(browser(), email)
    const token = await mailedToken(ctx.storage, email)
    const answers = await Promise.all([verify(browser(), token), verify(browser(), token)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400])
    const again = await verify(browser(), token)
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(linkInvalid)
  })

  it('refuses a verification link after 24 hours', async () => {
    const email = newEmail()
    await signUp(browser(), email)
    const token = await mailedToken(ctx.storage, email)
    clock += 24 * 60 * 60 * 1000
    expect((await verify(browser(), token)).statusCode).toBe(400)
    clock += 60_000
  })

  it('answers sign-up the same for an existing address and mails it a reset hint instead', async () => {
    const { email } = await verifiedShopper()
    const fresh = newEmail()
    const existing = await signUp(browser(), email, 'another-plum-kiln-77')
    const unknown = await signUp(browser(), fresh, 'another-plum-kiln-77')
    expect(existing.statusCode).toBe(unknown.statusCode)
    expect(existing.body).toBe(unknown.body)
    const [mail] = await mailsTo(ctx.storage, email)
    expect(mail?.subject).toBe('Clay & Co: you already have an account')
    expect(mail?.textBody).toContain(`https://${host}/account/reset-password`)
    // The account's password did not change.
    expect((await browser().signIn(email, password)).statusCode).toBe(200)
  })

  it('lets the owner of the address win over an earlier sign-up by someone else', async () => {
    const email = newEmail()
    await signUp(browser(), email, 'squatter-password-9')
    await signUp(browser(), email, password)
    // The squatter's link no longer works; the owner's sets the owner's password.
    const token = await mailedToken(ctx.storage, email)
    expect((await verify(browser(), token)).statusCode).toBe(200)
    expect((await browser().signIn(email, 'squatter-password-9')).statusCode).toBe(401)
    expect((await browser().signIn(email, password)).statusCode).toBe(200)
  })

  it('refuses a short or common password with a clear 400', async () => {
    const short = await signUp(browser(), newEmail(), 'abc')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('The password must be at least 8 characters long')
    const common = await signUp(browser(), newEmail(), 'password1')
    expect(common.statusCode).toBe(400)
    expect(common.json().message).toContain('most common passwords')
  })

  it('answers a reset the same for known and unknown addresses', async () => {
    const { email } = await verifiedShopper()
    const known = await requestReset(browser(), email)
    const unknown = await requestReset(browser(), newEmail())
    expect(known.statusCode).toBe(202)
    expect(known.body).toBe(unknown.body)
    const [mail] = await mailsTo(ctx.storage, email)
    expect(mail?.subject).toBe('Clay & Co: reset your password')
  })

  it('resets the password once, signs out every other session and signs this browser in', async () => {
    const { email, b: older } = await verifiedShopper()
    const other = browser()
    expect((await other.signIn(email, password)).statusCode).toBe(200)
    expect(await signedIn(older)).toBe(true)

    await requestReset(browser(), email)
    const token = await mailedToken(ctx.storage, email)
    const resetter = browser()
    // A refused password leaves the link working.
    expect((await completeReset(resetter, token, 'short')).statusCode).toBe(400)
    const done = await completeReset(resetter, token, 'new-plum-kiln-harbour')
    expect(done.statusCode).toBe(200)
    expect(await signedIn(resetter)).toBe(true)
    expect(await signedIn(older)).toBe(false)
    expect(await signedIn(other)).toBe(false)
    expect((await completeReset(browser(), token, 'third-plum-kiln-x')).statusCode).toBe(400)
    expect((await browser().signIn(email, password)).statusCode).toBe(401)
    expect((await browser().signIn(email, 'new-plum-kiln-harbour')).statusCode).toBe(200)
  })

  it('refuses a reset link after one hour', async () => {
    const { email } = await verifiedShopper()
    await requestReset(browser(), email)
    const token = await mailedToken(ctx.storage, email)
    clock += 60 * 60 * 1000
    expect((await completeReset(browser(), token, 'new-plum-kiln-harbour')).statusCode).toBe(400)
    clock += 60_000
  })

  it('refuses sign-up and reset while the owner has accounts off', async () => {
    await updateStoreSettings(ctx.storage, websiteId, { customerAccounts: 'off' }, new Date(clock))
    try {
      expect((await signUp(browser(), newEmail())).statusCode).toBe(404)
      expect((await requestReset(browser(), newEmail())).statusCode).toBe(404)
      expect((await browser().request('GET', '/account/signup')).statusCode).toBe(404)
    } finally {
      await updateStoreSettings(
        ctx.storage,
        websiteId,
        { customerAccounts: 'optional' },
        new Date(clock),
      )
    }
  })
})
