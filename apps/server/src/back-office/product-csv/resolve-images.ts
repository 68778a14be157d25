import type { Storage } from '../../storage/open-storage.js'
import type { CsvProduct } from './csv-product.js'

/**
 * Turns the image addresses of imported products into this site's file ids. Only addresses of
 * this site's own files (`/files/…` on one of its domains, or a bare `/files/…` path) are taken:
 * nothing is fetched from elsewhere, and any other address stays in the product's warnings.
 */
export async function resolveImages(
  storage: Storage,
  websiteId: string,
  products: CsvProduct[],
  baseUrl: string,
): Promise<void> {
  const domains = await storage.db
    .selectFrom('domains')
    .select('host')
    .where('websiteId', '=', websiteId)
    .execute()
  const hosts = new Set(domains.map((domain) => domain.host.toLowerCase()))
  hosts.add(new URL(baseUrl).hostname.toLowerCase())
  const pathOf = (src: string): string | undefined => {
    let url: URL
    try {
      url = new URL(src, 'http://relative.invalid')
    } catch {
      return undefined
    }
    const local = url.host === 'relative.invalid' || hosts.has(url.hostname.toLowerCase())
    if (!local || !url.pathname.startsWith('/files/')) return undefined
    try {
      return url.pathname.slice('/files/'.length).split('/').map(decodeURIComponent).join('/')
    } catch {
      return undefined
    }
  }
  const wanted = new Set<string>()
  for (const product of products) {
    for (const image of product.images) {
      const path = pathOf(image.src)
      if (path) wanted.add(path)
    }
    for (const src of product.variantImages.values()) {
      const path = pathOf(src)
      if (path) wanted.add(path)
    }
  }
  const ids = new Map<string, string>()
  const paths = [...wanted]
  for (let start = 0; start < paths.length; start += 500) {
    const rows = await storage.db
      .selectFrom('files')
      .select(['id', 'path'])
      .where('websiteId', '=', websiteId)
      .where('path', 'in', paths.slice(start, start + 500))
      .execute()
    for (const row of rows) ids.set(row.path, row.id)
  }
  const fileIdOf = (src: string) => {
    const path = pathOf(src)
    return path === undefined ? undefined : ids.get(path)
  }
  for (const product of products) {
    if (product.images.length === 0 && product.variantImages.size === 0) continue
    const images = product.images.flatMap((image) => {
      const fileId = fileIdOf(image.src)
      if (fileId === undefined) {
        product.warnings.push(`Image ${image.src} is not a file of this site and was left out.`)
        return []
      }
      return [{ fileId, altText: image.alt, title: '' }]
    })
    const content = product.input.structuredContent
    if (images.length > 0 || product.images.length > 0) content.images = images
    content.variants = (content.variants ?? []).map((variant) => {
      const src = product.variantImages.get(variant.sku)
      if (src === undefined) return variant
      const fileId = fileIdOf(src)
      if (fileId === undefined || !images.some((image) => image.fileId === fileId)) {
        if (fileId === undefined) {
          product.warnings.push(`Variant image ${src} is not a file of this site and was left out.`)
        }
        return variant
      }
      return { ...variant, imageId: fileId }
    })
  }
}
