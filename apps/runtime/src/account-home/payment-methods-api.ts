import { apiRequest, type ApiResult } from '../api/api-request.js'

/** A saved card as the account calls answer it: never a number. */
export interface SavedCardView {
  readonly id: string
  readonly provider: string
  readonly brand: string
  readonly last4: string
  readonly expMonth: number
  readonly expYear: number
  readonly isDefault: boolean
  readonly subscriptions: ReadonlyArray<{ id: string; title: string }>
}

export interface SavedCardsAnswer {
  readonly cards: readonly SavedCardView[]
  readonly unavailable: boolean
  /** The provider new cards are saved with. */
  readonly provider: 'test' | 'stripe'
  readonly stripePublishableKey: string | null
}

const base = '/api/site-users/account/payment-methods'

/** The calls of the server's `saved-cards/saved-cards.routes.ts`. */
export const paymentMethodsApi = {
  list: () => apiRequest<SavedCardsAnswer>('GET', base),
  remove: (id: string): Promise<ApiResult<unknown>> =>
    apiRequest('DELETE', `${base}/${encodeURIComponent(id)}`),
  makeDefault: (id: string): Promise<ApiResult<unknown>> =>
    apiRequest('POST', `${base}/${encodeURIComponent(id)}/default`),
  /** Starts saving a new Stripe card: the SetupIntent the browser confirms. */
  startSetup: (idempotencyKey: string) =>
    apiRequest<{ clientSecret: string; publishableKey: string }>('POST', `${base}/setup`, {
      idempotencyKey,
    }),
  changeSubscriptionCard: (
    subscriptionId: string,
    choice: { savedCardId: string } | { token: string } | { setupIntent: string },
  ) =>
    apiRequest<{ cardId: string }>(
      'PUT',
      `/api/site-users/account/subscriptions/${encodeURIComponent(subscriptionId)}/payment-method`,
      choice,
    ),
}

const brandNames: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
}

/** 'Visa •••• 4242' (the brand as people write it). */
export function cardName(card: Pick<SavedCardView, 'brand' | 'last4'>): string {
  const brand = brandNames[card.brand] ?? 'Card'
  return card.last4 === '' ? brand : `${brand} •••• ${card.last4}`
}

/** '04/2030', or '' when the provider gave no expiry. */
export function cardExpiry(card: Pick<SavedCardView, 'expMonth' | 'expYear'>): string {
  if (card.expMonth === 0 || card.expYear === 0) return ''
  return `${String(card.expMonth).padStart(2, '0')}/${card.expYear}`
}
