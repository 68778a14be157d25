import { isPubliclyVisible, type Collection, type Item } from '@atelier/schema'
import type { SiteSnapshot } from './site-snapshot.js'

/**
 * Collections visitors may open now: published or scheduled-and-due, never draft or private. A
 * member-only page stays closed to everyone until site member accounts exist to open it.
 */
export function visibleCollections(snapshot: SiteSnapshot, now: Date): Map<string, Collection> {
  return new Map(
    snapshot.collections
      .filter((collection) => isPubliclyVisible(collection, now) && !collection.memberOnly)
      .map((collection) => [collection.id, collection]),
  )
}

/** Items of visible collections that are themselves published or due, newest first for posts. */
export function visibleItems(
  snapshot: SiteSnapshot,
  collections: ReadonlyMap<string, Collection>,
  now: Date,
): Item[] {
  return snapshot.items.filter(
    (item) => collections.has(item.collectionId) && isPubliclyVisible(item, now),
  )
}

/** The next moment a scheduled collection or item becomes visible; rendered pages expire then. */
export function nextScheduledAt(snapshot: SiteSnapshot, now: Date): number | undefined {
  const due = [...snapshot.collections, ...snapshot.items]
    .filter((content) => content.status === 'scheduled' && content.publishOn !== undefined)
    .map((content) => Date.parse(content.publishOn as string))
    .filter((at) => at > now.getTime())
  return due.length === 0 ? undefined : Math.min(...due)
}
