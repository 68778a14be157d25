import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { DEMO_MEMBER_AREA } from '../demo/demo-pages.js'
import { seedDemo } from '../demo/seed-demo.js'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { findMemberArea, insertMemberArea } from '../members/member-area-repository.js'
import { upsertMembership } from '../members/membership-repository.js'
import { ensurePaywallProduct } from '../members/paywall-product.js'
import { withMemberAreaTables } from '../storage/member-area-tables.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'
import { exportSite } from './export-site.js'
import { importSite } from './import-site.js'

const pageTypeOf = (html: string) => /data-page-type="(\d+)"/.exec(html)?.[1]

describeEachDialect('member areas in a site export and import', (ctx) => {
  let app: FastifyInstance
  let websiteId: string
  const now = new Date()

  beforeAll(async () => {
    const storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage })
    websiteId = (await seedDemo(storage, app.atelier, { images: false }))!.websiteId
  })
  afterAll(() => app.close())

  it('keeps the areas, their plans and paywall products, which pages they hold, and the members without a subscription', async () => {
    const storage = app.atelier.storage
    const db = storage.db
    const club = (await findMemberArea(db, websiteId, DEMO_MEMBER_AREA.id))!
    const clubPage = await db
      .selectFrom('collections')
      .select('id')
      .where('websiteId', '=', websiteId)
      .where('urlId', '=', 'studio-club')
      .executeTakeFirstOrThrow()
    await withMemberAreaTables(db)
      .updateTable('memberAreas')
      .set({ itemId: await ensurePaywallProduct(db, storage.dialect, club, clubPage.id, now) })
      .where('id', '=', club.id)
      .execute()
    const open = await insertMemberArea(db, {
      websiteId,
      name: 'Open Studio',
      description: 'Free sign-up.',
      pricing: 'free',
      priceCents: 0,
      billingUnit: null,
      currency: 'USD',
      itemId: null,
      now: new Date(Date.now() + 1000),
    })
    const join = (
      memberAreaId: string,
      email: string,
      plan: 'free' | 'comp' | 'one-time' | 'recurring',
    ) => upsertMembership(db, { websiteId, memberAreaId, email, plan, now })
    await join(open.id, 'free@example.com', 'free')
    await join(club.id, 'comp@example.com', 'comp')
    await join(club.id, 'paid-once@example.com', 'one-time')
    await join(club.id, 'monthly@example.com', 'recurring')

    const bundle = await exportSite(
      { storage, fileStore: createDiskFileStore(path.join(ctx.dataDir, 'from')) },
      websiteId,
    )
    expect(
      bundle.memberAreas.map((area) => [area.id, area.name, area.pricing, area.priceCents]),
    ).toEqual([
      [club.id, 'The Studio Club', 'recurring', 800],
      [open.id, 'Open Studio', 'free', 0],
    ])
    const clubBundle = bundle.memberAreas[0]!
    expect(clubBundle).toMatchObject({ billingUnit: 'MONTH', itemId: expect.any(String) })
    expect(bundle.items.some((item) => item.id === clubBundle.itemId)).toBe(true)
    // Recurring members stay behind with the subscription that bills them.
    expect(clubBundle.members.map((member) => `${member.email} ${member.plan}`).sort()).toEqual([
      'comp@example.com comp',
      'paid-once@example.com one-time',
    ])
    // Personal data stays out of the renderer's in-memory snapshot.
    const snapshot = await exportSite(
      { storage, fileStore: createDiskFileStore(path.join(ctx.dataDir, 'from')) },
      websiteId,
      { includeFileData: false },
    )
    expect(snapshot.memberAreas.flatMap((area) => area.members)).toEqual([])

    const copy: Storage = await ctx.freshStorage()
    const deps = {
      storage: copy,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'to')),
      now: () => now,
    }
    await importSite(deps, bundle, { domain: 'copy.example' })
    const again = await exportSite(deps, websiteId)
    expect(again.memberAreas).toEqual(bundle.memberAreas)
    // The page still belongs to its area.
    const page = again.collections.find((collection) => collection.urlId === 'studio-club')
    expect(page).toMatchObject({ memberOnly: true, memberAreaId: club.id })

    // On the new server, the page is closed to visitors by its area: 105 with the area's plan.
    const copyApp = await testApp(ctx, { storage: copy })
    try {
      const visitor = await copyApp.inject({
        url: '/studio-club',
        headers: { host: 'copy.example' },
      })
      expect(pageTypeOf(visitor.body)).toBe('105')
      expect(visitor.body).toContain('This content is for members of The Studio Club.')
      expect(visitor.body).toContain('$8.00 per month')
    } finally {
      await copyApp.close()
    }
  })

  it('refuses a bundle whose area sells an unknown item or names a member twice', async () => {
    const storage = app.atelier.storage
    const bundle = await exportSite(
      { storage, fileStore: createDiskFileStore(path.join(ctx.dataDir, 'from')) },
      websiteId,
    )
    const area = bundle.memberAreas[0]!
    const member = {
      id: 'm1',
      email: 'a@example.com',
      plan: 'free',
      status: 'active',
      joinedAt: now.toISOString(),
    }
    const broken = {
      ...bundle,
      memberAreas: [
        {
          ...area,
          itemId: 'no-such-item',
          members: [member, { ...member, id: 'm2', email: 'A@example.com' }],
        },
      ],
    }
    const copy = await ctx.freshStorage()
    const deps = {
      storage: copy,
      fileStore: createDiskFileStore(path.join(ctx.dataDir, 'bad')),
      now: () => now,
    }
    await expect(importSite(deps, broken)).rejects.toThrow(
      /sells unknown item no-such-item.*Email a@example.com is a member twice/,
    )
  })
})
