import { expect, it } from 'vitest'
import { createStoredMailingLists } from '../stored-mailing-lists.js'
import { describeEachDialect } from '../../testing/describe-each-dialect.js'
import { crumbHeaders, ownerAppPerSuite } from '../../testing/test-app.js'
import { headerLine, listUnsubscribeTargets, parsedOutboxMail } from './testing/outbox-eml.js'

describeEachDialect('newsletter campaigns', (ctx) => {
  const owner = ownerAppPerSuite(ctx, 'Loam & Ember')

  async function seedList(listId: string, emails: string[]) {
    expect(
      (
        await owner.call('PUT', `/api/editor/mailing-lists/${listId}`, {
          name: listId,
          doubleOptIn: false,
        })
      ).statusCode,
    ).toBe(200)
    const site = await ctx.storage.db
      .selectFrom('domains')
      .select('websiteId')
      .where('host', '=', owner.host)
      .executeTakeFirstOrThrow()
    const people = emails.map((email) => ({
      email,
      firstName: '',
      lastName: '',
      status: 'subscribed' as const,
    }))
    await createStoredMailingLists(ctx.storage).addSubscribers(
      site.websiteId,
      listId,
      people,
      new Date(),
    )
    return site.websiteId
  }

  const blocks = [
    { type: 'text', text: 'Spring glazes are in.\n\nCome and see.' },
    { type: 'image', url: '/files/kiln.png', alt: 'The kiln' },
    { type: 'button', label: 'Visit the shop', url: '/shop' },
    { type: 'divider' },
  ]

  /** Runs the worker steps (campaign queueing, outbox delivery) until nothing is left to do. */
  async function drain() {
    for (let round = 0; round < 20; round += 1) {
      await owner.app.atelierWorker.tick(new Date(Date.now() + round * 60_000))
    }
  }

  it('sends to two lists once per address, each mail with its own one-click unsubscribe', async () => {
    const websiteId = await seedList('potters', ['ada@example.com', 'bo@example.com'])
    await seedList('friends', ['bo@example.com', 'cy@example.com'])
    const created = await owner.call('POST', '/api/editor/campaigns', {
      subject: 'Spring at Loam & Ember',
      blocks,
      listIds: ['potters', 'friends'],
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect(created.json().status).toBe('draft')

    const preview = await owner.call('POST', '/api/editor/campaigns/preview', {
      subject: 'Spring',
      blocks,
    })
    expect(preview.json().html).toContain('Visit the shop')
    expect(preview.json().html).toContain(`https://${owner.host}/shop`)

    expect((await owner.call('POST', `/api/editor/campaigns/${id}/send`, {})).json().status).toBe(
      'scheduled',
    )
    await drain()

    const sends = await ctx.storage.db
      .selectFrom('mailingCampaignSends')
      .select(['email', 'outboxId'])
      .where('campaignId', '=', id)
      .orderBy('email')
      .execute()
    expect(sends.map((send) => send.email)).toEqual([
      'ada@example.com',
      'bo@example.com',
      'cy@example.com',
    ])
    const urls = new Set<string>()
    for (const send of sends) {
      const mail = await parsedOutboxMail(ctx.dataDir, send.outboxId)
      expect(mail.subject).toBe('Spring at Loam & Ember')
      expect(headerLine(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      const { url } = listUnsubscribeTargets(mail)
      expect(url).toMatch(
        new RegExp(`^https://${owner.host.replaceAll('.', '\\.')}/newsletter/unsubscribe\\?token=`),
      )
      expect(mail.text).toContain(`Unsubscribe: ${url}`)
      expect(mail.html).toContain(`href="${url.replaceAll('&', '&amp;')}"`)
      expect(mail.html).toContain(`https://${owner.host}/files/kiln.png`)
      urls.add(url)
    }
    expect(urls.size).toBe(3)

    // RFC 8058: one POST, no crumb, no page in between.
    const first = [...urls][0] ?? ''
    const target = new URL(first)
    const oneClick = await owner.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { host: owner.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    const ada = await ctx.storage.db
      .selectFrom('mailingListSubscribers')
      .select('status')
      .where('websiteId', '=', websiteId)
      .where('email', '=', 'ada@example.com')
      .executeTakeFirstOrThrow()
    expect(ada.status).toBe('unsubscribed')

    const page = await owner.call('GET', `/api/editor/campaigns/${id}`)
    expect(page.json().campaign.status).toBe('sent')
    expect(page.json().stats).toEqual({
      recipients: 3,
      sent: 3,
      delivered: 3,
      bounced: 0,
      unsubscribed: 1,
    })
    // A sent campaign stays as it was sent.
    expect(
      (
        await owner.call('PUT', `/api/editor/campaigns/${id}`, {
          subject: 'x',
          blocks,
          listIds: [],
        })
      ).statusCode,
    ).toBe(409)
  })

  it('a GET of the unsubscribe link only asks; a forged token changes nothing', async () => {
    const page = await owner.app.inject({
      url: '/newsletter/unsubscribe?token=forged.token',
      headers: { host: owner.host },
    })
    expect(page.statusCode).toBe(404)
    const post = await owner.app.inject({
      method: 'POST',
      url: '/newsletter/unsubscribe?token=forged.token',
      headers: { host: owner.host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(post.statusCode).toBe(404)
  })

  it('sends a test to the owner only, and schedules for later', async () => {
    await seedList('later', ['dee@example.com'])
    const id = (
      await owner.call('POST', '/api/editor/campaigns', {
        subject: 'Later',
        blocks,
        listIds: ['later'],
      })
    ).json().id as string
    const test = await owner.call('POST', `/api/editor/campaigns/${id}/test`)
    expect(test.statusCode).toBe(200)
    expect(test.json().to).toMatch(/^owner-.*@example\.com$/)
    const at = new Date(Date.now() + 3_600_000).toISOString()
    const scheduled = await owner.call('POST', `/api/editor/campaigns/${id}/send`, { at })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', scheduledAt: at })
    await owner.app.atelierWorker.tick(new Date())
    const early = await ctx.storage.db
      .selectFrom('mailingCampaignSends')
      .select('email')
      .where('campaignId', '=', id)
      .execute()
    expect(early).toEqual([])
    await owner.app.atelierWorker.tick(new Date(Date.now() + 2 * 3_600_000))
    const page = await owner.call('GET', `/api/editor/campaigns/${id}`)
    expect(page.json().stats.sent).toBe(1)
  })

  it('refuses lists of other sites, bad blocks and sending without lists with a 400', async () => {
    const bad = await owner.call('POST', '/api/editor/campaigns', {
      subject: 'x',
      blocks: [{ type: 'button', label: 'Go', url: 'javascript:alert(1)' }],
      listIds: [],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe(
      'Block 1: a button needs a link starting with https://, http:// or /.',
    )
    const foreign = await owner.call('POST', '/api/editor/campaigns', {
      subject: 'x',
      blocks,
      listIds: ['not-a-list'],
    })
    expect(foreign.statusCode).toBe(400)
    const draft = await owner.call('POST', '/api/editor/campaigns', {
      subject: 'x',
      blocks,
      listIds: [],
    })
    const send = await owner.call('POST', `/api/editor/campaigns/${draft.json().id}/send`, {})
    expect(send.statusCode).toBe(400)
    expect(send.json().message).toBe('Choose at least one mailing list.')
    const stranger = await owner.app.inject({
      url: '/api/editor/campaigns',
      headers: { host: owner.host, ...crumbHeaders() },
    })
    expect(stranger.statusCode).toBe(401)
  })
})
