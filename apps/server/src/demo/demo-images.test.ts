import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_IMAGES } from './demo-files.js'
import { demoImageSvg, renderDemoImage } from './demo-images.js'

describe('demo images', () => {
  it('draws a JPEG of the declared size locally', async () => {
    const spec = DEMO_IMAGES.find((image) => image.id === 'img-gift-card')!
    const data = await renderDemoImage(spec)
    const meta = await sharp(data).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', spec.width, spec.height])
  })

  it('escapes label text inside the SVG', () => {
    const svg = demoImageSvg({ ...DEMO_IMAGES[0], motif: 'card', label: 'Loam & Ember' })
    expect(svg).toContain('Loam &amp; Ember')
  })
})
