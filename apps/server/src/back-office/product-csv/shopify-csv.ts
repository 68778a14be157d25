import type { RichText } from '@atelier/schema'
import { richTextHtml } from '../../html/rich-text-html.js'
import type { VariantInputWithBase } from '../products/product-input.js'
import type { CsvProduct, ExportProduct } from './csv-product.js'
import {
  amountToCents,
  centsToAmount,
  optionNamesOf,
  productTypeLabels,
  truthy,
} from './csv-product.js'
import { htmlToRichText } from './html-rich-text.js'

/** Shopify's product CSV columns (help.shopify.com "Using CSV files to import and export products"). */
export const SHOPIFY_COLUMNS = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Option3 Name',
  'Option3 Value',
  'Variant SKU',
  'Variant Grams',
  'Variant Inventory Tracker',
  'Variant Inventory Qty',
  'Variant Price',
  'Variant Compare At Price',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Gift Card',
  'SEO Title',
  'SEO Description',
  'Variant Image',
  'Status',
] as const

type Row = Record<string, string>

export function descriptionOf(body: unknown): RichText {
  const blocks = (body as { blocks?: { type: string; value?: { text?: RichText } }[] } | undefined)
    ?.blocks
  return blocks?.find((block) => block.type === 'html')?.value?.text ?? []
}

export function descriptionBody(text: RichText) {
  return {
    schemaVersion: 1,
    columns: 12,
    blocks:
      text.length === 0
        ? []
        : [
            {
              id: 'b-description',
              type: 'html',
              position: { row: 0, col: 0, span: 12 },
              value: { text },
            },
          ],
  }
}

/**
 * Products as Shopify's multi-row CSV: the first row of a product carries its fields and first
 * variant, each further variant a row of its own, and images beyond the variant rows rows with
 * only the handle and the image columns. Up to three options, as Shopify allows.
 */
export function productsToShopifyRows(
  products: readonly ExportProduct[],
  options: { vendor: string; digits: number; imageUrl: (fileId: string) => string | undefined },
): Row[] {
  const rows: Row[] = []
  for (const { item } of products) {
    const content = item.structuredContent
    if (content === undefined) continue
    const giftCard = content.productType === 4
    const names = giftCard ? ['Denominations'] : optionNamesOf(content).slice(0, 3)
    const variants = giftCard
      ? content.giftCardDenominationsCents.map((cents) => ({
          sku: '',
          priceCents: cents,
          salePriceCents: 0,
          onSale: false,
          qtyInStock: 0,
          unlimited: true,
          attributes: { Denominations: centsToAmount(cents, options.digits) } as Record<
            string,
            string
          >,
          weightGrams: undefined as number | undefined,
          imageId: undefined as string | undefined,
        }))
      : content.variants
    const images = content.images.flatMap((image) => {
      const url = image.fileId ? options.imageUrl(image.fileId) : image.assetUrl
      return url ? [{ url, alt: image.altText }] : []
    })
    const count = Math.max(variants.length, images.length, 1)
    for (let index = 0; index < count; index++) {
      const row: Row = Object.fromEntries([...SHOPIFY_COLUMNS].map((column) => [column, '']))
      row.Handle = item.urlId
      if (index === 0) {
        row.Title = item.title
        row['Body (HTML)'] = richTextHtml(descriptionOf(item.body))
        row.Vendor = options.vendor
        row.Type = productTypeLabels[content.productType] ?? ''
        row.Tags = item.tags.join(', ')
        row.Published = item.status === 'published' ? 'TRUE' : 'FALSE'
        row.Status = item.status === 'published' ? 'active' : 'draft'
        row['Gift Card'] = giftCard ? 'TRUE' : 'FALSE'
        row['SEO Title'] = item.seo?.title ?? ''
        row['SEO Description'] = item.seo?.description ?? ''
      }
      const variant = variants[index]
      if (variant) {
        names.forEach((name, n) => {
          if (index === 0) row[`Option${n + 1} Name`] = name
          row[`Option${n + 1} Value`] = variant.attributes[name] ?? ''
        })
        if (names.length === 0 && index === 0) {
          row['Option1 Name'] = 'Title'
          row['Option1 Value'] = 'Default Title'
        }
        row['Variant SKU'] = variant.sku
        row['Variant Grams'] = variant.weightGrams === undefined ? '' : String(variant.weightGrams)
        row['Variant Inventory Tracker'] = variant.unlimited ? '' : 'shopify'
        row['Variant Inventory Qty'] = variant.unlimited ? '' : String(variant.qtyInStock)
        const sale = variant.onSale && variant.salePriceCents < variant.priceCents
        row['Variant Price'] = centsToAmount(
          sale ? variant.salePriceCents : variant.priceCents,
          options.digits,
        )
        row['Variant Compare At Price'] = sale
          ? centsToAmount(variant.priceCents, options.digits)
          : ''
        row['Variant Image'] = variant.imageId ? (options.imageUrl(variant.imageId) ?? '') : ''
      }
      const image = images[index]
      if (image) {
        row['Image Src'] = image.url
        row['Image Position'] = String(index + 1)
        row['Image Alt Text'] = image.alt
      }
      rows.push(row)
    }
  }
  return rows
}

const typeByLabel = new Map(
  Object.entries(productTypeLabels).map(([code, label]) => [label.toLowerCase(), Number(code)]),
)

/** Shopify CSV rows (header already applied) grouped by handle into products. */
export function shopifyRowsToProducts(rows: readonly Row[], digits: number): CsvProduct[] {
  const products = new Map<string, CsvProduct & { optionNames: string[] }>()
  const hasTracker = rows.length > 0 && 'Variant Inventory Tracker' in (rows[0] ?? {})
  rows.forEach((row, index) => {
    const line = index + 2
    const handle = (row.Handle ?? '').trim()
    if (handle === '') return
    let product = products.get(handle)
    if (product === undefined) {
      const giftCard = truthy(row['Gift Card'])
      const type = giftCard ? 4 : (typeByLabel.get((row.Type ?? '').trim().toLowerCase()) ?? 1)
      const status = (row.Status ?? '').trim().toLowerCase()
      const published = status === '' ? truthy(row.Published) : status === 'active'
      const seoTitle = (row['SEO Title'] ?? '').trim()
      const seoDescription = (row['SEO Description'] ?? '').trim()
      const optionNames = [1, 2, 3]
        .map((n) => (row[`Option${n} Name`] ?? '').trim())
        .filter((name) => name !== '' && name !== 'Title')
      product = {
        handle,
        line,
        optionNames,
        input: {
          title: (row.Title ?? '').trim(),
          urlId: handle,
          status: published ? 'published' : 'draft',
          tags: (row.Tags ?? '')
            .split(',')
            .map((tag) => tag.trim())
            .filter(Boolean),
          body: descriptionBody(htmlToRichText(row['Body (HTML)'] ?? '')),
          seo: seoTitle || seoDescription ? { title: seoTitle, description: seoDescription } : null,
          structuredContent: {
            productType: type,
            variantOptionOrdering: giftCard ? [] : optionNames,
            variants: [],
            ...(giftCard ? { giftCardDenominationsCents: [] } : {}),
          },
        },
        images: [],
        variantImages: new Map(),
        errors: [],
        warnings: [],
      }
      products.set(handle, product)
    }
    const src = (row['Image Src'] ?? '').trim()
    if (src) product.images.push({ src, alt: (row['Image Alt Text'] ?? '').trim() })
    const priceText = (row['Variant Price'] ?? '').trim()
    const sku = (row['Variant SKU'] ?? '').trim()
    if (priceText === '' && sku === '') return
    const price = amountToCents(priceText, digits)
    if (price === undefined) {
      product.errors.push(`Line ${line}: the price “${priceText}” is not an amount.`)
      return
    }
    const content = product.input.structuredContent
    if (content.productType === 4) {
      ;(content.giftCardDenominationsCents as number[]).push(price)
      return
    }
    const compareText = (row['Variant Compare At Price'] ?? '').trim()
    const compare = compareText === '' ? undefined : amountToCents(compareText, digits)
    if (compareText !== '' && compare === undefined) {
      product.errors.push(`Line ${line}: the compare-at price “${compareText}” is not an amount.`)
      return
    }
    const onSale = compare !== undefined && compare > price
    const qtyText = (row['Variant Inventory Qty'] ?? '').trim()
    const unlimited = hasTracker ? (row['Variant Inventory Tracker'] ?? '').trim() === '' : false
    const qty = qtyText === '' ? 0 : Number(qtyText)
    if (!unlimited && (!Number.isInteger(qty) || qty < 0)) {
      product.errors.push(
        `Line ${line}: the stock “${qtyText}” is not a whole number of 0 or more.`,
      )
      return
    }
    const gramsText = (row['Variant Grams'] ?? '').trim()
    const grams = gramsText === '' ? undefined : Number(gramsText)
    if (grams !== undefined && (!Number.isInteger(grams) || grams < 0)) {
      product.errors.push(`Line ${line}: the weight “${gramsText}” is not a whole number of grams.`)
      return
    }
    const attributes: Record<string, string> = {}
    product.optionNames.forEach((name, n) => {
      attributes[name] = (row[`Option${n + 1} Value`] ?? '').trim()
    })
    const variant: VariantInputWithBase = {
      sku: sku || `${handle}-${content.variants?.length ?? 0}`.toUpperCase(),
      priceCents: onSale ? (compare as number) : price,
      salePriceCents: onSale ? price : 0,
      onSale,
      qtyInStock: unlimited ? 0 : qty,
      unlimited,
      attributes,
      ...(grams === undefined ? {} : { weightGrams: grams }),
    }
    content.variants = [...(content.variants ?? []), variant]
    const variantImage = (row['Variant Image'] ?? '').trim()
    if (variantImage) product.variantImages.set(variant.sku, variantImage)
  })
  return [...products.values()].map(({ optionNames: _names, ...product }) => product)
}
