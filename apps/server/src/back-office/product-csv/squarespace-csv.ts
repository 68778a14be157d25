import { richTextHtml } from '../../html/rich-text-html.js'
import { urlIdFromTitle } from '../../http/url-ids.js'
import type { VariantInputWithBase } from '../products/product-input.js'
import type { CsvProduct, ExportProduct } from './csv-product.js'
import { amountToCents, centsToAmount, optionNamesOf, truthy } from './csv-product.js'
import { htmlToRichText } from './html-rich-text.js'
import { descriptionBody, descriptionOf } from './shopify-csv.js'

const optionColumns = [1, 2, 3, 4, 5, 6].flatMap((n) => [`Option Name ${n}`, `Option Value ${n}`])

/** Squarespace's product CSV columns, one row per variant. */
export const SQUARESPACE_COLUMNS = [
  'Product ID',
  'Variant ID',
  'Product Type',
  'Product Page',
  'Product URL',
  'Title',
  'Description',
  'SKU',
  ...optionColumns,
  'Price',
  'Sale Price',
  'On Sale',
  'Stock',
  'Categories',
  'Tags',
  'Weight',
  'Length',
  'Width',
  'Height',
  'Visible',
  'Hosted Image URLs',
] as const

type Row = Record<string, string>

const typeNames: Record<number, string> = {
  1: 'PHYSICAL',
  2: 'DIGITAL',
  3: 'SERVICE',
  4: 'GIFT_CARD',
}
const typeByName = new Map(Object.entries(typeNames).map(([code, name]) => [name, Number(code)]))

/** Weight in kilograms and sizes in centimetres, as a metric Squarespace store writes them. */
export function productsToSquarespaceRows(
  products: readonly ExportProduct[],
  options: { digits: number; imageUrl: (fileId: string) => string | undefined },
): Row[] {
  const rows: Row[] = []
  for (const { item, storeUrlId } of products) {
    const content = item.structuredContent
    if (content === undefined) continue
    const giftCard = content.productType === 4
    const variants = giftCard
      ? content.giftCardDenominationsCents.map((cents) => ({
          id: '',
          sku: '',
          priceCents: cents,
          salePriceCents: 0,
          onSale: false,
          qtyInStock: 0,
          unlimited: true,
          attributes: {} as Record<string, string>,
          weightGrams: undefined as number | undefined,
          dimensions: undefined as
            { lengthCm: number; widthCm: number; heightCm: number } | undefined,
        }))
      : content.variants
    variants.forEach((variant, index) => {
      const row: Row = Object.fromEntries([...SQUARESPACE_COLUMNS].map((column) => [column, '']))
      row['Product ID'] = item.id
      row['Variant ID'] = variant.id
      row['Product URL'] = item.urlId
      row.SKU = variant.sku
      if (index === 0) {
        row['Product Type'] = typeNames[content.productType] ?? 'PHYSICAL'
        row['Product Page'] = storeUrlId
        row.Title = item.title
        row.Description = richTextHtml(descriptionOf(item.body))
        row.Categories = item.categories.join(', ')
        row.Tags = item.tags.join(', ')
        row.Visible = item.status === 'published' ? 'Yes' : 'No'
        row['Hosted Image URLs'] = content.images
          .flatMap((image) => {
            const url = image.fileId ? options.imageUrl(image.fileId) : image.assetUrl
            return url ? [url] : []
          })
          .join(' ')
      }
      optionNamesOf(content)
        .slice(0, 6)
        .forEach((name, n) => {
          row[`Option Name ${n + 1}`] = name
          row[`Option Value ${n + 1}`] = variant.attributes[name] ?? ''
        })
      row.Price = centsToAmount(variant.priceCents, options.digits)
      row['Sale Price'] = centsToAmount(variant.salePriceCents, options.digits)
      row['On Sale'] = variant.onSale ? 'Yes' : 'No'
      row.Stock = variant.unlimited ? 'Unlimited' : String(variant.qtyInStock)
      row.Weight = variant.weightGrams === undefined ? '' : String(variant.weightGrams / 1000)
      row.Length = variant.dimensions ? String(variant.dimensions.lengthCm) : ''
      row.Width = variant.dimensions ? String(variant.dimensions.widthCm) : ''
      row.Height = variant.dimensions ? String(variant.dimensions.heightCm) : ''
      rows.push(row)
    })
  }
  return rows
}

/** Squarespace rows grouped by Product URL (or Product ID) into products. */
export function squarespaceRowsToProducts(rows: readonly Row[], digits: number): CsvProduct[] {
  const products = new Map<string, CsvProduct>()
  let current: CsvProduct | undefined
  rows.forEach((row, index) => {
    const line = index + 2
    const handle = (row['Product URL'] ?? '').trim() || (row['Product ID'] ?? '').trim()
    const title = (row.Title ?? '').trim()
    if (handle !== '' && products.has(handle)) current = products.get(handle)
    else if (title !== '') {
      const type = typeByName.get((row['Product Type'] ?? '').trim().toUpperCase()) ?? 1
      const optionNames = [1, 2, 3, 4, 5, 6]
        .map((n) => (row[`Option Name ${n}`] ?? '').trim())
        .filter(Boolean)
      const key = handle || urlIdFromTitle(title)
      current = {
        handle: key,
        line,
        input: {
          title,
          urlId: key,
          status: truthy(row.Visible) ? 'published' : 'draft',
          tags: (row.Tags ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          categories: (row.Categories ?? '')
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
          body: descriptionBody(htmlToRichText(row.Description ?? '')),
          structuredContent: {
            productType: type,
            variantOptionOrdering: type === 4 ? [] : optionNames,
            variants: [],
            ...(type === 4 ? { giftCardDenominationsCents: [] } : {}),
          },
        },
        images: (row['Hosted Image URLs'] ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((src) => ({ src, alt: '' })),
        variantImages: new Map(),
        errors: [],
        warnings: [],
      }
      products.set(key, current)
    }
    if (current === undefined) return
    const product = current
    const priceText = (row.Price ?? '').trim()
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
    const saleText = (row['Sale Price'] ?? '').trim()
    const sale = saleText === '' ? 0 : amountToCents(saleText, digits)
    if (sale === undefined) {
      product.errors.push(`Line ${line}: the sale price “${saleText}” is not an amount.`)
      return
    }
    const stockText = (row.Stock ?? '').trim()
    const unlimited = /^unlimited$/i.test(stockText)
    const qty = unlimited || stockText === '' ? 0 : Number(stockText)
    if (!Number.isInteger(qty) || qty < 0) {
      product.errors.push(
        `Line ${line}: the stock “${stockText}” is not a whole number of 0 or more.`,
      )
      return
    }
    const number = (column: string) => {
      const text = (row[column] ?? '').trim()
      const value = text === '' ? undefined : Number(text)
      return value !== undefined && Number.isFinite(value) && value >= 0 ? value : undefined
    }
    const weightKg = number('Weight')
    const [lengthCm, widthCm, heightCm] = [number('Length'), number('Width'), number('Height')]
    const attributes: Record<string, string> = {}
    ;(content.variantOptionOrdering ?? []).forEach((name, n) => {
      attributes[name] = (row[`Option Value ${n + 1}`] ?? '').trim()
    })
    const variant: VariantInputWithBase = {
      sku:
        (row.SKU ?? '').trim() ||
        `${product.handle}-${content.variants?.length ?? 0}`.toUpperCase(),
      priceCents: price,
      salePriceCents: sale,
      onSale: truthy(row['On Sale']),
      qtyInStock: qty,
      unlimited,
      attributes,
      ...(weightKg === undefined ? {} : { weightGrams: Math.round(weightKg * 1000) }),
      ...(lengthCm !== undefined && widthCm !== undefined && heightCm !== undefined
        ? { dimensions: { lengthCm, widthCm, heightCm } }
        : {}),
    }
    content.variants = [...(content.variants ?? []), variant]
  })
  return [...products.values()]
}
