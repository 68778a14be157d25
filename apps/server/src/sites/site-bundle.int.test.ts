import { expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { exportSite } from './export-site.js'
import { importSite } from './import-site.js'
import { findWebsiteByHost } from './website-repository.js'
import path from 'node:path'

describeEachDialect('export-site / import-site', (ctx) => {
  const now = () => new Date('2026-11-21T10:00:00Z')

  it('round-trips a site losslessly: export → import into an empty database → export', async () => {
    const first = {
      storage: ctx.storage,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'a')),
      now,
    }
    await importSite(first, await sampleBundle('site-rt', 'rt.example'))
    const exported = await exportSite(first, 'site-rt')

    const empty = await ctx.freshStorage()
    const second = {
      storage: empty,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'b')),
      now,
    }
    await importSite(second, JSON.parse(JSON.stringify(exported)))
    const again = await exportSite(second, 'site-rt')

    expect(again).toEqual(exported)
    // Everything made it, not just an empty document on both sides.
    expect(exported.collections.map((c) => c.urlId)).toEqual(['home', 'shop', 'journal'])
    expect(
      exported.items[0]?.structuredContent?.variants.map((v) => [
        v.sku,
        v.priceCents,
        v.weightGrams,
      ]),
    ).toEqual([
      // A weight given comes back; none given stays none (not 0).
      ['site-rt-MUG-S', 3200, 350],
      ['site-rt-MUG-L', 3800, undefined],
    ])
    expect(exported.items[0]?.structuredContent?.variants[1]).not.toHaveProperty('weightGrams')
    // The variant's image and the product's merchandising settings come back too.
    expect(exported.items[0]?.structuredContent?.variants.map((v) => v.imageId)).toEqual([
      'site-rt-hero',
      undefined,
    ])
    expect(exported.items[0]?.structuredContent?.variants[1]).not.toHaveProperty('imageId')
    expect(exported.items[0]?.structuredContent).toMatchObject({
      customSoldOutText: 'Back after the next firing',
      scarcityEnabled: true,
      scarcityThreshold: 3,
      expressCheckout: true,
    })
    expect(exported.website.settings.storeSettings).toMatchObject({
      restockMailingListSignUpEnabled: true,
      restockMailingListOptInByDefault: true,
    })
    expect(exported.navigation.main[1]).toMatchObject({ kind: 'folder', title: 'More' })
    expect(exported.files[0]).toMatchObject({
      path: 'images/hero.png',
      width: 320,
      alt: 'Mugs drying on a shelf',
    })
    expect(exported.files[0]?.dataBase64?.length).toBeGreaterThan(100)
    expect(exported.domains).toEqual([
      { host: 'rt.example', primary: true },
      { host: 'www.rt.example', primary: false },
    ])
  })

  it('stores variants in their own table and keeps navigation columns in step', async () => {
    const deps = {
      storage: ctx.storage,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'c')),
      now,
    }
    await importSite(deps, await sampleBundle('site-rows', 'rows.example'))
    const variants = await ctx.storage.db
      .selectFrom('productVariants')
      .select([
        'sku',
        'priceCents',
        'salePriceCents',
        'onSale',
        'qtyInStock',
        'unlimited',
        'weightGrams',
        'imageId',
      ])
      .where('websiteId', '=', 'site-rows')
      .orderBy('position')
      .execute()
    expect(variants).toEqual([
      {
        sku: 'site-rows-MUG-S',
        priceCents: 3200,
        salePriceCents: 0,
        onSale: 0,
        qtyInStock: 4,
        unlimited: 0,
        weightGrams: 350,
        imageId: 'site-rows-hero',
      },
      {
        sku: 'site-rows-MUG-L',
        priceCents: 3800,
        salePriceCents: 3000,
        onSale: 1,
        qtyInStock: 0,
        unlimited: 1,
        weightGrams: null,
        imageId: null,
      },
    ])
    const home = await ctx.storage.db
      .selectFrom('collections')
      .select(['navigationSection', 'navigationOrder'])
      .where('id', '=', 'site-rows-home')
      .executeTakeFirstOrThrow()
    expect(home).toEqual({ navigationSection: 'main', navigationOrder: 0 })
    expect((await findWebsiteByHost(ctx.storage, 'www.rows.example'))?.title).toBe('Clay & Bean')
  })

  it('imports under another domain with the domain option', async () => {
    const deps = {
      storage: ctx.storage,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'd')),
      now,
    }
    await importSite(deps, await sampleBundle('site-moved', 'old.example'), {
      domain: 'New.Example',
    })
    expect((await findWebsiteByHost(ctx.storage, 'new.example'))?.id).toBe('site-moved')
    expect(await findWebsiteByHost(ctx.storage, 'old.example')).toBeUndefined()
  })

  it('refuses a site that already exists and an invalid bundle, leaving nothing behind', async () => {
    const deps = {
      storage: ctx.storage,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'e')),
      now,
    }
    await importSite(deps, await sampleBundle('site-twice', 'twice.example'))
    await expect(
      importSite(deps, await sampleBundle('site-twice', 'other.example')),
    ).rejects.toMatchObject({
      code: 'site-exists',
    })
    const broken = await sampleBundle('site-broken', 'broken.example')
    broken.items = [{ ...broken.items![0]!, collectionId: 'nowhere' }]
    await expect(importSite(deps, broken)).rejects.toThrow(
      /Item site-broken-mug is in unknown collection nowhere/,
    )
    expect(await findWebsiteByHost(ctx.storage, 'broken.example')).toBeUndefined()
  })
})
