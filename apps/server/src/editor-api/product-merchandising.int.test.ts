import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedCartFixture } from '../commerce/testing/cart-fixture.js'
import type { CartFixture } from '../commerce/testing/cart-fixture.js'
import { exportSite } from '../sites/export-site.js'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('editor API: product sold-out text, scarcity and express checkout', (ctx) => {
  let app: FastifyInstance
  let fx: CartFixture
  let session: string

  beforeAll(async () => {
    app = await testApp(ctx)
    fx = await seedCartFixture(ctx.storage, ctx.dataDir)
    session = await signInOwner(ctx, app, fx.host)
  })
  afterAll(() => app.close())

  const url = (item: string) => `/api/editor/products/${fx.id(item)}/merchandising`
  const read = (item: string) => app.inject({ url: url(item), headers: headers() })
  const change = (item: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: url(item), headers: headers(), payload: payload as object })
  const headers = () => ({ host: fx.host, ...crumbHeaders(session) })

  it('starts with none, stores the ones given, and exports them', async () => {
    expect((await read('tee')).json()).toEqual({
      customSoldOutText: '',
      scarcityEnabled: false,
      scarcityThreshold: null,
      expressCheckout: false,
    })
    const changed = await change('tee', {
      customSoldOutText: '  Back in May ',
      scarcityEnabled: true,
      scarcityThreshold: 4,
      expressCheckout: true,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual({
      customSoldOutText: 'Back in May',
      scarcityEnabled: true,
      scarcityThreshold: 4,
      expressCheckout: true,
    })
    expect((await change('tee', { expressCheckout: false })).json()).toMatchObject({
      customSoldOutText: 'Back in May',
      expressCheckout: false,
    })
    const bundle = await exportSite(
      { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir) },
      fx.websiteId,
      { includeFileData: false },
    )
    const tee = bundle.items.find((item) => item.id === fx.id('tee'))
    expect(tee?.structuredContent).toMatchObject({
      customSoldOutText: 'Back in May',
      scarcityEnabled: true,
      scarcityThreshold: 4,
      expressCheckout: false,
    })
    // The variants still live in their own table, not in the rewritten document.
    expect(tee?.structuredContent?.variants).toHaveLength(4)

    const cleared = await change('tee', { customSoldOutText: '', scarcityThreshold: null })
    expect(cleared.json()).toMatchObject({ customSoldOutText: '', scarcityThreshold: null })
  })

  it('refuses settings out of range with a clear 400', async () => {
    const long = await change('tee', { customSoldOutText: 'x'.repeat(101) })
    expect(long.statusCode).toBe(400)
    expect(long.json()).toEqual({
      message: 'A sold-out text is at most 100 characters.',
      errors: { customSoldOutText: 'A sold-out text is at most 100 characters.' },
    })
    const zero = await change('tee', { scarcityThreshold: 0 })
    expect(zero.statusCode).toBe(400)
    expect(zero.json().message).toBe('A scarcity threshold is at least 1.')
    expect((await change('tee', { scarcityThreshold: 1.5 })).json().message).toBe(
      'A scarcity threshold is a whole number.',
    )
    expect((await change('tee', {})).statusCode).toBe(400)
    expect((await change('tee', { expressCheckout: 'yes' })).statusCode).toBe(400)
  })

  it('answers 404 for an unknown product and 401 without the owner', async () => {
    const unknown = await change('no-such-product', { expressCheckout: true })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This product does not exist.' })
    const signedOut = await app.inject({
      method: 'PATCH',
      url: url('tee'),
      headers: { host: fx.host, ...crumbHeaders() },
      payload: { expressCheckout: true },
    })
    expect(signedOut.statusCode).toBe(401)
  })
})
