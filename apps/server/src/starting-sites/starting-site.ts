import type { SiteStyles } from '@atelier/schema'
import type { CheckoutSettings } from '../sites/checkout-settings.js'
import type { StartingImage, StartingSiteContext } from './starting-site-parts.js'

export type StartingSiteKey = 'shop' | 'portfolio' | 'blog'

/**
 * A designed starting site (issue 22): a whole site bundle as data — styles, pages, navigation,
 * sample content and the pictures drawn for it — that a new website starts from.
 */
export interface StartingSite {
  key: StartingSiteKey
  /** The kind of site, as the picker names it. */
  name: string
  /** One line under the name in the picker. */
  summary: string
  /** The sample site's own title (the owner renames it). */
  title: string
  description: string
  /** The home page's first heading, which the preview shows too. */
  headline: string
  styles: SiteStyles
  /** A store's shipping options, so its checkout works from the first minute. */
  checkout?: CheckoutSettings
  images: StartingImage[]
  /** The picture at the top of the home page, also the preview's. */
  heroImageId: string
  /** Three pictures the preview shows below the hero. */
  previewImageIds: [string, string, string]
  /** Everything but the website and the files, for the given website and ids. */
  content: (ctx: StartingSiteContext) => {
    collections: unknown[]
    items: unknown[]
    navigation: unknown
    footer: string[][]
  }
}
