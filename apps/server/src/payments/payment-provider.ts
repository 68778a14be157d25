/** What a payment is taken from: a card typed at checkout, or a token saved by an earlier one. */
export type PaymentSource =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'token'; token: string }
  | { kind: 'none' }

export interface PaymentRequest {
  amountCents: number
  currency: string
  /** The same key twice gives the same answer and never a second charge. */
  idempotencyKey: string
  source: PaymentSource
  /** Keep a reusable token (subscriptions renew with it). */
  savePaymentMethod?: boolean
}

export type AuthorizeResult =
  | {
      ok: true
      authorizationId: string
      /** A reusable token for later charges, when asked for; never the card number. */
      paymentToken?: string
      cardLast4?: string
    }
  | { ok: false; code: 'declined' | 'insufficient-funds' | 'invalid-card'; message: string }

export type ProviderName = 'test' | 'offline'

/**
 * A way to get paid. Every call carries an idempotency key, so a retry after a timeout or a
 * crash never charges twice. The workflow calls it with no database transaction open.
 */
export interface PaymentProvider {
  readonly name: ProviderName
  /** Orders paid through it are test orders (SPEC §7 `testMode`). */
  readonly testMode: boolean
  /** Whether money moves at checkout (card) or later (offline: pay on pickup, bank transfer). */
  readonly settlesAtCheckout: boolean
  authorize(request: PaymentRequest): Promise<AuthorizeResult>
  capture(authorizationId: string, idempotencyKey: string): Promise<{ reference: string }>
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<void>
}

export type PaymentProviders = Readonly<Record<ProviderName, PaymentProvider>>
