import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'

describeEachDialect("the demo site's newsletter", (ctx) => {
  let app: FastifyInstance

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(() => app.close())

  it("takes sign-ups to the list of the home page's newsletter block", async () => {
    const home = await app.inject({ url: '/', headers: { host: 'localhost' } })
    expect(home.body).toContain('data-list-id="list-studio-letter"')
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { host: 'localhost', ...crumbHeaders() },
      payload: { listId: 'list-studio-letter', email: 'letter@example.com' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'subscribed' })
  })
})
