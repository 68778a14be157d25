import { api } from './http.js'

export interface StoreSettings {
  currency: string
  multipleQuantityAllowedForServices: boolean
  minimumOrderSubtotalCents: number
  restockNotificationsEnabled: boolean
  restockMailingListSignUpEnabled: boolean
  restockMailingListOptInByDefault: boolean
  /** The shop's postal address, one line per row: the packing slip's heading. */
  shopAddress: string
  offlinePaymentEnabled: boolean
  /** Where new-order mail goes; '' for the site owner (`orderNotificationDefault`). */
  orderNotificationEmail: string
  orderNotificationDefault: string | null
  /** Customer accounts: off, optional, or required before checkout. */
  customerAccounts: 'off' | 'optional' | 'required'
  pricedVariants: number
  version: number
}

export interface ShippingRate {
  id: string
  name: string
  kind: 'flat-rate' | 'weight-bands' | 'free-above' | 'local-pickup'
  destinations: { country: string; regions?: string[] }[]
  costCents?: number
  minimumSubtotalCents?: number
  bands?: { upToGrams: number; costCents: number }[]
}

export interface TaxRule {
  id: string
  name: string
  country: string
  region?: string
  rateBasisPoints: number
  appliesToShipping: boolean
  pricesIncludeTax: boolean
}

export interface CheckoutSettings {
  shippingRates: ShippingRate[]
  taxRules: TaxRule[]
  coupons: unknown[]
  downloadDays?: number
  maxDownloads?: number
  /** What a save names as `baseVersion`: it is refused (409) when another tab saved since. */
  version: number
}

/** Store settings and the checkout settings (shipping, tax, downloads) the screen edits. */
export const storeSettingsApi = {
  get: () => api<StoreSettings>('GET', '/api/editor/store/settings'),
  save: (
    patch: Partial<Omit<StoreSettings, 'pricedVariants' | 'version'>> & { baseVersion: number },
  ) => api<StoreSettings>('PATCH', '/api/editor/store/settings', patch),
  checkout: () => api<CheckoutSettings>('GET', '/api/editor/checkout-settings'),
  /**
   * Replaces shipping, tax, coupons and download limits; offline payment and the notification
   * address are the store settings' and are left out, so the server keeps them as stored.
   */
  saveCheckout: ({ version, ...settings }: CheckoutSettings) => {
    const {
      offlinePayment: _o,
      orderNotificationEmail: _n,
      ...sent
    } = settings as CheckoutSettings & { offlinePayment?: boolean; orderNotificationEmail?: string }
    return api<CheckoutSettings>('PUT', '/api/editor/checkout-settings', {
      ...sent,
      baseVersion: version,
    })
  },
}
