import { BUNDLE_VERSION, siteBundleSchema, type SiteBundle, type Website } from '@atelier/schema'
import { p, resetBlockIds } from '../demo/demo-content-helpers.js'
import { blogSite } from './blog-site.js'
import { portfolioSite } from './portfolio-site.js'
import { shopSite } from './shop-site.js'
import type { StartingSite } from './starting-site.js'

/** The designed starting sites a new website chooses from, in the picker's order. */
export const STARTING_SITES: readonly StartingSite[] = [shopSite, portfolioSite, blogSite]

export function findStartingSite(key: string): StartingSite | undefined {
  return STARTING_SITES.find((site) => site.key === key)
}

/**
 * Every record a starting site brings has an id beginning so: the setup checklist tells the sample
 * products from the owner's own by it.
 */
export const startingIdPrefix = 'starter_'

/** Where a starting site's picture is stored in the website's files. */
export const startingImagePath = (key: string, imageId: string) =>
  `starting/${key}/${imageId.replace(/^img-/, '')}.jpg`

/**
 * The starting site as a site bundle for one website: every record id gets `prefix`, so the same
 * starting site can fill many websites. The website keeps its own id, time zone, locale and
 * currency. File entries carry no bytes (`starting-site-images.ts` draws them).
 */
export function buildStartingSiteBundle(
  site: StartingSite,
  options: {
    website: Pick<Website, 'id' | 'timeZone' | 'locale' | 'currency'>
    prefix: string
    now: Date
    /** The site's own title instead of the sample one. */
    title?: string
  },
): SiteBundle {
  resetBlockIds()
  const ctx = {
    websiteId: options.website.id,
    id: (local: string) => `${options.prefix}-${local}`,
    publishOn: options.now.toISOString(),
  }
  const content = site.content(ctx)
  return siteBundleSchema.parse({
    bundleVersion: BUNDLE_VERSION,
    website: {
      schemaVersion: 1,
      id: options.website.id,
      title: options.title ?? site.title,
      description: site.description,
      timeZone: options.website.timeZone,
      locale: options.website.locale,
      currency: options.website.currency,
    },
    domains: [],
    collections: content.collections,
    items: content.items,
    navigation: content.navigation,
    headerFooter: {
      schemaVersion: 1,
      header: { branding: 'title' },
      footer: {
        textBlocks: content.footer.map((column) => column.map((line) => p(line))),
        showSocialLinks: false,
      },
    },
    styles: site.styles,
    ...(site.checkout === undefined
      ? {}
      : { checkout: { settings: site.checkout, lastOrderNumber: 0 } }),
    forms: [],
    files: site.images.map((picture) => ({
      id: ctx.id(picture.id),
      path: startingImagePath(site.key, picture.id),
      mime: 'image/jpeg',
      size: 0,
      width: picture.width,
      height: picture.height,
      alt: picture.alt,
    })),
  })
}
