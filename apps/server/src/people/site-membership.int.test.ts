import { ContributorRole } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createSiteUser } from '../auth/site-user-repository.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp, testSite } from '../testing/test-app.js'
import { invitationGoneMessage, lastAdminMessage, notMemberMessage } from './people-strings.js'

describeEachDialect('owners belong to websites', (ctx) => {
  let app: FastifyInstance
  let clock = new Date('2026-11-24T12:00:00Z')
  let home: { id: string; host: string }
  let other: { id: string; host: string }
  let admin: string

  beforeAll(async () => {
    app = await testApp(ctx, { now: () => clock })
    await app.ready()
    const a = await testSite(ctx, 'Home Site')
    const b = await testSite(ctx, 'Other Site')
    home = { id: a.site.id, host: a.host }
    other = { id: b.site.id, host: b.host }
    admin = await signInOwner(ctx, app, home.host)
  }, 60_000)
  afterAll(() => app.close())

  const as = (session: string, host = home.host) => ({ host, ...crumbHeaders(session) })

  it("refuses an owner of another website: no renaming, no reading its visitors' accounts", async () => {
    await createSiteUser(ctx.storage, {
      websiteId: home.id,
      email: 'visitor@home.example',
      password: 'visitor-password',
      now: clock,
    })
    const stranger = await signInOwner(ctx, app, other.host)
    const rename = await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: as(stranger),
      payload: { title: 'Taken over' },
    })
    expect(rename.statusCode).toBe(403)
    expect(rename.json().message).toBe(notMemberMessage)
    const users = await app.inject({ url: '/api/editor/site-users', headers: as(stranger) })
    expect(users.statusCode).toBe(403)
    expect(users.body).not.toContain('visitor@home.example')
    const session = await app.inject({ url: '/api/editor/session', headers: as(stranger) })
    expect(session.statusCode).toBe(403)
    expect(session.body).not.toContain('Home Site')
    // Their own website still answers them.
    const own = await app.inject({ url: '/api/editor/session', headers: as(stranger, other.host) })
    expect(own.json().website.title).toBe('Other Site')
    const title = await ctx.storage.db
      .selectFrom('websites')
      .select('title')
      .where('id', '=', home.id)
      .executeTakeFirstOrThrow()
    expect(title.title).toBe('Home Site')
    // The site's admin reads them.
    const mine = await app.inject({ url: '/api/editor/site-users', headers: as(admin) })
    expect(mine.statusCode).toBe(200)
    expect(mine.body).toContain('visitor@home.example')
  })

  async function invite(email: string, role: string, host = home.host, by = admin) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/editor/people/invitations',
      headers: as(by, host),
      payload: { email, role },
    })
    expect(response.statusCode).toBe(200)
    const mail = await ctx.storage.db
      .selectFrom('outbox')
      .select(['textBody', 'subject', 'websiteId'])
      .where('recipient', '=', email.toLowerCase())
      .orderBy('createdAt', 'desc')
      .executeTakeFirstOrThrow()
    const link = /https?:\/\/\S+/.exec(mail.textBody)![0]
    // The clock stands still, so a later mail to the same person would not sort after this one.
    await ctx.storage.db.deleteFrom('outbox').where('recipient', '=', email.toLowerCase()).execute()
    return { id: response.json().invitation.id as string, mail, link, url: new URL(link) }
  }

  const accept = (token: string, password: string, host = home.host) =>
    app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { host, ...crumbHeaders() },
      payload: { token, password },
    })

  it('invites by mail with a link on the configured domain; the invitee accepts and signs in', async () => {
    // A second name for the site: the link still names its primary domain, whatever Host says.
    await ctx.storage.db
      .insertInto('domains')
      .values({ host: `alias-${home.host}`, websiteId: home.id, isPrimary: 0 })
      .execute()
    const { mail, url } = await invite(
      'Manager@Shop.example',
      'store-manager',
      `alias-${home.host}`,
    )
    expect(mail.subject).toBe('You are invited to help with Home Site')
    expect(mail.websiteId).toBe(home.id)
    expect(url.host).toBe(home.host)
    expect(url.pathname).toBe('/config/accept')
    const token = url.searchParams.get('token')!

    const listed = await app.inject({ url: '/api/editor/people', headers: as(admin) })
    expect(listed.json().invitations).toEqual([
      expect.objectContaining({ email: 'manager@shop.example', role: 'store-manager' }),
    ])
    const shown = await app.inject({
      url: `/api/invitations?token=${token}`,
      headers: { host: home.host },
    })
    expect(shown.json()).toEqual({
      websiteTitle: 'Home Site',
      email: 'manager@shop.example',
      role: 'store-manager',
      hasAccount: false,
    })
    // Not on another website.
    expect((await accept(token, 'manager-password', other.host)).statusCode).toBe(410)

    const accepted = await accept(token, 'manager-password')
    expect(accepted.statusCode).toBe(200)
    const cookie = accepted.cookies.find((c) => c.name === 'atelier_session')!
    const session = `atelier_session=${cookie.value}`
    const me = await app.inject({ url: '/api/editor/me', headers: as(session) })
    expect(me.json()).toMatchObject({
      role: 'store-manager',
      roleCode: ContributorRole['store-manager'],
      permissions: { edit: ['store', 'files'], view: ['store', 'files', 'analytics'] },
    })
    expect((await app.inject({ url: '/api/editor/pages', headers: as(session) })).statusCode).toBe(
      403,
    )
    const products = await app.inject({ url: '/api/editor/products', headers: as(session) })
    expect(products.statusCode).toBe(403) // the block picker is a content call
    const orders = await app.inject({ url: '/api/editor/checkout-settings', headers: as(session) })
    expect(orders.statusCode).toBe(200)

    // The link works once.
    const again = await accept(token, 'manager-password')
    expect(again.statusCode).toBe(410)
    expect(again.json().message).toBe(invitationGoneMessage)
  })

  it('lets an invitation expire after 7 days, and revokes one', async () => {
    const late = await invite('late@shop.example', 'viewer')
    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000 + 1000)
    const expired = await accept(late.url.searchParams.get('token')!, 'late-password')
    expect(expired.statusCode).toBe(410)
    // Back to today, where the admin's session still lives.
    clock = new Date('2026-11-24T12:00:00Z')

    const revoked = await invite('revoked@shop.example', 'editor')
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/api/editor/people/invitations/${revoked.id}`,
      headers: as(admin),
    })
    expect(revoke.statusCode).toBe(200)
    const afterRevoke = await accept(revoked.url.searchParams.get('token')!, 'revoked-password')
    expect(afterRevoke.statusCode).toBe(410)
    const listed = await app.inject({ url: '/api/editor/people', headers: as(admin) })
    const emails = listed.json().invitations.map((entry: { email: string }) => entry.email)
    expect(emails).toEqual(['late@shop.example'])
  })

  it('lets someone with an account accept with their own password', async () => {
    const otherAdmin = await signInOwner(ctx, app, other.host)
    const existing = await invite('admin-elsewhere@shop.example', 'viewer', other.host, otherAdmin)
    expect(
      (await accept(existing.url.searchParams.get('token')!, 'pw-elsewhere', other.host))
        .statusCode,
    ).toBe(200)
    const onHome = await invite('admin-elsewhere@shop.example', 'editor')
    const homeToken = onHome.url.searchParams.get('token')!
    const shown = await app.inject({
      url: `/api/invitations?token=${homeToken}`,
      headers: { host: home.host },
    })
    expect(shown.json()).toMatchObject({ hasAccount: true })
    expect((await accept(homeToken, 'not-their-password')).statusCode).toBe(401)
    expect((await accept(homeToken, 'pw-elsewhere')).statusCode).toBe(200)
    const people = await app.inject({ url: '/api/editor/people', headers: as(admin) })
    expect(people.json().members).toContainEqual(
      expect.objectContaining({ email: 'admin-elsewhere@shop.example', role: 'editor' }),
    )
  })

  it('never leaves a website without an admin', async () => {
    const site = await testSite(ctx, 'Lonely Site')
    const only = await signInOwner(ctx, app, site.host)
    const me = (await app.inject({ url: '/api/editor/me', headers: as(only, site.host) })).json()
    const demote = await app.inject({
      method: 'PATCH',
      url: `/api/editor/people/${me.user.id}`,
      headers: as(only, site.host),
      payload: { role: 'viewer' },
    })
    expect(demote.statusCode).toBe(409)
    expect(demote.json().message).toBe(lastAdminMessage)
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/editor/people/${me.user.id}`,
      headers: as(only, site.host),
    })
    expect(remove.statusCode).toBe(409)
    const second = await signInOwner(ctx, app, site.host)
    const secondMe = (
      await app.inject({ url: '/api/editor/me', headers: as(second, site.host) })
    ).json()
    const demoteSecond = await app.inject({
      method: 'PATCH',
      url: `/api/editor/people/${secondMe.user.id}`,
      headers: as(only, site.host),
      payload: { role: 'website-manager' },
    })
    expect(demoteSecond.statusCode).toBe(200)
    const wrongRole = await app.inject({
      method: 'PATCH',
      url: `/api/editor/people/${secondMe.user.id}`,
      headers: as(only, site.host),
      payload: { role: 'overlord' },
    })
    expect(wrongRole.statusCode).toBe(400)
    // The website manager may not manage people.
    const refused = await app.inject({ url: '/api/editor/people', headers: as(second, site.host) })
    expect(refused.statusCode).toBe(403)
  })

  it('records state-changing calls in the audit log, newest first, for admins only', async () => {
    const site = await testSite(ctx, 'Audited Site')
    const owner = await signInOwner(ctx, app, site.host)
    const rename = await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: as(owner, site.host),
      payload: { title: 'Audited Again' },
    })
    expect(rename.statusCode).toBe(200)
    // Not recorded: a read, and a call that was refused.
    await app.inject({ url: '/api/editor/session', headers: as(owner, site.host) })
    await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers: as(owner, site.host),
      payload: { title: 'x'.repeat(500) },
    })
    const log = await app.inject({ url: '/api/editor/audit-log', headers: as(owner, site.host) })
    expect(log.statusCode).toBe(200)
    const me = (await app.inject({ url: '/api/editor/me', headers: as(owner, site.host) })).json()
    expect(log.json()).toEqual({
      entries: [
        expect.objectContaining({
          userEmail: me.user.email,
          method: 'PATCH',
          route: '/api/editor/website',
          summary: 'Change the site title or logo',
          status: 200,
          createdAt: clock.toISOString(),
        }),
      ],
      nextCursor: null,
    })
    // Another website's log does not show it.
    const elsewhere = await app.inject({ url: '/api/editor/audit-log', headers: as(admin) })
    expect(elsewhere.body).not.toContain('Audited')
    expect(
      elsewhere.json().entries.every((e: { route: string }) => e.route !== '/api/editor/website'),
    ).toBe(true)
  })
})
