import type { Website } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { seedDemo } from '../demo/seed-demo.js'
import type { Storage } from '../storage/open-storage.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { crumbHeaders, signInOwner, testApp } from '../testing/test-app.js'

describeEachDialect('published demo site: blog, SEO, footer, branding and search', (ctx) => {
  let app: FastifyInstance
  let storage: Storage
  let clock = Date.parse('2026-03-02T15:00:00Z')
  const later = () => {
    clock += 5_000
  }
  const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })
  const meta = (html: string, property: string) =>
    new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1]

  beforeAll(async () => {
    storage = await ctx.freshStorage()
    app = await testApp(ctx, { storage, now: () => new Date(clock) })
    await seedDemo(storage, app.atelier, { images: false })
  })
  afterAll(async () => {
    await app.close()
  })

  it('lists posts on /journal with their excerpt, and the comment count once comments are on', async () => {
    const before = (await get('/journal')).body
    expect(before).toMatch(
      /<div class="post-card__excerpt rich-text">(<p>)?How a bucket of wood ash from the roaster became the glaze on our spring bowls\./,
    )
    expect(before).not.toContain('#comments')

    const row = await storage.db
      .selectFrom('websites')
      .select(['id', 'settings'])
      .where('isDefault', '=', 1)
      .executeTakeFirstOrThrow()
    const website = storage.dialect.decodeJson<Website>(row.settings)
    await storage.db
      .updateTable('websites')
      .set({
        settings: storage.dialect.encodeJson({
          ...website,
          settings: { ...website.settings, commentsEnabled: true },
        }),
        // Later than the seeding, which ran at this same clock: a new site version.
        updatedAt: new Date(clock + 1).toISOString(),
      })
      .where('id', '=', row.id)
      .execute()
    later()
    const journal = (await get('/journal')).body
    // The engine's comment-count at zero; SPEC §8 writes it 'No Comment(s)'.
    expect(journal).toContain('<a href="/journal/a-new-ash-glaze#comments">No Comments</a>')
  })

  it('links a post to its categories and tags', async () => {
    const context = JSON.parse((await get('/journal/a-new-ash-glaze?format=json')).body)
    const { categories, tags } = context.item as { categories: string[]; tags: string[] }
    expect(categories.length + tags.length).toBeGreaterThan(0)
    const post = (await get('/journal/a-new-ash-glaze')).body
    for (const category of categories) {
      expect(post).toContain(
        `<a class="chip" href="/journal?category=${encodeURIComponent(category)}">`,
      )
    }
    for (const tag of tags) {
      expect(post).toContain(
        `<a class="chip chip--quiet" href="/journal?tag=${encodeURIComponent(tag)}">`,
      )
    }
  })

  it('gives a product page OpenGraph tags and a JSON-LD Product with its image', async () => {
    const html = (await get('/shop/speckled-stoneware-mug')).body
    expect(meta(html, 'og:title')).toContain('Speckled Stoneware Mug')
    expect(meta(html, 'og:description')!.length).toBeGreaterThan(20)
    expect(meta(html, 'og:url')).toBe('http://localhost/shop/speckled-stoneware-mug')
    const image = meta(html, 'og:image')
    expect(image).toMatch(/^http:\/\/localhost\/files\/.+\.(jpe?g|png|webp)/)
    // Link previews get a rendition at least 1200 px across, with its real size.
    expect(Number(meta(html, 'og:image:width'))).toBeGreaterThanOrEqual(1200)
    expect(Number(meta(html, 'og:image:height'))).toBeGreaterThan(0)
    const nodes = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!,
    ) as { '@type': string; image?: string[] }[]
    const jsonLd = nodes.find((node) => node['@type'] === 'ProductGroup')!
    const images = [jsonLd.image].flat()
    expect(images.length).toBeGreaterThan(0)
    for (const url of images) expect(url).toMatch(/^http:\/\/localhost\/files\//)
  })

  it('links an event to Google Calendar with UTC start and end', async () => {
    const html = (await get('/events/studio-sale')).body
    const href =
      /<a class="button button--secondary" href="([^"]+)"[^>]*>Add to Google Calendar/.exec(
        html,
      )![1]!
    expect(href).toMatch(/^https?:\/\/www\.google\.com\/calendar\/event\?/)
    expect(decodeURIComponent(href.replace(/&amp;/g, '&'))).toMatch(
      /dates=\d{8}T\d{6}Z\/\d{8}T\d{6}Z/,
    )
  })

  it('shows the footer text and social links on /', async () => {
    const html = (await get('/')).body
    const footer = html.slice(html.indexOf('<footer class="site-footer">'))
    expect(footer).toContain('41 Foundry Lane, Portland, ME 04101')
    expect(footer).toContain('Thursday to Sunday, 9 am to 3 pm')
    expect(footer).toContain('href="https://www.instagram.com/loamandember"')
  })

  it('shows the logo once the owner picks one and logo branding in the header', async () => {
    expect((await get('/')).body).toContain(
      '<span class="site-brand__title">Loam &amp; Ember</span>',
    )
    const session = await signInOwner({ ...ctx, storage }, app, 'localhost')
    const headers = { host: 'localhost', ...crumbHeaders(session) }
    const logo = await app.inject({
      method: 'PATCH',
      url: '/api/editor/website',
      headers,
      payload: { logoFileId: 'img-hero' },
    })
    expect(logo.statusCode).toBe(200)
    const branding = await app.inject({
      method: 'PUT',
      url: '/api/site-header-footer',
      headers,
      payload: { header: { branding: 'logo' }, footer: {} },
    })
    expect(branding.statusCode).toBe(200)
    later()
    const html = (await get('/')).body
    expect(html).toMatch(
      /<a class="site-brand" href="\/"><img class="site-brand__logo" src="\/files\/[^"]+hero\.jpg" alt="Loam &amp; Ember" height="40"><\/a>/,
    )
    expect(html).not.toContain('class="site-brand__title"')
  })

  it('finds pages and blog posts in search, not only products', async () => {
    const about = (await get('/search?q=internationally')).body
    expect(about).toContain('href="/about"')
    const post = (await get('/search?q=glaze')).body
    expect(post).toContain('href="/journal/a-new-ash-glaze"')
  })
})
