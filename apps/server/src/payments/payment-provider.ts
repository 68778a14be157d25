/**
 * What a payment is taken from. Never a card number: a card is tokenized in the browser (the test
 * provider's `/api/commerce/payments/test/tokens`, Stripe.js for Stripe) and only the token or
 * the provider's own reference reaches the order API.
 */
export type PaymentSource = { kind: 'token'; token: string } | { kind: 'none' }

/** A shipping address as a provider takes it (Stripe's `shipping`: name, address, phone). */
export interface PaymentShipping {
  name: string
  phone?: string
  address: {
    line1: string
    line2?: string
    city?: string
    state?: string
    postalCode: string
    country: string
  }
}

/** Everything a provider needs to open a payment session for an order (or a renewal). */
export interface PaymentSessionInput {
  amountCents: number
  currency: string
  /** The order the payment is for (kept by the provider, so reconciliation can find it). */
  orderReference: string
  /** The same key twice gives the same session and never a second charge. */
  idempotencyKey: string
  customer: { email: string }
  source: PaymentSource
  /**
   * Where the goods go, when they are shipped (Stripe sends it with the PaymentIntent: Afterpay /
   * Clearpay wants it; a payment without one is never offered Afterpay).
   */
  shipping?: PaymentShipping
  /** The shopper's billing (else shipping) country, ISO alpha-2 (Klarna's customers by country). */
  shopperCountry?: string
  /**
   * Keep a reusable token (subscriptions renew with it): the shopper agreed at checkout to later
   * charges (Stripe: a Customer and `setup_future_usage: 'off_session'`).
   */
  savePaymentMethod?: boolean
  /**
   * Charge a saved token without the shopper (a renewal): confirmed at once; a card that asks for
   * authentication or is declined fails the session (`authentication-required`, `declined`).
   */
  offSession?: boolean
}

/**
 * Where a session stands, as the provider says (never as the browser says):
 * - `requires_action`: the browser must confirm it (Stripe's Payment Element, 3-D Secure);
 * - `pending`: the provider is still deciding, or the money comes later (offline);
 * - `authorized`: the money is held, waiting for the capture;
 * - `captured`: the money moved;
 * - `failed`: refused (declined, insufficient funds), nothing was taken;
 * - `cancelled`: voided before any capture.
 */
export type PaymentSessionStatus =
  'requires_action' | 'pending' | 'authorized' | 'captured' | 'failed' | 'cancelled'

export type PaymentFailureCode =
  'declined' | 'insufficient-funds' | 'invalid-card' | 'authentication-required'

export interface PaymentSession {
  /** The provider's id of the session (a PaymentIntent id for Stripe). */
  reference: string
  status: PaymentSessionStatus
  amountCents: number
  currency: string
  /** What the browser needs to confirm a `requires_action` session (Stripe's client secret). */
  clientSecret?: string
  /** Why a `failed` session failed, in words the shopper reads. */
  failure?: { code: PaymentFailureCode; message: string }
  /** A reusable token for later charges, when asked for; never the card number. */
  paymentToken?: string
  cardLast4?: string
  /** What was captured and refunded so far (retrieval; refunds never exceed the capture). */
  capturedCents?: number
  refundedCents?: number
}

export interface RefundRequest {
  /** The session the money came through. */
  reference: string
  amountCents: number
  idempotencyKey: string
  reason?: string
}

export type RefundResult =
  | { ok: true; refundId: string }
  | { ok: false; code: 'refund-exceeds-capture' | 'refund-refused'; message: string }

/**
 * What a verified provider event means for an order, the few actions the order side knows. An
 * event the order side has no use for is `ignored`; each carries the provider's event id, which
 * the order side records so a replay is a no-op.
 */
export type PaymentEventAction =
  | {
      kind: 'paid' | 'failed'
      eventId: string
      reference: string
      amountCents: number
      currency: string
      /** The order the session was opened for (the provider's metadata). */
      orderReference: string | null
      failure?: { code: PaymentFailureCode; message: string }
      cardLast4?: string
      paymentToken?: string
    }
  | {
      kind: 'refunded'
      eventId: string
      reference: string
      refundId: string
      amountCents: number
      currency: string
      orderReference: string | null
    }
  | {
      kind: 'disputed'
      /** Opened (the owner is told), changed, or closed (won, lost…). */
      change: 'created' | 'updated' | 'closed'
      eventId: string
      reference: string
      disputeId: string
      amountCents: number
      currency: string
      status: string
      reason: string
      /** When the evidence is due (ISO), if the provider says. */
      evidenceDueBy: string | null
      orderReference: string | null
    }
  | { kind: 'ignored'; eventId: string; type: string }

/** A webhook call as it arrived: the raw body (signatures cover the bytes) and its headers. */
export interface WebhookDelivery {
  rawBody: Buffer
  headers: Readonly<Record<string, string | string[] | undefined>>
}

export type WebhookResult =
  { ok: true; action: PaymentEventAction } | { ok: false; message: string }

export type ProviderName = 'test' | 'offline' | 'stripe'

/** A saved card as its provider describes it: never the number. */
export interface SavedCard {
  /** The provider's reusable token (what renewals and checkouts charge). */
  token: string
  /** 'visa', 'mastercard', 'amex'… as the provider names it. */
  brand: string
  last4: string
  expMonth: number
  expYear: number
}

/**
 * Saving a card without a payment (a subscription's card changed from the account): done at once
 * (the test provider's token), or confirmed by the browser first (a Stripe SetupIntent, whose
 * outcome the server then retrieves from Stripe, never taking the browser's word).
 */
export type CardSetup =
  | { status: 'requires_action'; reference: string; clientSecret: string }
  | { status: 'succeeded'; token: string }
  | { status: 'failed'; message: string }

/**
 * The reusable payment methods a provider keeps for a customer account: list (with the card's
 * brand, last four and expiry), detach, make default, and save a new one. Which tokens belong to
 * which account is Atelier's own record (`saved_payment_methods`); the provider is asked only
 * about those tokens.
 */
export interface SavedMethods {
  /** The cards of these tokens that the provider still holds (a detached one is left out). */
  list(tokens: readonly string[]): Promise<SavedCard[]>
  /** Forgets the card at the provider (Stripe: detaches the PaymentMethod). */
  detach(token: string): Promise<void>
  /** Makes it the customer's default at the provider (Stripe: `invoice_settings`). */
  setDefault(token: string): Promise<void>
  /**
   * Starts saving a card for later charges: `source` is the test provider's card token, or none
   * (Stripe: a SetupIntent the browser confirms). `sameCustomerAs` is a token the account holds
   * already, whose provider customer the new card joins.
   */
  setUp(input: {
    email: string
    accountRef: string
    idempotencyKey: string
    source: PaymentSource
    sameCustomerAs?: string
  }): Promise<CardSetup>
  /** What became of a setup the browser confirmed; only the account that started it may ask. */
  setupResult(reference: string, accountRef: string): Promise<CardSetup>
}

/**
 * A way to get paid, around payment sessions: initiate → (the browser confirms, when asked) →
 * authorized / captured / failed, as the provider tells it (an answer, a webhook or a
 * retrieval); capture; refund (several, never more than captured); cancel; retrieve. Every
 * money-moving call carries an idempotency key, so a retry after a timeout or a crash never
 * charges twice. The workflow calls it with no database transaction open.
 */
export interface PaymentProvider {
  readonly name: ProviderName
  /** Orders paid through it are test orders (SPEC §7 `testMode`). */
  readonly testMode: boolean
  /** Whether money moves at checkout (card) or later (offline: pay on pickup, bank transfer). */
  readonly settlesAtCheckout: boolean
  /** The key the browser confirms sessions with (Stripe's publishable key), if it needs one. */
  readonly browserKey?: string
  /**
   * The payment method types a browser payment of this kind is offered with (Stripe: the Payment
   * Element's `paymentMethodTypes`, equal to the PaymentIntent's), from what `initiate` is given.
   */
  checkoutMethodTypes?(
    payment: Pick<
      PaymentSessionInput,
      'amountCents' | 'currency' | 'shipping' | 'shopperCountry' | 'savePaymentMethod'
    >,
  ): string[]
  initiate(input: PaymentSessionInput): Promise<PaymentSession>
  capture(reference: string, idempotencyKey: string): Promise<PaymentSession>
  retrieve(reference: string): Promise<PaymentSession>
  refund(request: RefundRequest): Promise<RefundResult>
  /** Voids a session that was not captured (an authorization let go). */
  cancel(reference: string, idempotencyKey: string): Promise<void>
  /**
   * The refunds of a session as the provider knows them; `external` for those not made through
   * Atelier (the provider's dashboard), which the order side records once each.
   */
  listRefunds?(
    reference: string,
  ): Promise<Array<{ id: string; amountCents: number; external: boolean }>>
  /** Verifies a webhook's signature and turns its event into an action (providers that send them). */
  handleWebhook?(delivery: WebhookDelivery): Promise<WebhookResult>
  /** The cards saved for customer accounts (providers that keep reusable tokens). */
  readonly savedMethods?: SavedMethods
}

export type PaymentProviders = Readonly<Record<'test' | 'offline', PaymentProvider>> & {
  readonly stripe?: PaymentProvider
}
