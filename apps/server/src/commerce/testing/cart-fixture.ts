import path from 'node:path'
import { createDiskFileStore } from '../../files/disk-file-store.js'
import { importSite } from '../../sites/import-site.js'
import type { Storage } from '../../storage/open-storage.js'

export interface CartFixtureOptions {
  multipleQuantityAllowedForServices?: boolean
  currency?: string
  /** Extra unlimited products for the concurrency tests. */
  bulkProducts?: number
  /** The site's locale and money format (defaults: en-US, CLDR). */
  locale?: string
  useCLDRMoneyFormat?: boolean
  /** Adds an unlimited product 'priced' at this price, for the money formatting tests. */
  pricedProductCents?: number
  /** The store's minimum order subtotal (SPEC §8); none by default. */
  minimumOrderSubtotalCents?: number
}

let sequence = 0

/**
 * A small store of its own (unique ids and domain per call, so suites can hold several sites): a
 * Size × Color tee (category Clothing) with one sold-out and one on-sale variant, a mug (categories
 * Ceramics and Mugs) with 2 units, a service, a digital
 * download, a gift card with denominations, a subscription, a product with an extra form, a product
 * with no stock and a draft product.
 */
export async function seedCartFixture(
  storage: Storage,
  dataDir: string,
  options: CartFixtureOptions = {},
) {
  const p = `fx${Date.now().toString(36)}${sequence++}`
  const websiteId = `${p}-site`
  const host = `${p}.shop.example`
  const shopId = `${p}-shop`
  const formId = `${p}-engraving`
  const id = (name: string) => `${p}-${name}`
  const sku = (name: string) => `${p}-${name}`.toUpperCase()

  function variant(name: string, fields: Record<string, unknown>) {
    return { id: id(`v-${name}`), sku: sku(name), priceCents: 2000, ...fields }
  }
  function product(
    name: string,
    structuredContent: Record<string, unknown>,
    status = 'published',
    categories: string[] = [],
  ) {
    return {
      schemaVersion: 1,
      id: id(name),
      websiteId,
      collectionId: shopId,
      urlId: name,
      title: `Product ${name}`,
      recordType: 11,
      status,
      categories,
      structuredContent,
    }
  }
  const physical = 1
  const items = [
    product(
      'tee',
      {
        productType: physical,
        variantOptionOrdering: ['Size', 'Color'],
        variants: [
          variant('tee-s-red', { qtyInStock: 5, attributes: { Size: 'S', Color: 'Red' } }),
          variant('tee-s-blue', { qtyInStock: 0, attributes: { Size: 'S', Color: 'Blue' } }),
          variant('tee-m-red', {
            qtyInStock: 10,
            onSale: true,
            salePriceCents: 1500,
            attributes: { Size: 'M', Color: 'Red' },
          }),
          variant('tee-m-blue', { qtyInStock: 3, attributes: { Size: 'M', Color: 'Blue' } }),
        ],
      },
      'published',
      ['Clothing'],
    ),
    product(
      'mug',
      {
        productType: physical,
        variants: [variant('mug', { qtyInStock: 2, priceCents: 3200 })],
      },
      'published',
      ['Ceramics', 'Mugs'],
    ),
    product('lesson', {
      productType: 3,
      variants: [variant('lesson', { unlimited: true, priceCents: 9000 })],
    }),
    product('ebook', {
      productType: 2,
      variants: [variant('ebook', { qtyInStock: 0, priceCents: 1200 })],
    }),
    product('gift', { productType: 4, giftCardDenominationsCents: [2500, 5000] }),
    product('beans', {
      productType: physical,
      isSubscribable: true,
      subscriptionPlan: { billingPeriod: { value: 1, unit: 'MONTH' }, numBillingCycles: 0 },
      variants: [variant('beans', { unlimited: true, priceCents: 1800 })],
    }),
    product('engraved', {
      productType: physical,
      additionalFieldsFormId: formId,
      variants: [variant('engraved', { unlimited: true, priceCents: 4000 })],
    }),
    product('gone', { productType: physical, variants: [variant('gone', { qtyInStock: 0 })] }),
    product(
      'draft',
      { productType: physical, variants: [variant('draft', { unlimited: true })] },
      'draft',
    ),
    ...Array.from({ length: options.bulkProducts ?? 0 }, (_, index) =>
      product(`bulk-${index}`, {
        productType: physical,
        variants: [variant(`bulk-${index}`, { unlimited: true, priceCents: 100 })],
      }),
    ),
    ...(options.pricedProductCents === undefined
      ? []
      : [
          product('priced', {
            productType: physical,
            variants: [
              variant('priced', { unlimited: true, priceCents: options.pricedProductCents }),
            ],
          }),
        ]),
  ]
  const bundle = {
    bundleVersion: 1,
    website: {
      schemaVersion: 1,
      id: websiteId,
      title: 'Fixture Shop',
      currency: options.currency ?? 'USD',
      locale: options.locale ?? 'en-US',
      settings: {
        useCLDRMoneyFormat: options.useCLDRMoneyFormat ?? true,
        storeSettings: {
          multipleQuantityAllowedForServices: options.multipleQuantityAllowedForServices ?? false,
          ...(options.minimumOrderSubtotalCents === undefined
            ? {}
            : { minimumOrderSubtotalCents: options.minimumOrderSubtotalCents }),
        },
      },
    },
    collections: [
      {
        schemaVersion: 1,
        id: shopId,
        websiteId,
        urlId: 'shop',
        title: 'Shop',
        kind: 'store',
        status: 'published',
      },
    ],
    items,
    navigation: { schemaVersion: 1, main: [], secondary: [], hidden: [] },
    headerFooter: { schemaVersion: 1 },
    forms: [
      {
        schemaVersion: 1,
        id: formId,
        name: 'Engraving',
        fields: [
          { id: 'name-to-letter', type: 'text', label: 'Name to letter', required: true },
          { id: 'notes', type: 'textarea', label: 'Notes', maxLength: 20 },
        ],
      },
    ],
  }
  const fileStore = createDiskFileStore(path.join(dataDir, 'files'))
  await importSite({ storage, fileStore, now: () => new Date() }, bundle, { domain: host })
  return { websiteId, host, formId, id, sku }
}

export type CartFixture = Awaited<ReturnType<typeof seedCartFixture>>
