import { BoundedCache } from '../date/bounded-cache.js'

const NOT_SLUG = /[^a-z0-9\s_-]+/g
const SPACES = /\s+/g

// Item labels (categories, tags, authors) repeat across a page's items.
const slugs = new BoundedCache<string>(500)

const toSlug = (text: string): string =>
  text.toLowerCase().replace(NOT_SLUG, '').trim().replace(SPACES, '-')

/** A CSS-class-safe form of a label: lower case, punctuation dropped, spaces as dashes. */
export function slug(text: string): string {
  return slugs.get(text, toSlug)
}
