import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp, testSite } from '../testing/test-app.js'
import { mailsTo } from './testing/account-mail.js'
import { SiteBrowser } from './testing/site-browser.js'

const password = 'correct horse battery'

describeEachDialect('newsletter preferences on the account page', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let users = 0

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx, 'Loam & Ember'))
    const lists = createStoredMailingLists(ctx.storage)
    await lists.saveList(
      websiteId,
      { id: 'news', name: 'Shop news', doubleOptIn: false },
      new Date(),
    )
    await lists.saveList(
      websiteId,
      { id: 'letter', name: 'The Letter', doubleOptIn: true },
      new Date(),
    )
  })
  afterAll(() => app.close())

  async function shopper() {
    const email = `reader${++users}@example.com`
    await createSiteUser(ctx.storage, { websiteId, email, password, now: new Date() })
    const browser = new SiteBrowser(app, host)
    expect((await browser.signIn(email, password)).statusCode).toBe(200)
    return { email, browser }
  }

  const statuses = async (browser: SiteBrowser) =>
    Object.fromEntries(
      (await browser.request('GET', '/api/site-users/account/newsletters'))
        .json<{ newsletters: Array<{ listId: string; standing: string }> }>()
        .newsletters.map((list) => [list.listId, list.standing]),
    )
  const rowStatus = async (listId: string, email: string) =>
    (
      await ctx.storage.db
        .selectFrom('mailingListSubscribers')
        .select('status')
        .where('websiteId', '=', websiteId)
        .where('listId', '=', listId)
        .where('email', '=', email)
        .executeTakeFirst()
    )?.status

  it("shows every list of the site with the email's status; signed out is 401", async () => {
    const { browser } = await shopper()
    expect(await statuses(browser)).toEqual({ news: 'none', letter: 'none' })
    const page = (await browser.request('GET', '/account')).body
    expect(page).toContain(
      '<h2 class="account-card__title" id="account-newsletters-title">Newsletters</h2>',
    )
    expect(page).toContain('<strong>Shop news</strong>')
    expect(page).toContain('action="/api/site-users/account/newsletters/news/subscribe"')
    expect(page).toContain('account-badge--ended">Not subscribed<')
    const visitor = new SiteBrowser(app, host)
    expect((await visitor.request('GET', '/api/site-users/account/newsletters')).statusCode).toBe(
      401,
    )
    expect(
      (await visitor.request('POST', '/api/site-users/account/newsletters/news/subscribe'))
        .statusCode,
    ).toBe(401)
  })

  it('subscribes at once to a single opt-in list and unsubscribes at once, without mail', async () => {
    const { email, browser } = await shopper()
    const joined = await browser.request(
      'POST',
      '/api/site-users/account/newsletters/news/subscribe',
    )
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json()).toEqual({ status: 'subscribed' })
    expect(await rowStatus('news', email)).toBe('subscribed')
    const page = (await browser.request('GET', '/account')).body
    expect(page).toContain('account-badge--active">Subscribed<')
    expect(page).toContain('action="/api/site-users/account/newsletters/news/unsubscribe"')

    const left = await browser.request(
      'POST',
      '/api/site-users/account/newsletters/news/unsubscribe',
    )
    expect(left.json()).toEqual({ status: 'unsubscribed' })
    expect(await rowStatus('news', email)).toBe('unsubscribed')
    expect(await statuses(browser)).toEqual({ news: 'unsubscribed', letter: 'none' })
    expect(await mailsTo(ctx.storage, email)).toEqual([])
  })

  it('subscribing to a double opt-in list mails the confirmation through the outbox; its link confirms', async () => {
    const { email, browser } = await shopper()
    const joined = await browser.request(
      'POST',
      '/api/site-users/account/newsletters/letter/subscribe',
    )
    expect(joined.json()).toEqual({ status: 'pending' })
    expect(await rowStatus('letter', email)).toBe('pending')
    expect((await browser.request('GET', '/account')).body).toContain(
      'account-badge--pending">Awaiting confirmation<',
    )
    const [mail] = await mailsTo(ctx.storage, email)
    expect(mail?.subject).toBe('Please confirm your subscription to Loam & Ember')
    // The link is on the site's own address, never a Host header.
    const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(mail!.textBody)?.[0] ?? ''
    expect(new URL(link).host).toBe(host)
    const confirmed = await browser.request('GET', new URL(link).pathname + new URL(link).search)
    expect(confirmed.statusCode).toBe(200)
    expect(await statuses(browser)).toMatchObject({ letter: 'subscribed' })
  })

  it("never shows or changes another account's subscriptions; an unknown list is 404", async () => {
    const ada = await shopper()
    const bob = await shopper()
    await ada.browser.request('POST', '/api/site-users/account/newsletters/news/subscribe')
    expect(await statuses(bob.browser)).toEqual({ news: 'none', letter: 'none' })
    await bob.browser.request('POST', '/api/site-users/account/newsletters/news/unsubscribe')
    expect(await rowStatus('news', ada.email)).toBe('subscribed')
    const unknown = await ada.browser.request(
      'POST',
      '/api/site-users/account/newsletters/nope/subscribe',
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ message: 'Newsletter not found.' })
  })

  it('the forms work without scripts and come back to the account', async () => {
    const { email, browser } = await shopper()
    const cookie = [...browser.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const posted = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/newsletters/news/subscribe',
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${browser.crumb}`,
    })
    expect(posted.statusCode).toBe(303)
    expect(posted.headers.location).toBe('/account#account-newsletters')
    expect(await rowStatus('news', email)).toBe('subscribed')
  })
})
