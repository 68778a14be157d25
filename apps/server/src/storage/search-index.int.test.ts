import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testSite } from '../testing/test-app.js'
import { createSearchIndex } from './search-index.js'

describeEachDialect('search index', (ctx) => {
  it('finds documents by every word, as prefixes, title matches first, per website', async () => {
    const index = createSearchIndex(ctx.storage)
    const { site } = await testSite(ctx)
    const other = await testSite(ctx)
    await index.upsert({
      websiteId: site.id,
      id: 'mug',
      kind: 'product',
      title: 'Speckled Mug',
      body: 'A hand-thrown stoneware mug with a speckled glaze.',
      url: '/shop/speckled-mug',
    })
    await index.upsert({
      websiteId: site.id,
      id: 'post',
      kind: 'post',
      title: 'Notes from the kiln',
      body: 'Why every speckled mug looks different after firing.',
      url: '/journal/notes',
    })
    await index.upsert({
      websiteId: other.site.id,
      id: 'other-mug',
      kind: 'product',
      title: 'Mug',
      body: 'Speckled too',
      url: '/mug',
    })

    const hits = await index.query(site.id, 'speckl mug')
    expect(hits.map((hit) => hit.id)).toEqual(['mug', 'post'])
    expect(hits[0]).toEqual({
      id: 'mug',
      kind: 'product',
      title: 'Speckled Mug',
      url: '/shop/speckled-mug',
      excerpt: 'A hand-thrown stoneware mug with a speckled glaze.',
    })
    expect((await index.query(site.id, 'stoneware')).map((hit) => hit.id)).toEqual(['mug'])
    expect(await index.query(site.id, 'porcelain')).toEqual([])
  })

  it('replaces a document on upsert and forgets it on remove', async () => {
    const index = createSearchIndex(ctx.storage)
    const { site } = await testSite(ctx)
    const doc = {
      websiteId: site.id,
      id: 'p',
      kind: 'page',
      title: 'About',
      body: 'We roast coffee',
      url: '/about',
    }
    await index.upsert(doc)
    await index.upsert({ ...doc, body: 'We fire clay' })
    expect(await index.query(site.id, 'coffee')).toEqual([])
    expect((await index.query(site.id, 'clay')).length).toBe(1)
    await index.remove(site.id, 'p')
    expect(await index.query(site.id, 'clay')).toEqual([])
  })

  it('treats query syntax as plain words and finds nothing for an empty query', async () => {
    const index = createSearchIndex(ctx.storage)
    const { site } = await testSite(ctx)
    await index.upsert({
      websiteId: site.id,
      id: 'x',
      kind: 'page',
      title: 'Glaze',
      body: 'Ash glaze',
      url: '/x',
    })
    for (const text of ['"', 'glaze" OR "', "glaze' & !", 'NEAR(glaze', '*', ':*', '   ']) {
      await expect(index.query(site.id, text)).resolves.toBeInstanceOf(Array)
    }
    expect(await index.query(site.id, '')).toEqual([])
    expect((await index.query(site.id, '"glaze*"')).map((hit) => hit.id)).toEqual(['x'])
  })
})
