import path from 'node:path'
import type { SiteBundleInput, StoreSettings, Website } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('restock notices', (ctx) => {
  const websiteId = 'site-restock'
  const host = 'restock.example'
  const productId = `${websiteId}-mug`
  const variantId = `${websiteId}-mug-s`
  const sku = `${websiteId}-MUG-S`
  let app: FastifyInstance
  let session: string

  /** The sample shop taking restock notices with the mailing-list opt-in, plus two products that
   *  never run out (a digital guide and a gift card), each with a variant counted at zero. */
  async function restockBundle(): Promise<SiteBundleInput> {
    const bundle = await sampleBundle(websiteId, host)
    const neverSoldOut = (slug: string, structuredContent: Record<string, unknown>) => ({
      schemaVersion: 1,
      id: `${websiteId}-${slug}`,
      websiteId,
      collectionId: `${websiteId}-shop`,
      urlId: slug,
      title: slug,
      recordType: 11,
      status: 'published',
      structuredContent: {
        ...structuredContent,
        variants: [
          { id: `${websiteId}-${slug}-v`, sku: `${slug}-1`, priceCents: 900, qtyInStock: 0 },
        ],
      },
    })
    return {
      ...bundle,
      website: {
        ...(bundle.website as Record<string, unknown>),
        settings: {
          storeSettings: {
            restockNotificationsEnabled: true,
            restockMailingListSignUpEnabled: true,
            restockMailingListOptInByDefault: true,
          },
        },
      },
      items: [
        ...(bundle.items ?? []),
        neverSoldOut('guide', { productType: 2 }),
        neverSoldOut('gift', { productType: 4, giftCardDenominationsCents: [2500] }),
      ],
    }
  }

  /** The owner changes the store's settings (as the site settings would store them). */
  async function patchStoreSettings(patch: Partial<StoreSettings>): Promise<void> {
    const { db, dialect } = ctx.storage
    const row = await db
      .selectFrom('websites')
      .select('settings')
      .where('id', '=', websiteId)
      .executeTakeFirstOrThrow()
    const website = dialect.decodeJson<Website>(row.settings)
    const storeSettings = { ...website.settings.storeSettings, ...patch }
    const next = { ...website, settings: { ...website.settings, storeSettings } }
    await db
      .updateTable('websites')
      .set({ settings: dialect.encodeJson(next) })
      .where('id', '=', websiteId)
      .execute()
  }

  beforeAll(async () => {
    app = await testApp(ctx)
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      await restockBundle(),
    )
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const signUp = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock',
      headers: { host, ...crumbHeaders() },
      payload: { isJoinMailingList: false, productId, variantId, ...body },
    })

  const setStock = (qtyInStock: number) =>
    app.inject({
      method: 'PUT',
      url: `/api/editor/products/${productId}/variants/${sku}/stock`,
      headers: { host, ...crumbHeaders(session) },
      payload: { qtyInStock },
    })

  const restockMails = () =>
    ctx.storage.db
      .selectFrom('outbox')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .where('subject', 'like', '%back in stock')
      .execute()

  it("offers the store's mailing-list opt-in, ticked by default, in the product page's box", async () => {
    const page = await app.inject({ url: '/shop/speckled-mug', headers: { host } })
    expect(page.statusCode).toBe(200)
    const box = /<div class="restock-box"[^>]*>/.exec(page.body)?.[0]
    expect(box).toContain('data-mailing-list="true"')
    expect(box).toContain('data-mailing-list-opt-in="true"')
  })

  it("refuses a blank or invalid email with the SPEC's messages", async () => {
    const blank = await signUp({ siteVisitorEmail: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toEqual({ message: 'Email cannot be blank' })
    const invalid = await signUp({ siteVisitorEmail: 'not-an-address' })
    expect(invalid.statusCode).toBe(400)
    expect(invalid.json()).toEqual({ message: 'Email is invalid' })
  })

  it('answers 404 for a product or variant the site does not have', async () => {
    expect(
      (await signUp({ siteVisitorEmail: 'a@example.com', productId: 'nope' })).statusCode,
    ).toBe(404)
    expect(
      (await signUp({ siteVisitorEmail: 'a@example.com', variantId: 'nope' })).statusCode,
    ).toBe(404)
  })

  it('keeps one sign-up per email and variant and mails it once when stock rises from zero', async () => {
    const soldOut = await setStock(0)
    expect(soldOut.statusCode).toBe(200)
    expect(soldOut.json()).toEqual({ itemId: productId, sku, qtyInStock: 0, noticesQueued: 0 })

    expect((await signUp({ siteVisitorEmail: 'ada@example.com' })).statusCode).toBe(200)
    const repeat = await signUp({ siteVisitorEmail: 'ADA@example.com' })
    expect(repeat.statusCode).toBe(200)
    expect(repeat.json()).toEqual({})
    expect((await signUp({ siteVisitorEmail: 'grace@example.com' })).statusCode).toBe(200)

    const list = await app.inject({
      url: `/api/site-users/account/notifications/restock?productId=${productId}&variantId=${variantId}`,
      headers: { host, cookie: session },
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().signUps.map((row: { email: string }) => row.email)).toEqual([
      'ada@example.com',
      'grace@example.com',
    ])
    expect(list.json().hasNextPage).toBe(false)

    const groups = await app.inject({
      url: '/api/site-users/account/notifications/restock/groups',
      headers: { host, cookie: session },
    })
    expect(groups.json()).toEqual({
      signUpGroups: [{ productId, variantId, waitingCount: 2, notifiedCount: 0 }],
      hasNextPage: false,
      nextPageCursor: null,
    })

    const raised = await setStock(3)
    expect(raised.json().noticesQueued).toBe(2)
    const mails = await restockMails()
    expect(mails.map((mail) => mail.recipient).sort()).toEqual([
      'ada@example.com',
      'grace@example.com',
    ])
    expect(mails[0]?.subject).toBe('Speckled Mug (Small) is back in stock')
    expect(mails[0]?.textBody).toContain('https://restock.example/shop/speckled-mug')

    // Already in stock: another raise, or the owner's send, mails nobody twice.
    expect((await setStock(5)).json().noticesQueued).toBe(0)
    const send = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock/send',
      headers: { host, ...crumbHeaders(session) },
      payload: { productId, variantId },
    })
    expect(send.json()).toEqual({ sent: 0 })
    expect(await restockMails()).toHaveLength(2)
  })

  it('lets the owner send notices by hand, for one variant or several', async () => {
    await setStock(0)
    await signUp({ siteVisitorEmail: 'hand@example.com' })
    const response = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock/send/all',
      headers: { host, ...crumbHeaders(session) },
      payload: {
        sendRequests: [
          { productId, variantId },
          { productId, variantId: 'unknown' },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ sent: 1 })
    expect((await restockMails()).map((mail) => mail.recipient)).toContain('hand@example.com')
  })

  it('links the notices the owner sends to the primary domain, whatever Host the send came through', async () => {
    // A second, non-primary domain of the site: a send through it must not name it in mail.
    const alias = `alias-${host}`
    await ctx.storage.db
      .insertInto('domains')
      .values({ host: alias, websiteId, isPrimary: 0 })
      .execute()
    await setStock(0)
    const send = (url: string, payload: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host: alias, ...crumbHeaders(session) },
        payload,
      })
    await signUp({ siteVisitorEmail: 'poisoned-one@example.com' })
    expect(
      (
        await send('/api/site-users/account/notifications/restock/send', { productId, variantId })
      ).json(),
    ).toEqual({ sent: 1 })
    await signUp({ siteVisitorEmail: 'poisoned-all@example.com' })
    expect(
      (
        await send('/api/site-users/account/notifications/restock/send/all', {
          sendRequests: [{ productId, variantId }],
        })
      ).json(),
    ).toEqual({ sent: 1 })
    const mails = (await restockMails()).filter((mail) => mail.recipient.startsWith('poisoned-'))
    expect(mails).toHaveLength(2)
    for (const mail of mails) {
      expect(mail.textBody).toContain('https://restock.example/shop/speckled-mug')
      expect(mail.textBody).not.toContain(alias)
      expect(mail.htmlBody ?? '').not.toContain(alias)
    }
  })

  it('keeps the lists and sends for signed-in owners', async () => {
    const groups = await app.inject({
      url: '/api/site-users/account/notifications/restock/groups',
      headers: { host },
    })
    expect(groups.statusCode).toBe(401)
    const send = await app.inject({
      method: 'POST',
      url: '/api/site-users/account/notifications/restock/send',
      headers: { host, ...crumbHeaders() },
      payload: { productId, variantId },
    })
    expect(send.statusCode).toBe(401)
    const stock = await app.inject({
      method: 'PUT',
      url: `/api/editor/products/${productId}/variants/${sku}/stock`,
      headers: { host, ...crumbHeaders() },
      payload: { qtyInStock: 9 },
    })
    expect(stock.statusCode).toBe(401)
  })

  it('adds a sign-up that asks for it to the mailing list', async () => {
    await setStock(0)
    const response = await signUp({
      siteVisitorEmail: 'joiner@example.com',
      isJoinMailingList: true,
    })
    expect(response.statusCode).toBe(200)
    const subscriber = await ctx.storage.db
      .selectFrom('mailingListSubscribers')
      .selectAll()
      .where('websiteId', '=', websiteId)
      .where('email', '=', 'joiner@example.com')
      .executeTakeFirst()
    expect(subscriber?.status).toBe('subscribed')
  })
  it('refuses a variant that is not sold out: in stock, or unlimited', async () => {
    await setStock(3)
    const inStock = await signUp({ siteVisitorEmail: 'early@example.com' })
    expect(inStock.statusCode).toBe(400)
    expect(inStock.json()).toEqual({ message: 'This item is in stock. You can buy it now.' })
    const unlimited = await signUp({
      siteVisitorEmail: 'early@example.com',
      variantId: `${websiteId}-mug-l`,
    })
    expect(unlimited.statusCode).toBe(400)
    expect(unlimited.json()).toEqual({ message: 'This item is in stock. You can buy it now.' })
    expect(await storedSignups('early@example.com')).toEqual([])
  })

  it('refuses digital products and gift cards, which never run out, even at a stock of zero', async () => {
    for (const slug of ['guide', 'gift']) {
      const response = await signUp({
        siteVisitorEmail: 'never@example.com',
        productId: `${websiteId}-${slug}`,
        variantId: `${websiteId}-${slug}-v`,
      })
      expect(response.statusCode, slug).toBe(400)
      expect(response.json()).toEqual({
        message: 'This product never runs out, so there is nothing to wait for.',
      })
    }
    expect(await storedSignups('never@example.com')).toEqual([])
  })

  it('refuses every sign-up while the store has restock notifications off', async () => {
    await setStock(0)
    await patchStoreSettings({ restockNotificationsEnabled: false })
    try {
      const response = await signUp({ siteVisitorEmail: 'off@example.com' })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: 'This store does not take restock notifications.',
      })
      expect(await storedSignups('off@example.com')).toEqual([])
    } finally {
      await patchStoreSettings({ restockNotificationsEnabled: true })
    }
  })

  it("ignores isJoinMailingList while the store's mailing-list sign-up is off", async () => {
    await setStock(0)
    await patchStoreSettings({ restockMailingListSignUpEnabled: false })
    try {
      const response = await signUp({
        siteVisitorEmail: 'quiet@example.com',
        isJoinMailingList: true,
      })
      expect(response.statusCode).toBe(200)
      expect(await storedSignups('quiet@example.com')).toEqual([{ joinMailingList: 0 }])
      const subscriber = await ctx.storage.db
        .selectFrom('mailingListSubscribers')
        .select('id')
        .where('websiteId', '=', websiteId)
        .where('email', '=', 'quiet@example.com')
        .executeTakeFirst()
      expect(subscriber).toBeUndefined()
    } finally {
      await patchStoreSettings({ restockMailingListSignUpEnabled: true })
    }
  })

  const storedSignups = (email: string) =>
    ctx.storage.db
      .selectFrom('restockSignups')
      .select('joinMailingList')
      .where('websiteId', '=', websiteId)
      .where('email', '=', email)
      .execute()
})
