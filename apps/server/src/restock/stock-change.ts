import { notifyRestock } from './notify-restock.js'
import type { RestockMailDeps } from './notify-restock.js'

export type OnStockChanged = (
  websiteId: string,
  variantId: string,
  before: number,
  after: number,
) => Promise<number>

/**
 * What every writer of `productVariants.qtyInStock` calls after its change commits: a variant
 * coming back from zero mails its waiting sign-ups. Answers how many mails were queued.
 */
export function createStockChangeHandler(deps: RestockMailDeps): OnStockChanged {
  return async (websiteId, variantId, before, after) => {
    if (before > 0 || after <= 0) return 0
    return notifyRestock(deps, websiteId, variantId)
  }
}
