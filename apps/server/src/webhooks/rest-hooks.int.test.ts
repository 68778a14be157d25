import type { FastifyInstance } from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { CheckoutVisitor } from '../orders/testing/checkout-visitor.js'
import { seedOfflinePayingStore } from '../orders/testing/offline-paying-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { startWebhookReceiver } from './testing/webhook-receiver.js'
import { webhookStrings } from './webhook-strings.js'

describeEachDialect('REST hooks: API keys, subscribe and unsubscribe', (ctx) => {
  let app: FastifyInstance
  let shop: CartFixture
  let otherShop: CartFixture
  let owner: string
  let otherOwner: string
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>

  beforeAll(async () => {
    app = await testApp(ctx, { webhooks: { env: { NODE_ENV: 'test' } } })
    shop = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    otherShop = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    owner = await signInOwner(ctx, app, shop.host)
    otherOwner = await signInOwner(ctx, app, otherShop.host)
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await app.close()
    await receiver.close()
  })

  const editor = (
    host: string,
    session: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { host, ...crumbHeaders(session) },
      ...(payload === undefined ? {} : { payload }),
    })

  async function newKey(host: string, session: string, name = 'Zapier') {
    const created = await editor(host, session, 'POST', '/api/editor/webhooks/api-keys', { name })
    expect(created.statusCode).toBe(201)
    return created.json() as { apiKey: { id: string; prefix: string }; key: string }
  }

  /** A call as a service makes it: the key as a bearer token, no cookie, no crumb. */
  const api = (
    host: string,
    key: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { host, authorization: `Bearer ${key}` },
      ...(payload === undefined ? {} : { payload }),
    })

  const activeSubscriptions = async () =>
    (await editor(shop.host, owner, 'GET', '/api/editor/webhooks')).json()
      .activeSubscriptions as number

  it('subscribes with a key, delivers signed events to the target, and unsubscribes', async () => {
    const { apiKey, key } = await newKey(shop.host, owner)
    expect(key).toMatch(/^atk_/)
    expect(key.startsWith(apiKey.prefix)).toBe(true)
    // Shown once: the list names the key but never holds it.
    const listed = await editor(shop.host, owner, 'GET', '/api/editor/webhooks')
    expect(listed.body).not.toContain(key)
    expect(listed.json().apiKeys).toEqual([
      expect.objectContaining({ id: apiKey.id, name: 'Zapier' }),
    ])
    expect(await activeSubscriptions()).toBe(0)

    const subscribed = await api(shop.host, key, 'POST', '/api/hooks', {
      target_url: receiver.url('/zap'),
      event: 'order.created',
    })
    expect(subscribed.statusCode).toBe(201)
    const hook = subscribed.json() as {
      id: string
      target_url: string
      event: string
      secret: string
    }
    expect(hook).toMatchObject({ target_url: receiver.url('/zap'), event: 'order.created' })
    expect(await activeSubscriptions()).toBe(1)
    expect((await api(shop.host, key, 'GET', '/api/hooks')).json().hooks).toEqual([
      expect.objectContaining({ id: hook.id, event: 'order.created' }),
    ])

    const visitor = new CheckoutVisitor(app, shop.host)
    await visitor.add({ itemId: shop.id('beans'), sku: shop.sku('beans'), quantity: 1 })
    expect((await visitor.order({ email: 'zap@example.com' })).statusCode).toBe(201)
    await app.atelierWorker.tick(new Date(Date.now() + 3_000))
    const [delivered] = receiver.at('/zap')
    const event = new Webhook(hook.secret).verify(
      delivered?.body ?? '',
      delivered?.headers ?? {},
    ) as {
      type: string
      data: { email: string }
    }
    expect(event).toMatchObject({ type: 'order.created', data: { email: 'zap@example.com' } })

    // Samples for the service's setup: the real event now that there is one.
    const samples = await api(shop.host, key, 'GET', '/api/hooks/samples/order.created')
    expect(samples.statusCode).toBe(200)
    expect(samples.json()[0]).toMatchObject({ email: 'zap@example.com' })

    const removed = await api(shop.host, key, 'DELETE', `/api/hooks/${hook.id}`)
    expect(removed.statusCode).toBe(204)
    expect(await activeSubscriptions()).toBe(0)
    expect((await api(shop.host, key, 'DELETE', `/api/hooks/${hook.id}`)).statusCode).toBe(404)
  })

  it('answers 401 to a wrong key, a missing key and a revoked key', async () => {
    const missing = await app.inject({
      method: 'GET',
      url: '/api/hooks',
      headers: { host: shop.host },
    })
    expect(missing.statusCode).toBe(401)
    expect(missing.json().message).toBe(webhookStrings.apiKeyRequired)
    const wrong = await api(shop.host, 'atk_not-a-real-key', 'POST', '/api/hooks', {
      target_url: receiver.url('/nope'),
      event: 'order.paid',
    })
    expect(wrong.statusCode).toBe(401)

    const { apiKey, key } = await newKey(shop.host, owner, 'Make')
    const hook = await api(shop.host, key, 'POST', '/api/hooks', {
      target_url: receiver.url('/revoked'),
      event: 'order.paid',
    })
    expect(hook.statusCode).toBe(201)
    expect(await activeSubscriptions()).toBe(1)
    const revoked = await editor(
      shop.host,
      owner,
      'DELETE',
      `/api/editor/webhooks/api-keys/${apiKey.id}`,
    )
    expect(revoked.statusCode).toBe(204)
    // The key no longer opens anything, and the hooks it made went with it.
    expect((await api(shop.host, key, 'GET', '/api/hooks')).statusCode).toBe(401)
    expect(await activeSubscriptions()).toBe(0)
  })

  it("lets no site's key touch another site's hooks", async () => {
    const mine = await newKey(shop.host, owner, 'Mine')
    const theirs = await newKey(otherShop.host, otherOwner, 'Theirs')
    const hook = await api(shop.host, mine.key, 'POST', '/api/hooks', {
      target_url: receiver.url('/mine'),
      event: 'form.submitted',
    })
    expect(hook.statusCode).toBe(201)
    const id = hook.json().id as string

    // Their key on this site's address is no key here.
    expect((await api(shop.host, theirs.key, 'GET', '/api/hooks')).statusCode).toBe(401)
    expect((await api(shop.host, theirs.key, 'DELETE', `/api/hooks/${id}`)).statusCode).toBe(401)
    // On their own site, this site's hook does not exist.
    expect((await api(otherShop.host, theirs.key, 'DELETE', `/api/hooks/${id}`)).statusCode).toBe(
      404,
    )
    expect((await api(otherShop.host, theirs.key, 'GET', '/api/hooks')).json().hooks).toEqual([])
    // Nor can the other owner's session remove this site's key.
    const foreign = await editor(
      otherShop.host,
      otherOwner,
      'DELETE',
      `/api/editor/webhooks/api-keys/${mine.apiKey.id}`,
    )
    expect(foreign.statusCode).toBe(404)
    expect((await api(shop.host, mine.key, 'GET', '/api/hooks')).json().hooks).toHaveLength(1)
    expect((await api(shop.host, mine.key, 'DELETE', `/api/hooks/${id}`)).statusCode).toBe(204)
  })

  it('refuses an unknown event and a private target, with a 400', async () => {
    const { key } = await newKey(shop.host, owner, 'Checks')
    const unknown = await api(shop.host, key, 'POST', '/api/hooks', {
      target_url: receiver.url('/x'),
      event: 'order.shipped',
    })
    expect(unknown.statusCode).toBe(400)
    const metadata = await api(shop.host, key, 'POST', '/api/hooks', {
      target_url: 'https://169.254.169.254/latest',
      event: 'order.paid',
    })
    expect(metadata.statusCode).toBe(400)
    expect(metadata.json().message).toBe(webhookStrings.urlPrivate)
  })
})
