import { productTypeOf } from '@atelier/commerce'
import type { StoreSettings } from '@atelier/schema'
import { RestockStrings } from './restock-strings.js'

export interface RestockCandidate {
  productType: number | undefined
  qtyInStock: number
  unlimited: boolean
}

export type RestockEligibility =
  | { ok: true; joinMailingList: boolean }
  | { ok: false; code: 'notifications-off' | 'never-sold-out' | 'not-sold-out'; message: string }

/**
 * The sign-ups the product page's restock box would take (its own rule: `buildRestockView`): the
 * store takes notices, the product is physical or a service (SPEC §4: digital goods and gift cards
 * never run out), and the variant is sold out now. The mailing-list opt-in counts only when the
 * store offers it.
 */
export function restockEligibility(
  settings: Pick<StoreSettings, 'restockNotificationsEnabled' | 'restockMailingListSignUpEnabled'>,
  variant: RestockCandidate,
  wantsMailingList: boolean,
): RestockEligibility {
  if (!settings.restockNotificationsEnabled) {
    return { ok: false, code: 'notifications-off', message: RestockStrings.notificationsOff }
  }
  const type = productTypeOf(variant.productType)
  if (type !== 'physical' && type !== 'service') {
    return { ok: false, code: 'never-sold-out', message: RestockStrings.neverSoldOut }
  }
  if (variant.unlimited || variant.qtyInStock > 0) {
    return { ok: false, code: 'not-sold-out', message: RestockStrings.notSoldOut }
  }
  return { ok: true, joinMailingList: wantsMailingList && settings.restockMailingListSignUpEnabled }
}
