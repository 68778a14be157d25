import type { FastifyInstance } from 'fastify'
import { afterEach, expect, it } from 'vitest'
import { buildApp } from '../app.js'
import { listMembers } from '../access/membership-repository.js'
import { createWebsite } from '../sites/website-repository.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testConfig } from '../testing/test-app.js'
import { freshAddress } from '../testing/test-redis.js'
import { firstOwnerStrings } from './first-owner.js'

const password = 'correct horse battery'
let counter = 0

describeEachDialect('first-run setup (POST /api/auth/setup)', (ctx) => {
  const apps: FastifyInstance[] = []
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close()
  })

  /** An installation of its own with no owner and two websites. */
  async function emptyInstallation(): Promise<{
    app: FastifyInstance
    storage: Storage
    host: string
  }> {
    const storage = await ctx.freshStorage()
    const host = `setup-${Date.now().toString(36)}-${counter++}.example`
    await createWebsite(storage, { title: 'First', domain: host, now: new Date() })
    await createWebsite(storage, { title: 'Second', domain: `second.${host}`, now: new Date() })
    const app = await buildApp(testConfig(ctx.dataDir), { storage, logger: false })
    apps.push(app)
    return { app, storage, host }
  }

  function setup(
    app: FastifyInstance,
    host: string,
    body: Record<string, unknown>,
    remoteAddress = freshAddress(),
  ) {
    return app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      remoteAddress,
      headers: { host, ...crumbHeaders() },
      payload: body,
    })
  }

  it('makes the first owner an admin of every website, signs them in, then refuses with 409', async () => {
    const { app, storage, host } = await emptyInstallation()
    const before = await app.inject({ method: 'GET', url: '/api/auth/setup', headers: { host } })
    expect(before.json()).toEqual({ needed: true })

    const made = await setup(app, host, {
      name: ' Mara Okafor ',
      email: 'Mara@Studio.example',
      password,
    })
    expect(made.statusCode).toBe(200)
    expect(made.json()).toEqual({ ok: true, email: 'mara@studio.example' })
    const cookie = made.cookies.find((c) => c.name === 'atelier_session')
    expect(cookie?.httpOnly).toBe(true)

    const session = await app.inject({
      method: 'GET',
      url: '/api/editor/session',
      headers: { host, cookie: `atelier_session=${cookie?.value}` },
    })
    expect(session.statusCode).toBe(200)
    expect(session.json().user).toMatchObject({ email: 'mara@studio.example', name: 'Mara Okafor' })
    const user = await storage.db.selectFrom('users').select(['name', 'email']).execute()
    expect(user).toEqual([{ name: 'Mara Okafor', email: 'mara@studio.example' }])
    const websites = await storage.db.selectFrom('websites').select('id').execute()
    for (const website of websites) {
      expect((await listMembers(storage, website.id)).map((m) => [m.email, m.role])).toEqual([
        ['mara@studio.example', 1],
      ])
    }

    const after = await app.inject({ method: 'GET', url: '/api/auth/setup', headers: { host } })
    expect(after.json()).toEqual({ needed: false })
    const again = await setup(app, host, { name: 'Intruder', email: 'x@evil.example', password })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(firstOwnerStrings.ownerExists)
    expect(await storage.db.selectFrom('users').select('email').execute()).toHaveLength(1)
  })

  it('of many setups sent at once exactly one makes an owner; the others get 409', async () => {
    const { app, storage, host } = await emptyInstallation()
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        setup(
          app,
          host,
          { name: `Owner ${index}`, email: `owner${index}@race.example`, password },
          freshAddress(),
        ),
      ),
    )
    const codes = answers.map((answer) => answer.statusCode).sort()
    expect(codes).toEqual([200, 409, 409, 409])
    const users = await storage.db.selectFrom('users').select('id').execute()
    expect(users).toHaveLength(1)
    const members = await storage.db.selectFrom('websiteMembers').select('userId').execute()
    expect(members.map((m) => m.userId)).toEqual([users[0]?.id, users[0]?.id])
  })

  it('refuses bad input with 400 and a message, and makes no owner', async () => {
    const { app, storage, host } = await emptyInstallation()
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ name: '  ', email: 'a@b.example', password }, firstOwnerStrings.nameRequired],
      [{ name: 'A', email: 'not-an-email', password }, firstOwnerStrings.invalidEmail],
      [{ name: 'A', email: 'a@b.example', password: 'short' }, firstOwnerStrings.passwordTooShort],
      [{ name: 'x'.repeat(101), email: 'a@b.example', password }, firstOwnerStrings.nameTooLong],
      [{ email: 'a@b.example', password }, /name/],
      [{ name: 'A', email: 'a@b.example', password: 'p'.repeat(1025) }, /password/],
    ]
    for (const [body, message] of cases) {
      const answer = await setup(app, host, body, freshAddress())
      expect(answer.statusCode, JSON.stringify(body)).toBe(400)
      expect(answer.json().message).toMatch(message)
    }
    expect(await storage.db.selectFrom('users').select('id').execute()).toEqual([])
  })

  it('needs the crumb, and counts attempts like sign-in (429 after five from one address)', async () => {
    const { app, storage, host } = await emptyInstallation()
    const noCrumb = await app.inject({
      method: 'POST',
      url: '/api/auth/setup',
      headers: { host },
      payload: { name: 'A', email: 'a@b.example', password },
    })
    expect(noCrumb.statusCode).toBe(403)
    const answers = []
    const address = freshAddress()
    for (let index = 0; index < 6; index++) {
      answers.push(
        (await setup(app, host, { name: 'A', email: 'bad', password }, address)).statusCode,
      )
    }
    expect(answers).toEqual([400, 400, 400, 400, 400, 429])
    expect(await storage.db.selectFrom('users').select('id').execute()).toEqual([])
  })
})
