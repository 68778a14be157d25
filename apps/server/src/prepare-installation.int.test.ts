import { expect, it } from 'vitest'
import { buildApp } from './app.js'
import type { Config } from './config.js'
import { prepareInstallation } from './prepare-installation.js'
import { describeEachDialect } from './testing/describe-each-dialect.js'
import type { DialectContext } from './testing/describe-each-dialect.js'
import { testConfig } from './testing/test-app.js'

/** A first start on an empty database of its own, as `main.ts` does it. */
async function firstStart(ctx: DialectContext, config: Partial<Config>) {
  const storage = await ctx.freshStorage()
  const start = async () => {
    const app = await buildApp(testConfig(ctx.dataDir, config), { storage, logger: false })
    await prepareInstallation(app.atelier, app.log)
    return app
  }
  const app = await start()
  const counts = async () => ({
    websites: (await storage.db.selectFrom('websites').select('id').execute()).length,
    pages: (await storage.db.selectFrom('collections').select(['title', 'status']).execute()).map(
      (page) => `${page.title} (${page.status})`,
    ),
    owners: (await storage.db.selectFrom('users').select(['id', 'email']).execute()).map(
      (user) => user.email,
    ),
  })
  return { app, storage, start, counts }
}

describeEachDialect('first start', (ctx) => {
  it('with SEED_DEMO=0 serves one website titled My Site with an empty Home page at /', async () => {
    const { app, storage, counts } = await firstStart(ctx, { seedDemo: false })
    try {
      const sites = await storage.db.selectFrom('websites').select(['title', 'isDefault']).execute()
      expect(sites).toEqual([{ title: 'My Site', isDefault: 1 }])
      expect((await counts()).pages).toEqual(['Home (published)'])
      expect((await counts()).owners).toEqual([])
      const home = await app.inject({ url: '/', headers: { host: 'localhost' } })
      expect(home.statusCode).toBe(200)
      expect(home.body).toContain('My Site')
    } finally {
      await app.close()
    }
  })

  it('with seeding on serves the demo shop', async () => {
    const { app, counts } = await firstStart(ctx, { seedDemo: true })
    try {
      const after = await counts()
      expect(after.websites).toBe(1)
      expect(after.pages.length).toBeGreaterThan(1)
      const home = await app.inject({ url: '/', headers: { host: 'localhost' } })
      expect(home.statusCode).toBe(200)
      expect(home.body).toContain('Loam &amp; Ember')
      expect(home.body).toContain('Shop the collection')
    } finally {
      await app.close()
    }
  }, 60_000)

  it('creates exactly one owner from OWNER_EMAIL/OWNER_PASSWORD, and a second start changes nothing', async () => {
    const config = {
      seedDemo: false,
      ownerEmail: 'first@owner.example',
      ownerPassword: 'correct horse battery',
    }
    const { app, start, counts } = await firstStart(ctx, config)
    await app.close()
    const before = await counts()
    expect(before).toEqual({
      websites: 1,
      pages: ['Home (published)'],
      owners: ['first@owner.example'],
    })

    const again = await start()
    await again.close()
    expect(await counts()).toEqual(before)

    const signIn = await start()
    try {
      const response = await signIn.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: {
          host: 'localhost',
          cookie: 'crumb=c0ffee0123456789',
          'x-csrf-token': 'c0ffee0123456789',
        },
        payload: { email: 'first@owner.example', password: 'correct horse battery' },
      })
      expect(response.statusCode).toBe(200)
    } finally {
      await signIn.close()
    }
  })

  it('a second start with seeding on leaves the demo shop as it was', async () => {
    const { app, start, counts } = await firstStart(ctx, { seedDemo: true })
    await app.close()
    const before = await counts()
    const again = await start()
    await again.close()
    expect(await counts()).toEqual(before)
  }, 60_000)
})
