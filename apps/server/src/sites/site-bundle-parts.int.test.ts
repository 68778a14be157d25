import { expect, it } from 'vitest'
import {
  defaultCheckoutSettings,
  loadCheckoutSettings,
  saveCheckoutSettings,
} from './checkout-settings.js'
import { getPageContent, publishPage, savePageDraft } from '../editor-api/page-content-service.js'
import { createStoreCategory } from '../editor-api/store-creation-service.js'
import { changeTaxonomy, getTaxonomy } from '../editor-api/taxonomy-service.js'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { findForm } from '../forms/form-queries.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import { verifyPassword } from '../auth/password-hash.js'
import { createSiteUser, findSiteUserByEmail } from '../auth/site-user-repository.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { exportSite } from './export-site.js'
import { importSite } from './import-site.js'
import { getSiteStyles, putSiteStyles } from './site-styles-repository.js'
import { DEFAULT_SITE_STYLES } from './site-styles.js'
import { findWebsiteByHost } from './website-repository.js'

const quoteLayout = (text: string) => ({
  schemaVersion: 1,
  columns: 12,
  blocks: [
    { id: 'quote-1', type: 'quote', position: { row: 0, col: 0, span: 12 }, value: { text } },
  ],
})

const styles = {
  fonts: { heading: 'Helvetica', body: 'Verdana' },
  colors: { background: '#ffffff', text: '#222222', accent: '#0a7d5a', highlight: '#ffcc00' },
}

/** A sample site that an owner then worked on through the editor, checkout and mailing areas. */
async function furnishedSite(storage: Storage, dataDir: string, id: string, now: () => Date) {
  const deps = { storage, fileStore: createDiskFileStore(dataDir), now }
  const bundle = await sampleBundle(id, `${id}.example`)
  bundle.forms = [
    {
      schemaVersion: 1,
      id: `${id}-contact`,
      name: 'Contact',
      fields: [{ id: 'message', type: 'textarea', label: 'Message', maxLength: 500 }],
      submissionHTML: '<p>Thanks, we read every message.</p>',
      captchaEnabled: true,
      captchaTheme: 'dark',
      notificationEmail: 'owner@clay.example',
    },
  ]
  bundle.files = []
  await importSite(deps, bundle)

  const editor = { storage, now }
  const shop = `${id}-shop`
  const home = `${id}-home`
  const draft = (text: string, baseVersion: number) =>
    savePageDraft(editor, id, home, { layout: quoteLayout(text), baseVersion })
  expect(await draft('Published words', 1)).toEqual({ ok: true, value: { version: 2 } })
  expect(await publishPage(editor, id, home)).toEqual({ ok: true, value: { publishedVersion: 2 } })
  expect(await draft('Draft words', 2)).toEqual({ ok: true, value: { version: 3 } })
  await changeTaxonomy(editor, id, shop, { tagType: 'tag', action: 'create', name: 'seasonal' })
  await changeTaxonomy(editor, id, shop, { tagType: 'category', action: 'create', name: 'Vases' })
  const root = await createStoreCategory(editor, id, shop, {
    displayName: 'All products',
    parentCategoryId: null,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: 0,
  })
  if (!root.ok) throw new Error('no root category')
  await createStoreCategory(editor, id, shop, {
    displayName: 'Cups',
    parentCategoryId: root.value.id,
    type: 'ROOT',
    pageRendering: 'LIST_VIEW',
    displayIndex: 1,
  })
  await putSiteStyles(storage, id, styles, now())
  await saveCheckoutSettings(storage.db, storage.dialect, id, {
    ...defaultCheckoutSettings,
    shippingRates: [
      { id: 'post', name: 'Post', kind: 'flat-rate', costCents: 650, destinations: [] },
    ],
    taxRules: [
      {
        id: 'ny',
        name: 'NY sales tax',
        country: 'US',
        region: 'NY',
        rateBasisPoints: 888,
        appliesToShipping: true,
        pricesIncludeTax: false,
      },
    ],
    coupons: [
      {
        code: 'WELCOME10',
        kind: 'percentage',
        percentBasisPoints: 1000,
        minimumSubtotalCents: 0,
        scope: { kind: 'all' },
        startsAt: null,
        endsAt: null,
        usageLimit: 100,
        usageLimitPerCustomer: 1,
      },
    ],
    downloadDays: 14,
  })
  // Orders 1001 … 1041 were placed on this server.
  await storage.db
    .updateTable('checkoutSettings')
    .set({ lastOrderNumber: 1041 })
    .where('websiteId', '=', id)
    .execute()

  const lists = createStoredMailingLists(storage)
  await lists.saveList(id, { id: 'newsletter', name: 'Newsletter', doubleOptIn: true }, now())
  const subscribe = (email: string) =>
    lists.subscribe({
      websiteId: id,
      listId: 'newsletter',
      email,
      firstName: 'Ada',
      lastName: 'L',
      now: now(),
    })
  const confirmed = await subscribe('confirmed@example.org')
  await subscribe('pending@example.org')
  const left = await subscribe('left@example.org')
  if (!confirmed.ok || !left.ok) throw new Error('no subscriber')
  await lists.confirm(id, confirmed.subscriberId, now())
  await lists.unsubscribe(id, left.subscriberId, now())
  await createSiteUser(storage, { websiteId: id, email: 'buyer@example.org', password, now: now() })
}

const password = 'correct horse battery'

describeEachDialect('export-site / import-site: styles, drafts, store, mailing lists', (ctx) => {
  const now = () => new Date('2026-11-21T10:00:00Z')

  it('keeps everything an owner set up through export → import → export', async () => {
    await furnishedSite(ctx.storage, ctx.dataDir, 'site-full', now)
    const first = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir), now }
    const exported = JSON.parse(JSON.stringify(await exportSite(first, 'site-full')))

    const empty = await ctx.freshStorage()
    const second = { storage: empty, fileStore: createDiskFileStore(ctx.dataDir), now }
    await importSite(second, exported)
    expect(JSON.parse(JSON.stringify(await exportSite(second, 'site-full')))).toEqual(exported)

    // What the owner finds on the new server, read through each area's own functions.
    const editor = { storage: empty, now }
    expect(exported.bundleVersion).toBe(2)
    expect(await getSiteStyles(empty, 'site-full')).toEqual(styles)
    expect(await getPageContent(editor, 'site-full', 'site-full-home')).toMatchObject({
      ok: true,
      value: { version: 3, publishedVersion: 2 },
    })
    const content = await getPageContent(editor, 'site-full', 'site-full-home')
    expect(content.ok && content.value.layout.blocks[0]).toMatchObject({
      value: { text: 'Draft words' },
    })
    const home = exported.collections.find((c: { urlId: string }) => c.urlId === 'home')
    expect(home.layout.blocks[0].value.text).toBe('Published words')
    expect(await getTaxonomy(editor, 'site-full', 'site-full-shop')).toEqual({
      ok: true,
      value: {
        tags: [
          { name: 'mugs', count: 1 },
          { name: 'seasonal', count: 0 },
        ],
        categories: [
          { name: 'Tableware', count: 1 },
          { name: 'Vases', count: 0 },
        ],
      },
    })
    const categories = await empty.db
      .selectFrom('storeCategories')
      .select(['displayName', 'parentCategoryId'])
      .where('collectionId', '=', 'site-full-shop')
      .orderBy('displayIndex')
      .execute()
    expect(categories.map((c) => c.displayName)).toEqual(['All products', 'Cups'])
    expect(categories[1]?.parentCategoryId).toBe(exported.storeCategories[0].id)
    const checkout = await loadCheckoutSettings(empty.db, empty.dialect, 'site-full')
    expect(checkout.coupons.map((c) => [c.code, c.usageLimitPerCustomer])).toEqual([
      ['WELCOME10', 1],
    ])
    expect(checkout.taxRules[0]).toMatchObject({ region: 'NY', rateBasisPoints: 888 })
    expect(checkout.shippingRates[0]).toMatchObject({ name: 'Post', costCents: 650 })
    expect(checkout.downloadDays).toBe(14)
    expect(exported.checkout.lastOrderNumber).toBe(1041)
    const lists = createStoredMailingLists(empty)
    expect(await lists.lists('site-full')).toEqual([
      { id: 'newsletter', name: 'Newsletter', doubleOptIn: true, subscriberCount: 1 },
    ])
    const subscribers = await lists.subscribers('site-full', 'newsletter', { pageSize: 10 })
    expect(subscribers.rows.map((s) => [s.email, s.status]).sort()).toEqual([
      ['confirmed@example.org', 'subscribed'],
      ['left@example.org', 'unsubscribed'],
      ['pending@example.org', 'pending'],
    ])
    // Visitor accounts move with their hashes only, and their passwords still work.
    expect(exported.siteUsers).toEqual([
      {
        id: expect.any(String),
        email: 'buyer@example.org',
        passwordHash: expect.stringMatching(/^scrypt\$/),
        createdAt: '2026-11-21T10:00:00.000Z',
        // Made from the command line: verified from the start, and still after the move.
        emailVerifiedAt: '2026-11-21T10:00:00.000Z',
        // The profile name and the owner's switch move too (issue 21).
        firstName: '',
        lastName: '',
        disabledAt: null,
      },
    ])
    expect(JSON.stringify(exported)).not.toContain(password)
    const buyer = await findSiteUserByEmail(empty, 'site-full', 'buyer@example.org')
    expect(await verifyPassword(password, buyer!.passwordHash)).toBe(true)
    expect(await findForm(empty, 'site-full', 'site-full-contact')).toMatchObject({
      submissionHTML: '<p>Thanks, we read every message.</p>',
      captchaEnabled: true,
      captchaTheme: 'dark',
      notificationEmail: 'owner@clay.example',
    })
  })

  it('still imports a bundle of version 1, with the defaults for what it did not carry', async () => {
    const deps = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir), now }
    const old = await sampleBundle('site-v1', 'v1.example')
    old.files = []
    expect(old.bundleVersion).toBe(1)
    await importSite(deps, old)
    const exported = await exportSite(deps, 'site-v1')
    expect(exported).toMatchObject({
      bundleVersion: 2,
      styles: DEFAULT_SITE_STYLES,
      taxonomyNames: [],
      storeCategories: [],
      pageDrafts: [],
      checkout: { settings: defaultCheckoutSettings, lastOrderNumber: 1000 },
      mailingLists: [],
      siteUsers: [],
    })
    expect(exported.items.map((item) => item.title)).toEqual(['Speckled Mug', 'The first firing'])
  })

  it('refuses styles that are not colours, leaving nothing behind', async () => {
    const deps = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir), now }
    const bundle = {
      ...(await sampleBundle('site-css', 'css.example')),
      bundleVersion: 2,
      styles: {
        fonts: { heading: 'Helvetica', body: 'Verdana' },
        colors: { background: 'red;}</style><script>', text: '#000', accent: '#111' },
      },
    }
    await expect(importSite(deps, bundle)).rejects.toThrow(
      'The site bundle is not valid: styles: red;}</style><script> is not a colour',
    )
    expect(await findWebsiteByHost(ctx.storage, 'css.example')).toBeUndefined()
  })

  it('rolls the whole import back when a record clashes with another site', async () => {
    const deps = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir), now }
    await furnishedSite(ctx.storage, ctx.dataDir, 'site-taken', now)
    const taken = await exportSite(deps, 'site-taken')
    const copy = {
      ...(await sampleBundle('site-copy', 'copy.example')),
      bundleVersion: 2,
      files: [],
      // Subscriber ids are kept on import, and this one already belongs to site-taken.
      mailingLists: taken.mailingLists,
    }
    await expect(importSite(deps, copy)).rejects.toThrow()
    expect(await findWebsiteByHost(ctx.storage, 'copy.example')).toBeUndefined()
    const collections = await ctx.storage.db
      .selectFrom('collections')
      .select('id')
      .where('websiteId', '=', 'site-copy')
      .execute()
    expect(collections).toEqual([])
  })

  it('refuses to export checkout settings that would not import, but still renders the site', async () => {
    const deps = { storage: ctx.storage, fileStore: createDiskFileStore(ctx.dataDir), now }
    const bundle = await sampleBundle('site-odd', 'odd.example')
    bundle.files = []
    await importSite(deps, bundle)
    await saveCheckoutSettings(ctx.storage.db, ctx.storage.dialect, 'site-odd', {
      ...defaultCheckoutSettings,
      coupons: [{ code: 'TEN OFF!', kind: 'free-shipping' }],
    })
    await expect(exportSite(deps, 'site-odd')).rejects.toThrow(
      'The checkout settings of website site-odd are not valid: coupons.0.code: A coupon code uses 1 to 64 letters, digits, hyphens and underscores.',
    )
    const snapshot = await exportSite(deps, 'site-odd', { includeFileData: false })
    expect(snapshot.checkout).toBeUndefined()
    expect(snapshot.website.title).toBe('Clay & Bean')
  })
})
