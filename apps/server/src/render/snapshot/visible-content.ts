import { isPubliclyVisible, type Collection, type Item } from '@atelier/schema'
import type { SiteSnapshot } from './site-snapshot.js'

/**
 * Collections visitors may open now: published or scheduled-and-due, never draft or private. A
 * member-only page opens only to a customer whose membership of its area opens it (`memberOpen`,
 * decided per request by `members/member-gate.ts`); to everyone else it does not exist here.
 */
export function visibleCollections(
  snapshot: SiteSnapshot,
  now: Date,
  memberOpen: ReadonlySet<string> = new Set(),
): Map<string, Collection> {
  return new Map(
    snapshot.collections
      .filter(
        (collection) =>
          isPubliclyVisible(collection, now) &&
          (!collection.memberOnly || memberOpen.has(collection.id)),
      )
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
