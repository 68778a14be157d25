import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { addMember } from '../access/membership-repository.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp, testSite } from '../testing/test-app.js'
import { loginFailedMessage, tooManyAttemptsMessage } from './auth.routes.js'
import { createOwner } from './owner-repository.js'

describeEachDialect('owner sign-in', (ctx) => {
  let app: FastifyInstance
  let host: string
  const email = 'owner@atelier.example'
  const password = 'kiln-fired-2026'

  beforeAll(async () => {
    app = await testApp(ctx)
    const { site, host: siteHost } = await testSite(ctx)
    host = siteHost
    const owner = await createOwner(ctx.storage, { email, password, now: new Date() })
    await addMember(ctx.storage.db, {
      userId: owner.id,
      websiteId: site.id,
      role: 1,
      now: new Date(),
    })
  })
  afterAll(() => app.close())

  const login = (body: Record<string, unknown>, extra: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host, ...crumbHeaders(extra.cookie ?? ''), ...(extra.ip ? {} : {}) },
      payload: body,
      remoteAddress: extra.ip ?? '10.0.0.1',
    })

  it('signs in with an HttpOnly, SameSite=Lax session cookie and a new id each time', async () => {
    const first = await login({ email: 'Owner@Atelier.example', password })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ xsrfToken: 'test-crumb-0123456789abcdef' })
    const cookie = first.cookies.find((c) => c.name === 'atelier_session')
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')

    const second = await login({ email, password }, { cookie: `atelier_session=${cookie?.value}` })
    const renewed = second.cookies.find((c) => c.name === 'atelier_session')
    expect(renewed?.value).toBeDefined()
    expect(renewed?.value).not.toBe(cookie?.value)

    // The session presented at login was replaced, so it no longer opens owner routes.
    const withOld = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { host, ...crumbHeaders(`atelier_session=${cookie?.value}`) },
      payload: { header: {}, footer: {} },
    })
    expect(withOld.statusCode).toBe(401)
    const withNew = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { host, ...crumbHeaders(`atelier_session=${renewed?.value}`) },
      payload: { header: {}, footer: {} },
    })
    expect(withNew.statusCode).toBe(200)
  })

  it('gives the same message for a wrong password and an unknown email', async () => {
    const wrongPassword = await login({ email, password: 'not-it' }, { ip: '10.0.0.2' })
    const unknownEmail = await login(
      { email: 'nobody@atelier.example', password },
      { ip: '10.0.0.2' },
    )
    expect(wrongPassword.statusCode).toBe(401)
    expect(unknownEmail.statusCode).toBe(401)
    expect(wrongPassword.json().message).toBe(loginFailedMessage)
    expect(unknownEmail.json().message).toBe(loginFailedMessage)
  })

  it('limits sign-in attempts per IP and email', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login({ email, password: 'guess' }, { ip: '10.0.0.3' })).statusCode).toBe(401)
    }
    const blocked = await login({ email, password }, { ip: '10.0.0.3' })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe(tooManyAttemptsMessage)
    // Another address is not blocked.
    expect((await login({ email, password }, { ip: '10.0.0.4' })).statusCode).toBe(200)
  })

  it('signs out: the session no longer opens owner routes', async () => {
    const signedIn = await login({ email, password }, { ip: '10.0.0.5' })
    const session = `atelier_session=${signedIn.cookies.find((c) => c.name === 'atelier_session')?.value}`
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host, ...crumbHeaders(session) },
    })
    expect(logout.statusCode).toBe(200)
    const after = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers: { host, ...crumbHeaders(session) },
      payload: { header: {}, footer: {} },
    })
    expect(after.statusCode).toBe(401)
    expect(after.json().message).toBe('Please sign in to continue.')
  })

  it('needs the crumb to sign in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host },
      payload: { email, password },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json()).toEqual({ crumbFail: true })
  })

  it("keeps the owner signed in across browser restarts only with 'Remember me'", async () => {
    let clock = new Date('2026-03-01T12:00:00Z')
    const clocked = await testApp(ctx, { now: () => clock })
    try {
      const signIn = async (rememberMe?: boolean) => {
        const response = await clocked.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { host, ...crumbHeaders() },
          payload: { email, password, ...(rememberMe === undefined ? {} : { rememberMe }) },
          remoteAddress: '10.0.0.6',
        })
        expect(response.statusCode).toBe(200)
        return response.cookies.find((c) => c.name === 'atelier_session')!
      }
      const opens = async (cookie: { value: string }) =>
        (
          await clocked.inject({
            method: 'GET',
            url: '/api/editor/session',
            headers: { host, cookie: `atelier_session=${cookie.value}` },
          })
        ).statusCode

      const browserOnly = await signIn()
      // No Max-Age and no Expires: the browser drops the cookie when it closes.
      expect(browserOnly.maxAge).toBeUndefined()
      expect(browserOnly.expires).toBeUndefined()
      const remembered = await signIn(true)
      expect(remembered.maxAge).toBe(14 * 24 * 60 * 60)
      const notRemembered = await signIn(false)
      expect(notRemembered.maxAge).toBeUndefined()

      clock = new Date('2026-03-02T11:00:00Z')
      expect(await opens(browserOnly)).toBe(200)
      // A browser that never closes still loses the session a day after sign-in.
      clock = new Date('2026-03-02T13:00:00Z')
      expect(await opens(browserOnly)).toBe(401)
      expect(await opens(notRemembered)).toBe(401)
      expect(await opens(remembered)).toBe(200)
      clock = new Date('2026-03-14T12:00:00Z')
      expect(await opens(remembered)).toBe(200)
      clock = new Date('2026-03-15T13:00:00Z')
      expect(await opens(remembered)).toBe(401)
    } finally {
      await clocked.close()
    }
  })
})
