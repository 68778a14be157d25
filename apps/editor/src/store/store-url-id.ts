import { Limits } from '@atelier/schema'

/** The title a store gets when the owner's is empty or too short to make a URL id (SPEC §5). */
export const FALLBACK_STORE_TITLE = 'Store'

export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * SPEC §5 store url id: from the title; the fallback store title when that gives fewer than 3
 * characters; `-1`, `-2`… appended while another store uses it.
 */
export function storeUrlId(title: string, takenUrlIds: ReadonlySet<string>): string {
  const fromTitle = slugify(title)
  const base =
    fromTitle.length < Limits.storeIdMinLength ? slugify(FALLBACK_STORE_TITLE) : fromTitle
  if (!takenUrlIds.has(base)) return base
  for (let suffix = 1; ; suffix += 1) {
    const candidate = `${base}-${suffix}`
    if (!takenUrlIds.has(candidate)) return candidate
  }
}
