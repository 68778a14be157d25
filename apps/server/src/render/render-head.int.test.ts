import { expect, it } from 'vitest'
import { seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

// Issue 15 point 2: what a phone needs for its first paint comes in the first response.
describeEachDialect('the head and first image of published pages', (ctx) => {
  it('prints the theme stylesheet inline, links none, and keeps it out of ?format=json', async () => {
    const storage = await ctx.freshStorage()
    const app = await testApp(ctx, { storage })
    await seedDemo(storage, app.atelier)
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })
    for (const path of [
      '/',
      '/shop',
      '/shop/speckled-stoneware-mug',
      '/journal/a-new-ash-glaze',
      '/cart',
    ]) {
      const html = (await get(path)).body
      const head = html.slice(0, html.indexOf('</head>'))
      expect(head, path).toMatch(/<style id="atelier-theme">[^<]*\.site-header[^<]*<\/style>/)
      expect(head, path).not.toContain('rel="stylesheet"')
    }
    const json = (await get('/?format=json')).body
    expect(json).not.toContain('.site-header')
    expect(JSON.parse(json).atelier.theme.stylesheetUrl).toMatch(/^\/assets\/theme\/site\.css\?v=/)
    // The linked form still answers, for a theme too large to inline.
    const css = await get('/assets/theme/site.css')
    expect(css.statusCode).toBe(200)
    expect(css.body).toContain('.site-header')
    await app.close()
  }, 60_000)

  it('fetches the first image of the home, shop and blog post pages first, never lazily', async () => {
    const storage = await ctx.freshStorage()
    const app = await testApp(ctx, { storage })
    await seedDemo(storage, app.atelier)
    const get = async (url: string) =>
      (await app.inject({ method: 'GET', url, headers: { host: 'localhost' } })).body
    for (const path of ['/', '/shop', '/shop/speckled-stoneware-mug', '/journal/a-new-ash-glaze']) {
      const html = await get(path)
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'))
      const images = main.match(/<img [^>]*>/g) ?? []
      const first = images[0] ?? ''
      expect(first, path).toContain('fetchpriority="high"')
      expect(first, path).toContain('loading="eager"')
      expect(first, path).not.toContain('loading="lazy"')
      expect(first, path).toMatch(/ width="\d+" height="\d+"/)
      // One image asks for priority; the rest of the page waits its turn.
      expect(
        images.filter((tag) => tag.includes('fetchpriority')),
        path,
      ).toHaveLength(1)
    }
    await app.close()
  }, 60_000)
})
