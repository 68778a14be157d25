import sharp from 'sharp'
import { expect, it } from 'vitest'
import { seedDemo } from '../demo/seed-demo.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testApp } from '../testing/test-app.js'

describeEachDialect('images in published pages', (ctx) => {
  it('draws the demo pictures and serves them with srcset, sizes, width/height, focal point and lazy loading', async () => {
    const storage = await ctx.freshStorage()
    const app = await testApp(ctx, { storage })
    await seedDemo(storage, app.atelier)
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'localhost' } })

    const product = (await get('/shop/speckled-stoneware-mug')).body
    const images = product.match(/<img [^>]*>/g) ?? []
    const main = images.find((tag) => tag.includes('alt="Speckled stoneware mug in oat glaze"'))!
    expect(main).toContain('src="/files/site-loam-ember/demo/mug-oat.jpg?format=750w"')
    expect(main).toContain(
      'srcset="/files/site-loam-ember/demo/mug-oat.jpg?format=100w 100w, /files/site-loam-ember/demo/mug-oat.jpg?format=300w 300w, /files/site-loam-ember/demo/mug-oat.jpg?format=500w 500w, /files/site-loam-ember/demo/mug-oat.jpg?format=750w 750w, /files/site-loam-ember/demo/mug-oat.jpg?format=1000w 1000w"',
    )
    expect(main).toContain('sizes="(max-width: 860px) 100vw, 700px"')
    expect(main).toContain('width="700" height="875"')
    expect(main).toContain('loading="eager"')
    // The product's first photo is the page's largest paint: fetched first (Lighthouse's LCP hint).
    expect(main).toContain('fetchpriority="high"')
    expect(images.filter((tag) => tag.includes('fetchpriority'))).toHaveLength(1)
    expect(images.find((tag) => tag.includes('charcoal glaze'))).toContain('loading="lazy"')
    expect(images.find((tag) => tag.includes('charcoal glaze'))).not.toContain('fetchpriority')

    const home = (await get('/')).body
    expect(home).toContain('style="object-position:40% 60%"')

    const derived = await get('/files/site-loam-ember/demo/mug-oat.jpg?format=500w')
    expect(derived.statusCode).toBe(200)
    expect((await sharp(derived.rawPayload).metadata()).width).toBe(500)
    await app.close()
  }, 60_000)
})
