import { sql } from 'kysely'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testSite } from '../testing/test-app.js'
import { runMigrations } from './run-migrations.js'
import { createSearchIndex } from './search-index.js'
import type { Storage } from './open-storage.js'

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

  const teapot = (websiteId: string) => ({
    websiteId,
    id: 'teapot',
    kind: 'product',
    title: 'Kyusu Teapot',
    body: 'A tidy side-handled teapot for brewing green teas; it pours quickly.',
    url: '/shop/kyusu-teapot',
  })

  it('stems English words: "teapots" finds the teapot, "brewed pouring" finds it too', async () => {
    const index = createSearchIndex(ctx.storage)
    const { site } = await testSite(ctx)
    await index.upsert(teapot(site.id))
    for (const text of ['teapots', 'Teapots', 'brewed', 'pouring teapots', 'tidiness', 'tea']) {
      expect((await index.query(site.id, text)).map((hit) => hit.id)).toEqual(['teapot'])
    }
    expect(await index.query(site.id, 'coffeepots')).toEqual([])
  })

  /** The search table as it was before stemming (migration 0001), with the teapot in it. */
  async function unstemmedIndexWithTeapot(storage: Storage, websiteId: string) {
    await sql`DROP TABLE search_documents`.execute(storage.db)
    if (storage.dialect.name === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE search_documents USING fts5(
        website_id UNINDEXED, doc_id UNINDEXED, kind UNINDEXED, url UNINDEXED, title, body,
        tokenize = 'unicode61 remove_diacritics 2'
      )`.execute(storage.db)
    } else {
      await sql`CREATE TABLE search_documents (
        website_id text NOT NULL, doc_id text NOT NULL, kind text NOT NULL, url text NOT NULL,
        title text NOT NULL, body text NOT NULL,
        tsv tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', title), 'A') || setweight(to_tsvector('simple', body), 'B')
        ) STORED,
        PRIMARY KEY (website_id, doc_id)
      )`.execute(storage.db)
      await sql`CREATE INDEX search_documents_tsv ON search_documents USING gin (tsv)`.execute(
        storage.db,
      )
    }
    await sql`DELETE FROM kysely_migration WHERE name = '0070-search-stemming'`.execute(storage.db)
    await createSearchIndex(storage).upsert(teapot(websiteId))
  }

  it('rebuilds an existing index with stemming in migration 0070, keeping its documents', async () => {
    const storage = await ctx.freshStorage()
    const { site } = await testSite({ ...ctx, storage })
    await unstemmedIndexWithTeapot(storage, site.id)
    const index = createSearchIndex(storage)
    // "tidiness" stems to "tidi", which only a stemmed document has (for "tidy").
    expect(await index.query(site.id, 'tidiness')).toEqual([])

    expect(await runMigrations(storage)).toEqual(['0070-search-stemming'])
    expect((await index.query(site.id, 'teapots')).map((hit) => hit.id)).toEqual(['teapot'])
    expect((await index.query(site.id, 'tidiness')).map((hit) => hit.id)).toEqual(['teapot'])
    expect((await index.query(site.id, 'kyusu')).map((hit) => hit.id)).toEqual(['teapot'])
  })
})
