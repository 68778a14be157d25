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

const second = 1_000
const minute = 60 * second

describeEachDialect('webhooks: signed deliveries, retries and the delivery log', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let owner: string
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
  /** The worker's clock: moved forward by the tests, always after the events. */
  let clock = Date.now()

  beforeAll(async () => {
    app = await testApp(ctx, { webhooks: { env: { NODE_ENV: 'test' } } })
    fx = await seedOfflinePayingStore(ctx.storage, ctx.dataDir)
    owner = await signInOwner(ctx, app, fx.host)
    receiver = await startWebhookReceiver()
  })
  afterAll(async () => {
    await app.close()
    await receiver.close()
  })

  const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { host: fx.host, ...crumbHeaders(owner) },
      ...(payload === undefined ? {} : { payload }),
    })

  async function addEndpoint(path: string, events: string[]) {
    const added = await editor('POST', '/api/editor/webhooks/endpoints', {
      url: receiver.url(path),
      events,
    })
    expect(added.statusCode).toBe(201)
    return added.json() as { endpoint: { id: string }; secret: string }
  }

  async function placeOrder(email: string, product = 'beans'): Promise<string> {
    const visitor = new CheckoutVisitor(app, fx.host)
    await visitor.add({ itemId: fx.id(product), sku: fx.sku(product), quantity: 1 })
    const placed = await visitor.order({ email })
    expect(placed.statusCode, placed.body).toBe(201)
    return placed.json().order.id as string
  }

  /** One turn of the worker, a little later each time (every step is due again). */
  async function tick(after = 3 * second) {
    clock = Math.max(clock, Date.now()) + after
    await app.atelierWorker.tick(new Date(clock))
  }

  const deliveries = async (endpointId: string) =>
    (await editor('GET', `/api/editor/webhooks/deliveries?endpointId=${endpointId}`)).json()
      .deliveries as {
      id: string
      eventType: string
      status: string
      attempts: number
      lastResponseCode: number | null
      nextAttemptAt: string | null
    }[]

  it('delivers an order event the receiver verifies with the Standard Webhooks library', async () => {
    const { endpoint, secret } = await addEndpoint('/orders', ['order.created', 'order.paid'])
    expect(secret).toMatch(/^whsec_/)
    const orderId = await placeOrder('hooked@example.com')
    await tick()

    const hooks = receiver.at('/orders')
    expect(hooks.map((hook) => (JSON.parse(hook.body) as { type: string }).type).sort()).toEqual([
      'order.created',
      'order.paid',
    ])
    for (const hook of hooks) {
      const verified = new Webhook(secret).verify(hook.body, hook.headers) as {
        type: string
        data: { id: string; email: string; lines: { sku: string }[] }
      }
      expect(verified.data.id).toBe(orderId)
      expect(verified.data.email).toBe('hooked@example.com')
      expect(verified.data.lines[0]?.sku).toBe(fx.sku('beans'))
      expect(hook.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/)
      expect(hook.headers['webhook-id']).toMatch(/^msg_/)
    }
    // Another secret does not verify it: the signature is the endpoint's own.
    const other = await addEndpoint('/unused', ['member.joined'])
    expect(() =>
      new Webhook(other.secret).verify(hooks[0]?.body ?? '', hooks[0]?.headers ?? {}),
    ).toThrow()

    const log = await deliveries(endpoint.id)
    expect(log).toHaveLength(2)
    for (const entry of log) {
      expect(entry).toMatchObject({ status: 'delivered', attempts: 1, lastResponseCode: 200 })
      expect(entry.nextAttemptAt).toBeNull()
    }
    // The secret stays revealable to the owner, sealed in the database.
    const revealed = await editor('GET', `/api/editor/webhooks/endpoints/${endpoint.id}/secret`)
    expect(revealed.json()).toEqual({ secret })
    const stored = await ctx.storage.db
      .withTables<{ webhookEndpoints: { id: string; secretSealed: string } }>()
      .selectFrom('webhookEndpoints')
      .select('secretSealed')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow()
    expect(stored.secretSealed).not.toContain(secret.slice(6))
    await editor('DELETE', `/api/editor/webhooks/endpoints/${endpoint.id}`)
    await editor('DELETE', `/api/editor/webhooks/endpoints/${other.endpoint.id}`)
  })

  it('retries after the receiver fails twice (5 s, then 5 min later), then succeeds', async () => {
    const { endpoint, secret } = await addEndpoint('/flaky', ['order.created'])
    receiver.answer('/flaky', 500, 503)
    await placeOrder('flaky@example.com')

    await tick()
    let [entry] = await deliveries(endpoint.id)
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 500 })
    const firstTry = clock
    expect(Date.parse(entry?.nextAttemptAt ?? '')).toBe(firstTry + 5 * second)

    // Not before the wait is over.
    await app.atelierWorker.tick(new Date(firstTry + 3 * second))
    expect(receiver.at('/flaky')).toHaveLength(1)

    clock = firstTry + 5 * second
    await app.atelierWorker.tick(new Date(clock))
    ;[entry] = await deliveries(endpoint.id)
    expect(entry).toMatchObject({ status: 'pending', attempts: 2, lastResponseCode: 503 })
    expect(Date.parse(entry?.nextAttemptAt ?? '')).toBe(clock + 5 * minute)

    await tick(5 * minute)
    ;[entry] = await deliveries(endpoint.id)
    expect(entry).toMatchObject({ status: 'delivered', attempts: 3, lastResponseCode: 200 })

    const attempts = receiver.at('/flaky')
    expect(attempts).toHaveLength(3)
    // Every attempt is the same message (one webhook-id), each signed afresh and valid.
    expect(new Set(attempts.map((hook) => hook.headers['webhook-id'])).size).toBe(1)
    for (const hook of attempts)
      expect(() => new Webhook(secret).verify(hook.body, hook.headers)).not.toThrow()
    await editor('DELETE', `/api/editor/webhooks/endpoints/${endpoint.id}`)
  })

  it('redelivers a delivery from the log with the same webhook-id', async () => {
    const { endpoint } = await addEndpoint('/again', ['order.created'])
    await placeOrder('again@example.com')
    await tick()
    const [entry] = await deliveries(endpoint.id)
    expect(entry?.status).toBe('delivered')

    const redelivered = await editor(
      'POST',
      `/api/editor/webhooks/deliveries/${entry?.id ?? ''}/redeliver`,
      {},
    )
    expect(redelivered.statusCode).toBe(200)
    expect(redelivered.json().delivery).toMatchObject({ status: 'pending', attempts: 0 })
    await tick()
    const copies = receiver.at('/again')
    expect(copies).toHaveLength(2)
    expect(copies[1]?.headers['webhook-id']).toBe(copies[0]?.headers['webhook-id'])
    expect((await deliveries(endpoint.id))[0]).toMatchObject({ status: 'delivered', attempts: 1 })

    const missing = await editor('POST', '/api/editor/webhooks/deliveries/nope/redeliver', {})
    expect(missing.statusCode).toBe(404)
    await editor('DELETE', `/api/editor/webhooks/endpoints/${endpoint.id}`)
  })

  it('sends a disabled endpoint nothing', async () => {
    const { endpoint } = await addEndpoint('/off', ['order.created', 'order.paid'])
    const disabled = await editor('PUT', `/api/editor/webhooks/endpoints/${endpoint.id}`, {
      enabled: false,
    })
    expect(disabled.json().endpoint).toMatchObject({ enabled: false })
    await placeOrder('quiet@example.com')
    await tick()
    expect(receiver.at('/off')).toHaveLength(0)
    expect(await deliveries(endpoint.id)).toHaveLength(0)
    // Enabled again later: still nothing of what happened meanwhile.
    await editor('PUT', `/api/editor/webhooks/endpoints/${endpoint.id}`, { enabled: true })
    await tick()
    expect(receiver.at('/off')).toHaveLength(0)
    await editor('DELETE', `/api/editor/webhooks/endpoints/${endpoint.id}`)
  })

  it("tells product.stock_changed when checkout takes stock, in the order's transaction", async () => {
    const { endpoint, secret } = await addEndpoint('/stock', ['product.stock_changed'])
    await placeOrder('stock@example.com', 'mug')
    await tick()
    const [hook] = receiver.at('/stock')
    const event = new Webhook(secret).verify(hook?.body ?? '', hook?.headers ?? {}) as {
      type: string
      data: { sku: string; qtyInStock: number; previousQtyInStock: number }
    }
    expect(event.type).toBe('product.stock_changed')
    expect(event.data).toMatchObject({ sku: fx.sku('mug'), qtyInStock: 1, previousQtyInStock: 2 })
    await editor('DELETE', `/api/editor/webhooks/endpoints/${endpoint.id}`)
  })

  it('refuses plain http and private addresses in production, and unknown events', async () => {
    const production = await testApp(ctx, { webhooks: { env: { NODE_ENV: 'production' } } })
    try {
      const add = (url: string, events = ['order.paid']) =>
        production.inject({
          method: 'POST',
          url: '/api/editor/webhooks/endpoints',
          headers: { host: fx.host, ...crumbHeaders(owner) },
          payload: { url, events },
        })
      const http = await add('http://example.com/hook')
      expect(http.statusCode).toBe(400)
      expect(http.json().errors).toEqual({ url: webhookStrings.urlNotHttps })
      for (const url of [
        'http://127.0.0.1:9/hook',
        'https://10.0.0.5/hook',
        'https://169.254.169.254/',
      ]) {
        const refused = await add(url)
        expect(refused.statusCode, url).toBe(400)
      }
      expect((await add('https://127.0.0.1/hook')).json().message).toBe(webhookStrings.urlPrivate)
      const events = await add('https://hooks.example.com/x', ['order.shipped'])
      expect(events.statusCode).toBe(400)
      expect(events.json().errors.events).toContain(webhookStrings.eventUnknown)
      expect((await add('https://hooks.example.com/x', [])).json().errors.events).toBe(
        webhookStrings.eventsMissing,
      )
    } finally {
      await production.close()
    }
  })
})
