import type { SiteBundleInput } from '@atelier/schema'
import sharp from 'sharp'

/** A small PNG of the given size, made locally (no fixtures on disk). */
export async function samplePng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 120, b: 90 } },
  })
    .png()
    .toBuffer()
}

/** A site with a page, a store with a two-variant product, a blog post, navigation and a file. */
export async function sampleBundle(
  websiteId = 'site-sample',
  host = 'sample.example',
): Promise<SiteBundleInput> {
  const image = await samplePng(320, 200)
  return {
    bundleVersion: 1,
    website: {
      schemaVersion: 1,
      id: websiteId,
      title: 'Clay & Bean',
      currency: 'USD',
      // Not the defaults, so a round trip that dropped them would show.
      settings: {
        storeSettings: {
          restockMailingListSignUpEnabled: true,
          restockMailingListOptInByDefault: true,
        },
      },
    },
    domains: [
      { host, primary: true },
      { host: `www.${host}`, primary: false },
    ],
    collections: [
      {
        schemaVersion: 1,
        id: `${websiteId}-home`,
        websiteId,
        urlId: 'home',
        title: 'Home',
        kind: 'page',
        status: 'published',
        layout: { schemaVersion: 1, columns: 12, blocks: [] },
      },
      {
        schemaVersion: 1,
        id: `${websiteId}-shop`,
        websiteId,
        urlId: 'shop',
        title: 'Shop',
        kind: 'store',
        status: 'published',
      },
      {
        schemaVersion: 1,
        id: `${websiteId}-journal`,
        websiteId,
        urlId: 'journal',
        title: 'Journal',
        kind: 'blog',
        status: 'published',
      },
    ],
    items: [
      {
        schemaVersion: 1,
        id: `${websiteId}-mug`,
        websiteId,
        collectionId: `${websiteId}-shop`,
        urlId: 'speckled-mug',
        title: 'Speckled Mug',
        recordType: 11,
        status: 'published',
        tags: ['mugs'],
        categories: ['Tableware'],
        excerpt: 'A hand-thrown stoneware mug with a speckled glaze.',
        structuredContent: {
          productType: 1,
          variants: [
            {
              id: `${websiteId}-mug-s`,
              sku: `${websiteId}-MUG-S`,
              priceCents: 3200,
              qtyInStock: 4,
              weightGrams: 350,
              imageId: `${websiteId}-hero`,
              attributes: { Size: 'Small' },
              optionValues: [{ optionName: 'Size', value: 'Small' }],
            },
            {
              id: `${websiteId}-mug-l`,
              sku: `${websiteId}-MUG-L`,
              priceCents: 3800,
              salePriceCents: 3000,
              onSale: true,
              unlimited: true,
              attributes: { Size: 'Large' },
              optionValues: [{ optionName: 'Size', value: 'Large' }],
            },
          ],
          customSoldOutText: 'Back after the next firing',
          scarcityEnabled: true,
          scarcityThreshold: 3,
          expressCheckout: true,
        },
      },
      {
        schemaVersion: 1,
        id: `${websiteId}-post`,
        websiteId,
        collectionId: `${websiteId}-journal`,
        urlId: 'first-firing',
        title: 'The first firing',
        recordType: 1,
        status: 'scheduled',
        publishOn: '2026-12-01T09:00:00.000Z',
      },
    ],
    navigation: {
      schemaVersion: 1,
      main: [
        { id: 'nav-home', kind: 'collection', collectionId: `${websiteId}-home` },
        {
          id: 'nav-more',
          kind: 'folder',
          title: 'More',
          children: [
            { id: 'nav-shop', kind: 'collection', collectionId: `${websiteId}-shop` },
            {
              id: 'nav-ig',
              kind: 'external',
              url: 'https://instagram.com/clayandbean',
              title: 'Instagram',
            },
          ],
        },
      ],
      secondary: [{ id: 'nav-journal', kind: 'collection', collectionId: `${websiteId}-journal` }],
    },
    headerFooter: {
      schemaVersion: 1,
      header: { branding: 'title' },
      footer: { showSocialLinks: false },
    },
    forms: [
      {
        schemaVersion: 1,
        id: `${websiteId}-contact`,
        name: 'Contact',
        fields: [{ id: 'message', type: 'textarea', label: 'Message', maxLength: 500 }],
      },
    ],
    files: [
      {
        id: `${websiteId}-hero`,
        path: 'images/hero.png',
        mime: 'image/png',
        size: image.length,
        width: 320,
        height: 200,
        alt: 'Mugs drying on a shelf',
        dataBase64: image.toString('base64'),
      },
    ],
  }
}
