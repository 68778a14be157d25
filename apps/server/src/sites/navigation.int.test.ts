import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createDiskFileStore } from '../files/disk-file-store.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'
import { importSite } from './import-site.js'

describeEachDialect('navigation API', (ctx) => {
  let app: FastifyInstance
  let session: string
  const host = 'nav.example'

  beforeAll(async () => {
    app = await testApp(ctx)
    await importSite(
      {
        storage: ctx.storage,
        fileStore: createDiskFileStore(path.join(ctx.dataDir, 'files')),
        now: () => new Date(),
      },
      await sampleBundle('site-nav', host),
    )
    session = await signInOwner(ctx, app, host)
  })
  afterAll(() => app.close())

  const update = (body: unknown, cookie = session) =>
    app.inject({
      method: 'POST',
      url: '/api/widget/UpdateNavigation',
      headers: { host, ...crumbHeaders(cookie) },
      payload: body as Record<string, unknown>,
    })

  it('GetSiteLayout lists the main navigation first, with SPEC link fields', async () => {
    const response = await app.inject({ url: '/api/commondata/GetSiteLayout', headers: { host } })
    expect(response.statusCode).toBe(200)
    expect(response.json().layout[0]).toEqual({
      identifier: 'mainNav',
      links: [
        { collectionId: 'site-nav-home', children: [], externalLink: null, memberAreaId: null },
        {
          collectionId: null,
          children: [
            { collectionId: 'site-nav-shop', children: [], externalLink: null, memberAreaId: null },
            {
              collectionId: null,
              children: [],
              externalLink: 'https://instagram.com/clayandbean',
              memberAreaId: null,
            },
          ],
          externalLink: null,
          memberAreaId: null,
        },
      ],
    })
    // A visitor sees what the site shows; Not Linked pages and member areas are the owner's.
    expect(response.json().layout.map((entry: { identifier: string }) => entry.identifier)).toEqual(
      ['mainNav', 'secondaryNav'],
    )
  })

  it('GetSiteLayout gives Not Linked and member-area navigation to the owner only', async () => {
    const secret = (title: string, url: string) => ({
      id: `nav-${title.toLowerCase().replace(/\W+/g, '-')}`,
      kind: 'external',
      title,
      url,
    })
    for (const [fieldName, link] of [
      ['hiddenNav', secret('Staff sale', '/staff-sale')],
      ['memberAreaNav', secret('Members lounge', '/members-lounge')],
    ] as const) {
      const saved = await update({
        fieldName,
        templateId: 'default',
        navigation: { items: [link] },
      })
      expect(saved.statusCode).toBe(200)
    }
    const layoutFor = async (cookie?: string) => {
      const response = await app.inject({
        url: '/api/commondata/GetSiteLayout',
        headers: { host, ...(cookie === undefined ? {} : { cookie }) },
      })
      expect(response.statusCode).toBe(200)
      return response.json().layout as { identifier: string; links: { externalLink: string }[] }[]
    }
    const visitor = await layoutFor()
    expect(visitor.map((entry) => entry.identifier)).toEqual(['mainNav', 'secondaryNav'])
    expect(JSON.stringify(visitor)).not.toMatch(/staff-sale|members-lounge/)
    // A cookie naming no live session is a visitor.
    const forged = await layoutFor('atelier_session=not-a-session')
    expect(forged.map((entry) => entry.identifier)).toEqual(['mainNav', 'secondaryNav'])

    const owner = await layoutFor(session)
    expect(owner.map((entry) => entry.identifier)).toEqual([
      'mainNav',
      'secondaryNav',
      'hiddenNav',
      'memberAreaNav',
    ])
    expect(owner[2]?.links.map((link) => link.externalLink)).toEqual(['/staff-sale'])
    expect(owner[3]?.links.map((link) => link.externalLink)).toEqual(['/members-lounge'])
  })

  it('UpdateNavigation replaces a section for the owner (new store first)', async () => {
    const response = await update({
      fieldName: 'mainNav',
      templateId: 'default',
      navigation: {
        items: [
          { id: 'n1', kind: 'collection', collectionId: 'site-nav-shop' },
          { id: 'n2', kind: 'collection', collectionId: 'site-nav-home' },
        ],
      },
    })
    expect(response.statusCode).toBe(200)
    const layout = await app.inject({ url: '/api/commondata/GetSiteLayout', headers: { host } })
    expect(
      layout.json().layout[0].links.map((l: { collectionId: string }) => l.collectionId),
    ).toEqual(['site-nav-shop', 'site-nav-home'])
  })

  it('UpdateNavigation is for owners only', async () => {
    const response = await update(
      { fieldName: 'mainNav', templateId: 'default', navigation: { items: [] } },
      '',
    )
    expect(response.statusCode).toBe(401)
  })

  it.each([
    [
      'an unknown section',
      { fieldName: 'sideNav', templateId: 't', navigation: { items: [] } },
      'sideNav is not one of the expected options',
    ],
    [
      'a collection of no one',
      {
        fieldName: 'main',
        templateId: 't',
        navigation: { items: [{ id: 'x', kind: 'collection', collectionId: 'elsewhere' }] },
      },
      'Navigation links to unknown collection elsewhere.',
    ],
    [
      'a script URL',
      {
        fieldName: 'main',
        templateId: 't',
        navigation: {
          items: [{ id: 'x', kind: 'external', url: 'javascript:alert(1)', title: 'x' }],
        },
      },
      undefined,
    ],
    ['no items', { fieldName: 'main', templateId: 't', navigation: {} }, undefined],
    [
      'items that are not links',
      { fieldName: 'main', templateId: 't', navigation: { items: [{ kind: 'moon' }] } },
      undefined,
    ],
  ])('UpdateNavigation refuses %s with 400', async (_label, body, message) => {
    const response = await update(body)
    expect(response.statusCode).toBe(400)
    if (message !== undefined) expect(response.json().message).toBe(message)
  })
})
