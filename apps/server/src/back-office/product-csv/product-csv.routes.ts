import { fractionDigits, isCurrencyCode } from '@atelier/commerce'
import { parse } from 'csv-parse/sync'
import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { recordsToCsv, restoreFormula } from '../../csv/csv.js'
import { AtelierError } from '../../errors/atelier-error.js'
import { errorSchema } from '../../http/route-schemas.js'
import { siteBaseUrl } from '../../mail/site-base-url.js'
import { productsDeps } from '../products/products.routes.js'
import type { CsvProduct } from './csv-product.js'
import { productsForExport } from './export-products.js'
import { importProducts } from './import-products.js'
import { resolveImages } from './resolve-images.js'
import { productsToShopifyRows, SHOPIFY_COLUMNS, shopifyRowsToProducts } from './shopify-csv.js'
import {
  productsToSquarespaceRows,
  SQUARESPACE_COLUMNS,
  squarespaceRowsToProducts,
} from './squarespace-csv.js'

const tags = ['editor: products']
/** A 5,000-product file with descriptions runs to a few megabytes. */
const MAX_CSV_BYTES = 30_000_000

async function siteOf(services: AppServices, websiteId: string) {
  const row = await services.storage.db
    .selectFrom('websites')
    .select(['currency', 'title'])
    .where('id', '=', websiteId)
    .executeTakeFirst()
  const currency = row?.currency ?? 'USD'
  return {
    title: row?.title ?? '',
    digits: isCurrencyCode(currency) ? fractionDigits(currency) : 2,
  }
}

/** Product CSV export and import in Shopify's and Squarespace's formats (store permission). */
export function productCsvRoutes(app: FastifyInstance, services: AppServices): void {
  const deps = productsDeps(services)

  app.get(
    '/api/editor/store/products.csv',
    {
      schema: {
        summary: "The site's products as Shopify's (default) or Squarespace's product CSV",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            format: { type: 'string', enum: ['shopify', 'squarespace'] },
            collectionId: { type: 'string', maxLength: 128 },
          },
        },
      },
    },
    async (request, reply) => {
      const websiteId = request.site.id
      const format = request.query.format ?? 'shopify'
      const site = await siteOf(services, websiteId)
      const base = await siteBaseUrl(services.storage, websiteId)
      const { products, fileUrls } = await productsForExport(
        services.storage,
        websiteId,
        request.query.collectionId,
      )
      const imageUrl = (fileId: string) => {
        const path = fileUrls.get(fileId)
        return path === undefined ? undefined : `${base}${path}`
      }
      const csv =
        format === 'shopify'
          ? recordsToCsv(
              productsToShopifyRows(products, {
                vendor: site.title,
                digits: site.digits,
                imageUrl,
              }),
              SHOPIFY_COLUMNS,
            )
          : recordsToCsv(
              productsToSquarespaceRows(products, { digits: site.digits, imageUrl }),
              SQUARESPACE_COLUMNS,
            )
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${format}.csv"`)
        .send(csv)
    },
  )

  app.post(
    '/api/editor/store/products/import',
    {
      bodyLimit: MAX_CSV_BYTES,
      schema: {
        summary:
          'Import products from a Shopify or Squarespace product CSV into a store page; ' +
          'dryRun answers what would change and the problems of each product without writing',
        tags,
        body: {
          type: 'object',
          required: ['format', 'csv', 'collectionId'],
          additionalProperties: false,
          properties: {
            format: { type: 'string', enum: ['shopify', 'squarespace'] },
            csv: { type: 'string', minLength: 1, maxLength: MAX_CSV_BYTES },
            collectionId: { type: 'string', minLength: 1, maxLength: 128 },
            dryRun: { type: 'boolean' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['dryRun', 'summary', 'products'],
            properties: {
              dryRun: { type: 'boolean' },
              summary: {
                type: 'object',
                properties: {
                  create: { type: 'integer' },
                  update: { type: 'integer' },
                  unchanged: { type: 'integer' },
                  error: { type: 'integer' },
                },
              },
              products: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    line: { type: 'integer' },
                    handle: { type: 'string' },
                    title: { type: 'string' },
                    action: { type: 'string', enum: ['create', 'update', 'unchanged', 'error'] },
                    errors: { type: 'array', items: { type: 'string' } },
                    warnings: { type: 'array', items: { type: 'string' } },
                  },
                },
              },
            },
          },
          400: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const websiteId = request.site.id
      const { format, csv, collectionId } = request.body
      const store = await services.storage.db
        .selectFrom('collections')
        .select('id')
        .where('websiteId', '=', websiteId)
        .where('id', '=', collectionId)
        .where('type', '=', 'store')
        .executeTakeFirst()
      if (store === undefined)
        throw new AtelierError('not-found', 'This store page does not exist.')
      let rows: Record<string, string>[]
      try {
        rows = parse(csv, {
          columns: true,
          skip_empty_lines: true,
          bom: true,
          relax_column_count: true,
          max_record_size: 1_000_000,
          // Our own exports neutralise formulas (csv/csv.ts); read their cells back as written.
          cast: (value) => restoreFormula(value),
        }) as Record<string, string>[]
      } catch (error) {
        const detail = error instanceof Error ? error.message : ''
        throw new AtelierError(
          'invalid-input',
          `This file is not a readable CSV file. ${detail}`.trim(),
        )
      }
      const needed = format === 'shopify' ? ['Handle', 'Variant Price'] : ['Title', 'Price']
      const header = Object.keys(rows[0] ?? {})
      const missing = needed.filter((column) => !header.includes(column))
      if (rows.length === 0 || missing.length > 0) {
        throw new AtelierError(
          'invalid-input',
          `This is not a ${format === 'shopify' ? 'Shopify' : 'Squarespace'} product CSV: it needs the columns ${needed.join(', ')}.`,
        )
      }
      const site = await siteOf(services, websiteId)
      const products: CsvProduct[] =
        format === 'shopify'
          ? shopifyRowsToProducts(rows, site.digits)
          : squarespaceRowsToProducts(rows, site.digits)
      await resolveImages(
        services.storage,
        websiteId,
        products,
        await siteBaseUrl(services.storage, websiteId),
      )
      const outcomes = await importProducts(deps, websiteId, collectionId, products, {
        dryRun: request.body.dryRun ?? false,
      })
      const count = (action: string) => outcomes.filter((o) => o.action === action).length
      return {
        dryRun: request.body.dryRun ?? false,
        summary: {
          create: count('create'),
          update: count('update'),
          unchanged: count('unchanged'),
          error: count('error'),
        },
        products: outcomes,
      }
    },
  )
}
