import type { ProductMerchandising, StoreSettings } from '@atelier/schema'

/** Whether a product's page takes restock sign-ups, and how it offers the mailing list. */
export interface ProductRestockSettings {
  notifications: boolean
  mailingList: boolean
  mailingListOptIn: boolean
}

/**
 * SPEC §3 productMerchandisingContext: a product's own restock and mailing-list settings, where
 * it has them, over the store's. The store's switch is the master one: off, no product takes
 * sign-ups; on, a product may still turn them off for itself. The product page and the sign-up
 * API both read this, so the box shown and the sign-ups taken agree.
 */
export function productRestockSettings(
  store: Pick<
    StoreSettings,
    | 'restockNotificationsEnabled'
    | 'restockMailingListSignUpEnabled'
    | 'restockMailingListOptInByDefault'
  >,
  product:
    | Pick<
        ProductMerchandising,
        'restockNotificationsEnabled' | 'mailingListSignUpEnabled' | 'mailingListOptInByDefault'
      >
    | undefined,
): ProductRestockSettings {
  const notifications =
    store.restockNotificationsEnabled && product?.restockNotificationsEnabled !== false
  const mailingList =
    notifications && (product?.mailingListSignUpEnabled ?? store.restockMailingListSignUpEnabled)
  const mailingListOptIn =
    mailingList && (product?.mailingListOptInByDefault ?? store.restockMailingListOptInByDefault)
  return { notifications, mailingList, mailingListOptIn }
}
