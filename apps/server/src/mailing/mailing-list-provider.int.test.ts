import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { importSite } from '../sites/import-site.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { crumbHeaders, testApp } from '../testing/test-app.js'
import type { MailingListProvider, SubscribeInput } from './mailing-list-provider.js'

/**
 * An outside mailing-list service as the routes see it: it knows one list of its own and records
 * who joins. Only the seam is faked; the sign-up routes and their storage are real.
 */
function fakeMailingService(): MailingListProvider & { joined: SubscribeInput[] } {
  const lists = ['service-list', 'newsletter']
  const joined: SubscribeInput[] = []
  return {
    joined,
    async subscribe(input) {
      if (!lists.includes(input.listId)) return { ok: false, code: 'unknown-list' }
      joined.push(input)
      return { ok: true, subscriberId: `s${joined.length}`, status: 'subscribed' }
    },
    confirm: async () => false,
    unsubscribe: async () => false,
    lists: async () =>
      lists.map((id) => ({ id, name: id, doubleOptIn: false, subscriberCount: 0 })),
    saveList: async () => undefined,
    deleteList: async () => false,
    subscribers: async () => ({ rows: [], hasNextPage: false, nextPageCursor: null }),
    addSubscribers: async () => ({ ok: false, code: 'unknown-list' }),
    removeSubscriber: async () => false,
  }
}

describeEachDialect('an outside mailing-list provider', (ctx) => {
  const websiteId = 'site-outside-lists'
  const host = 'outside-lists.example'
  const service = fakeMailingService()
  let app: FastifyInstance

  beforeAll(async () => {
    app = await testApp(ctx, { mailingLists: service })
    const bundle = await sampleBundle(websiteId, host)
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      {
        ...bundle,
        website: {
          ...(bundle.website as Record<string, unknown>),
          settings: {
            storeSettings: {
              restockNotificationsEnabled: true,
              restockMailingListSignUpEnabled: true,
            },
          },
        },
      },
    )
    await ctx.storage.db
      .updateTable('productVariants')
      .set({ qtyInStock: 0 })
      .where('id', '=', `${websiteId}-mug-s`)
      .execute()
  })
  afterAll(() => app.close())

  const post = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url, headers: { host, ...crumbHeaders() }, payload })

  it("sends newsletter sign-ups to the provider's lists, and refuses lists it does not have", async () => {
    const joined = await post('/api/newsletter/subscribe', {
      listId: 'service-list',
      email: 'Reader@Example.com',
      firstName: 'Ada',
    })
    expect(joined.statusCode).toBe(200)
    expect(service.joined).toContainEqual(
      expect.objectContaining({
        websiteId,
        listId: 'service-list',
        email: 'reader@example.com',
        firstName: 'Ada',
      }),
    )
    const unknown = await post('/api/newsletter/subscribe', {
      listId: 'not-there',
      email: 'reader@example.com',
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ message: 'This mailing list does not exist.' })
  })

  it("sends a restock sign-up's mailing-list opt-in to the same provider", async () => {
    const response = await post('/api/site-users/account/notifications/restock', {
      productId: `${websiteId}-mug`,
      variantId: `${websiteId}-mug-s`,
      siteVisitorEmail: 'waiting@example.com',
      isJoinMailingList: true,
    })
    expect(response.statusCode).toBe(200)
    expect(service.joined).toContainEqual(
      expect.objectContaining({ websiteId, listId: 'newsletter', email: 'waiting@example.com' }),
    )
    const ownTables = await ctx.storage.db
      .selectFrom('mailingListSubscribers')
      .select('id')
      .where('websiteId', '=', websiteId)
      .execute()
    expect(ownTables).toEqual([])
  })
})
