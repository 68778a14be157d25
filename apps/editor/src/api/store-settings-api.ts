import { api } from './http.js'

export interface StoreSettings {
  currency: string
  multipleQuantityAllowedForServices: boolean
  minimumOrderSubtotalCents: number
  restockNotificationsEnabled: boolean
  restockMailingListSignUpEnabled: boolean
  restockMailingListOptInByDefault: boolean
  offlinePaymentEnabled: boolean
  installmentsEnabled: boolean
  installmentCountry: string | null
  installmentMinCents: number
  installmentMaxCents: number
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
}

/** Store settings and the checkout settings (shipping, tax, downloads) the screen edits. */
export const storeSettingsApi = {
  get: () => api<StoreSettings>('GET', '/api/editor/store/settings'),
  save: (
    patch: Partial<Omit<StoreSettings, 'pricedVariants' | 'version'>> & { baseVersion: number },
  ) => api<StoreSettings>('PATCH', '/api/editor/store/settings', patch),
  checkout: () => api<CheckoutSettings>('GET', '/api/editor/checkout-settings'),
  saveCheckout: (settings: CheckoutSettings) =>
    api<CheckoutSettings>('PUT', '/api/editor/checkout-settings', settings),
}
