import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'

describeEachDialect('newsletter sign-ups', (ctx) => {
  let app: FastifyInstance
  let host: string
  let websiteId: string
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    ;({
      host,
      site: { id: websiteId },
    } = await testSite(ctx, 'Loam & Ember'))
    session = await signInOwner(ctx, app, host)
    const letter = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/letter',
      headers: { host, ...crumbHeaders(session) },
      payload: { name: 'The Letter', doubleOptIn: false },
    })
    expect(letter.statusCode).toBe(200)
  })
  afterAll(() => app.close())

  const subscribe = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host, ...crumbHeaders() },
      payload: body,
    })

  const subscribers = async (listId: string) =>
    (
      await app.inject({
        url: `/api/editor/mailing-lists/${listId}/subscribers`,
        headers: { host, cookie: session },
      })
    ).json().subscribers as { email: string; status: string }[]

  const linkIn = (text: string, purpose: string) => {
    const match = new RegExp(
      `https://${host.replaceAll('.', '\\.')}/newsletter/${purpose}\\?token=\\S+`,
    ).exec(text)
    if (match === null) throw new Error(`no ${purpose} link in ${text}`)
    return new URL(match[0])
  }

  it('subscribes at once to a list without double opt-in, once per email', async () => {
    const first = await subscribe({ listId: 'letter', email: 'ada@example.com', firstName: 'Ada' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'subscribed' })
    expect((await subscribe({ listId: 'letter', email: 'Ada@Example.com' })).json()).toEqual({
      status: 'subscribed',
    })
    expect(await subscribers('letter')).toMatchObject([
      { email: 'ada@example.com', status: 'subscribed' },
    ])
  })

  it('knows one subscriber by one address, however Unicode spells it (NFKC)', async () => {
    for (const email of ['\ufb01ona@example.com', '\uff26IONA@example.com']) {
      expect((await subscribe({ listId: 'letter', email })).json()).toEqual({
        status: 'subscribed',
      })
    }
    const fiona = (await subscribers('letter')).filter((s) => s.email.includes('iona'))
    expect(fiona).toMatchObject([{ email: 'fiona@example.com', status: 'subscribed' }])
  })

  it('refuses a list the owner never made with 404, and makes no list of it', async () => {
    const madeUp = await subscribe({ listId: 'made-up', email: 'mallory@example.com' })
    expect(madeUp.statusCode).toBe(404)
    expect(madeUp.json()).toEqual({ message: 'This mailing list does not exist.' })
    const lists = await app.inject({
      url: '/api/editor/mailing-lists',
      headers: { host, cookie: session },
    })
    expect(lists.json().lists.map((list: { id: string }) => list.id)).not.toContain('made-up')
    const stored = await ctx.storage.db
      .selectFrom('mailingListSubscribers')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('email', '=', 'mallory@example.com')
      .execute()
    expect(stored).toEqual([])
  })

  it("takes sign-ups without a list into the site's default list, which the first one creates", async () => {
    const response = await subscribe({ email: 'popup@example.com' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'subscribed' })
    const lists = await app.inject({
      url: '/api/editor/mailing-lists',
      headers: { host, cookie: session },
    })
    expect(lists.json().lists).toContainEqual({
      id: 'newsletter',
      name: 'Newsletter',
      doubleOptIn: false,
      subscriberCount: 1,
    })
    expect(await subscribers('newsletter')).toMatchObject([{ email: 'popup@example.com' }])
  })

  it('refuses a blank or invalid address', async () => {
    const blank = await subscribe({ email: '' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ message: 'Email cannot be blank' })
    expect((await subscribe({ email: 'nope' })).json()).toEqual({ message: 'Email is invalid' })
  })

  it('with double opt-in, mails a signed link that confirms; the unsubscribe page takes them off', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: '/api/editor/mailing-lists/studio',
      headers: { host, ...crumbHeaders(session) },
      payload: { name: 'Studio Letter', doubleOptIn: true },
    })
    expect(put.statusCode).toBe(200)

    const response = await subscribe({ listId: 'studio', email: 'grace@example.com' })
    expect(response.json()).toEqual({ status: 'pending' })
    expect(await subscribers('studio')).toMatchObject([
      { email: 'grace@example.com', status: 'pending' },
    ])

    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .where('recipient', '=', 'grace@example.com')
      .executeTakeFirstOrThrow()
    expect(mail.subject).toBe('Please confirm your subscription to Loam & Ember')

    const confirm = linkIn(mail.textBody, 'confirm')
    const tampered = await app.inject({
      url: `${confirm.pathname}?token=x${confirm.searchParams.get('token')}`,
      headers: { host },
    })
    expect(tampered.statusCode).toBe(404)
    const confirmed = await app.inject({
      url: confirm.pathname + confirm.search,
      headers: { host },
    })
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.body).toContain('Subscription confirmed')
    expect(await subscribers('studio')).toMatchObject([{ status: 'subscribed' }])

    const unsubscribe = linkIn(mail.textBody, 'unsubscribe')
    const page = await app.inject({
      url: unsubscribe.pathname + unsubscribe.search,
      headers: { host },
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-page-type="300"')
    // Opening the link changes nothing (mail scanners open links); the button does.
    expect(await subscribers('studio')).toMatchObject([{ status: 'subscribed' }])
    const left = await app.inject({
      method: 'POST',
      url: '/newsletter/unsubscribe',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(unsubscribe.searchParams.get('token') ?? '')}`,
    })
    expect(left.statusCode).toBe(200)
    expect(left.body).toContain('You have been unsubscribed')
    expect(await subscribers('studio')).toMatchObject([{ status: 'unsubscribed' }])
  })

  it('exports a list as CSV for its owner only', async () => {
    const csv = await app.inject({
      url: '/api/editor/mailing-lists/letter/subscribers.csv',
      headers: { host, cookie: session },
    })
    expect(csv.body.split('\r\n')[0]).toBe('Email,First Name,Last Name,Status,Signed Up')
    expect(csv.body).toContain('ada@example.com,Ada,,subscribed,')
    const anonymous = await app.inject({
      url: '/api/editor/mailing-lists/letter/subscribers.csv',
      headers: { host },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
