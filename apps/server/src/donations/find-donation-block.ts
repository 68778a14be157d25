import type { DonationBlockValue } from '@atelier/schema'
import type { SiteSnapshot } from '../render/snapshot/site-snapshot.js'

/**
 * A donation block of the published site, by its id: the server prices a gift from the block the
 * visitor saw, never from the amounts a request names. Undefined when no published page holds it.
 */
export function findDonationBlock(
  snapshot: Pick<SiteSnapshot, 'collections' | 'items'>,
  blockId: string,
): DonationBlockValue | undefined {
  const layouts = [
    ...snapshot.collections.map((collection) => collection.layout),
    ...snapshot.items.map((item) => item.body),
  ]
  for (const layout of layouts) {
    for (const block of layout?.blocks ?? []) {
      if (block.id === blockId && block.type === 'donation') return block.value
    }
  }
  return undefined
}
