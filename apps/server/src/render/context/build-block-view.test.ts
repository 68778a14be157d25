import type { Block } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { buildBlockViews } from './build-block-view.js'
import { createEnv } from '../template/page-renderer.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const env = createEnv(
  snapshotFromBundle(buildDemoSite(now), { derivedWidths: [100, 300, 500, 750, 1000, 1500] }),
  now,
  'https://shop.example',
)
const at = (row: number, col = 0, span = 12) => ({ row, col, span })

function views(blocks: unknown[]) {
  return buildBlockViews(blocks as Block[], env)
}

describe('buildBlockViews', () => {
  it('orders blocks by row then column and places them on the 12-column grid', () => {
    const [first, second, third] = views([
      { id: 'c', type: 'spacer', position: at(1), value: { height: 40 } },
      { id: 'b', type: 'quote', position: at(0, 6, 6), value: { text: 'Hi', source: '' } },
      { id: 'a', type: 'horizontalrule', position: at(0, 0, 6), value: {} },
    ])
    expect([first.id, second.id, third.id]).toEqual(['a', 'b', 'c'])
    expect(first).toMatchObject({
      type: 47,
      typeName: 'horizontalrule',
      gridColumn: '1 / span 6',
      kind: { horizontalrule: true },
    })
    expect(second.gridColumn).toBe('7 / span 6')
    expect(third).toMatchObject({ type: 21, height: 40 })
  })

  it('sizes an image by its column span and loads only the first rows eagerly', () => {
    const image = {
      fileId: 'img-hero',
      altText: 'Studio',
      title: '',
      mediaFocalPoint: { x: 0.2, y: 0.8 },
    }
    const [top, , , below] = views([
      {
        id: 'i1',
        type: 'image',
        position: at(0, 0, 6),
        value: { image, caption: 'Morning', variant: 'inline', newWindow: false },
      },
      { id: 's1', type: 'spacer', position: at(1), value: { height: 10 } },
      { id: 's2', type: 'spacer', position: at(2), value: { height: 10 } },
      {
        id: 'i2',
        type: 'image',
        position: at(3),
        value: { image, caption: '', variant: 'inline', newWindow: false },
      },
    ])
    expect(top.image).toMatchObject({
      src: '/files/site-loam-ember/demo/hero.jpg?format=750w',
      width: 550,
      height: 344,
      loading: 'eager',
      objectPosition: '20% 80%',
      alt: 'Studio',
      caption: 'Morning',
    })
    expect(below.image).toMatchObject({
      src: '/files/site-loam-ember/demo/hero.jpg?format=1500w',
      loading: 'lazy',
    })
  })

  it('draws galleries as grid, slideshow or stacked from their settings', () => {
    const images = [
      {
        fileId: 'img-gallery-1',
        altText: 'Shelves',
        title: 'Drying shelves',
        mediaFocalPoint: { x: 0.5, y: 0.5 },
      },
    ]
    const design = (name: string) =>
      views([
        {
          id: `g-${name}`,
          type: 'gallery',
          position: at(0),
          value: {
            images,
            settings: {
              ...env.snapshot.collections.find((c) => c.kind === 'gallery')!.gallerySettings!,
              design: name,
            },
          },
        },
      ])[0].gallery as Record<string, unknown>
    expect(design('grid')).toMatchObject({
      grid: true,
      slideshow: false,
      stacked: false,
      thumbnailsPerRow: 4,
      aspectRatioCss: '4 / 3',
    })
    expect(design('slideshow')).toMatchObject({ slideshow: true, grid: false })
    expect(design('slider')).toMatchObject({ slideshow: true })
    expect(design('stacked')).toMatchObject({ stacked: true })
  })

  it('turns a chart into rows with bar lengths, and video links into privacy-friendly embeds', () => {
    const [chart, video] = views([
      {
        id: 'c',
        type: 'chart',
        position: at(0),
        value: {
          variant: 'bar',
          dataset: {
            series: ['Cups'],
            rows: [
              { label: 'Mon', values: [20] },
              { label: 'Tue', values: [5] },
            ],
          },
        },
      },
      {
        id: 'v',
        type: 'video',
        position: at(1),
        value: { url: 'https://www.youtube.com/watch?v=abcdef123', caption: 'Throwing a mug' },
      },
    ])
    expect((chart.chart as { rows: unknown[] }).rows).toEqual([
      {
        label: 'Mon',
        values: [{ series: 'Cups', value: 20 }],
        bars: [{ series: 'Cups', index: 0, percent: 100 }],
      },
      {
        label: 'Tue',
        values: [{ series: 'Cups', value: 5 }],
        bars: [{ series: 'Cups', index: 0, percent: 25 }],
      },
    ])
    expect(video.embedUrl).toBe('https://www.youtube-nocookie.com/embed/abcdef123')
  })

  it('shows only visible products in summaries and product blocks', () => {
    const [summary, product, missing] = views([
      {
        id: 's',
        type: 'summary-v2',
        position: at(0),
        value: { collectionId: 'col-shop', variant: 'grid', count: 3 },
      },
      { id: 'p', type: 'product', position: at(1), value: { productId: 'item-bud-vase' } },
      {
        id: 'd',
        type: 'product',
        position: at(2),
        value: { productId: 'item-holiday-market-plans' },
      },
    ])
    expect((summary.items as { title: string }[]).map((item) => item.title)).toEqual([
      'Speckled Stoneware Mug',
      'Bud Vase',
      'Large Serving Bowl',
    ])
    expect(summary.kind).toEqual({ summary: true })
    expect((product.product as { title: string }).title).toBe('Bud Vase')
    expect(missing.product).toBeUndefined()
  })
})
