import { api } from './http.js'

/** Store Settings → Payments: the site's Stripe keys, secrets only ever as `__MASKED_FIELD__`. */
export interface StripeSettings {
  enabled: boolean
  publishableKey: string
  secretKey: string
  webhookSecret: string
  mode: 'test' | 'live' | null
  /** Afterpay / Clearpay offered through Stripe (AUD, CAD, GBP, NZD and USD stores). */
  afterpayClearpay: boolean
  /** Klarna offered through Stripe (where the account's country and the currency allow it). */
  klarna: boolean
  /** The Stripe account's country, read when Klarna is turned on; null until then. */
  accountCountry: string | null
  webhookUrl: string
}

export const maskedField = '__MASKED_FIELD__'

export const paymentSettingsApi = {
  get: () => api<{ stripe: StripeSettings }>('GET', '/api/editor/store/settings/payments'),
  saveStripe: (keys: {
    publishableKey: string
    secretKey: string
    webhookSecret: string
    afterpayClearpay: boolean
    klarna: boolean
  }) => api<{ stripe: StripeSettings }>('PUT', '/api/editor/store/settings/payments/stripe', keys),
  removeStripe: () =>
    api<{ stripe: StripeSettings }>('DELETE', '/api/editor/store/settings/payments/stripe'),
}
