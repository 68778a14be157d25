import { ProductType } from '@atelier/schema'
import type { ItemContext } from './build-item-context.js'
import type { MerchandisingContext } from './page-context.js'
import type { RenderEnv } from './render-env.js'

/** What the theme's restock box tells the restock island (`data-*` of `.restock-box`). */
export interface RestockBoxView {
  captcha: boolean
  mailingList: boolean
  mailingListOptIn: boolean
  /** The store's own success text; empty leaves the island's 'Signed up!' (SPEC §4). */
  successText: string
}

/** SPEC §4: only physical and service products run out; digital goods and gift cards never do. */
const STOCKED_TYPES: readonly number[] = [ProductType.physical, ProductType.service]

/**
 * The restock box of a product page, or undefined when the store takes no sign-ups there or the
 * product cannot be sold out (no variant has limited stock).
 */
export function buildRestockView(
  env: RenderEnv,
  item: ItemContext,
  merchandising: MerchandisingContext | undefined,
): RestockBoxView | undefined {
  const { settings } = env.snapshot.website
  const product = item.structuredContent
  if (!settings.storeSettings.restockNotificationsEnabled || merchandising === undefined) return
  if (!merchandising.restockNotificationViews.includes('PRODUCT_DETAIL')) return
  if (product === undefined || !STOCKED_TYPES.includes(product.productType)) return
  if (!product.variants.some((variant) => !variant.unlimited)) return
  return {
    captcha: settings.captchaSettings.enabled,
    mailingList: merchandising.mailingListSignUpEnabled,
    mailingListOptIn:
      merchandising.mailingListSignUpEnabled && merchandising.mailingListOptInByDefault,
    successText: merchandising.restockNotificationMessages.successText?.trim() ?? '',
  }
}
