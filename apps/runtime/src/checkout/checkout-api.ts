import { apiRequest } from '../api/api-request.js'
import type { ApiResult } from '../api/api-request.js'

export interface AddressInput {
  firstName: string
  lastName: string
  address1: string
  address2: string
  city: string
  region: string
  postalCode: string
  country: string
}

export interface CardInput {
  number: string
  expMonth: string
  expYear: string
  cvc: string
}

export interface QuoteView {
  entries: Array<{
    id: string
    title: string
    quantity: number
    subTotal: { minor: number }
    itemId?: string
    chosenVariant?: { sku?: string; attributes: Readonly<Record<string, string>> }
  }>
  /** A subscription's price in SPEC §9 words ('$22.00 every month'), else null. */
  subscriptionPriceText?: string | null
  shippingOptions: Array<{ id: string; name: string; costCents: number }>
  selectedShippingOption: { id: string } | null
  invalidCoupons: Array<{ code: string; message: string }>
  validCoupons: Array<{ code: string }>
  rejectedGiftCards: Array<{ code: string; message: string }>
  /** Gift cards the order spends, with what each gives and keeps. */
  giftCards?: Array<{ code: string; amountCents: number; balanceAfterCents: number }>
  subtotalCents: number
  discountCents: number
  shippingCostCents: number
  taxCents: number
  giftCardCents: number
  grandTotalCents: number
  amountDueCents: number
  requiresShipping: boolean
  subtotalAmount: { currency: string }
  /** Why the cart cannot be ordered as it is (`below-minimum`, `empty-cart`, shipping ones). */
  problems: Array<{ code: string; message: string }>
  /** Whether the store offers paying later (pickup, bank transfer). */
  offlinePayment?: boolean
  /** The site's Stripe publishable key when it takes Stripe (the Payment Element), else null. */
  stripePublishableKey?: string | null
  /** With Stripe: the methods the Payment Element offers (the order's PaymentIntent allows them). */
  stripePaymentMethodTypes?: string[] | null
}

/** SPEC §8's minimum order subtotal message, when the quoted cart is below the store's minimum. */
export function belowMinimumMessage(quote: Pick<QuoteView, 'problems'>): string | undefined {
  return quote.problems.find((problem) => problem.code === 'below-minimum')?.message
}

/** Whether no shipping option of the store serves the quoted address. */
export function shipsNowhereTo(quote: Pick<QuoteView, 'problems'>): boolean {
  return quote.problems.some((problem) => problem.code === 'no-shipping-to-address')
}

export interface CheckoutChoices {
  email: string
  address: AddressInput
  shippingOptionId: string
  couponCodes: string[]
  giftCardCodes: string[]
  payment: 'card' | 'offline' | 'stripe'
  card: CardInput
  cartToken: string | undefined
  /** A signed-in shopper's saved card chosen instead of a new one ('' or absent: a new card). */
  savedCardId?: string
  /** A signed-in shopper's "Save this card to my account" for the new card. */
  saveCard?: boolean
}

/** The body of the quote call: only what pricing reads, and an address only once it has a country. */
export function quoteBody(choices: CheckoutChoices): Record<string, unknown> {
  return {
    ...(choices.address.country.trim() === '' ? {} : { shippingAddress: choices.address }),
    ...(choices.shippingOptionId === '' ? {} : { shippingOptionId: choices.shippingOptionId }),
    couponCodes: choices.couponCodes,
    giftCardCodes: choices.giftCardCodes,
    ...(choices.cartToken === undefined ? {} : { cartToken: choices.cartToken }),
  }
}

/**
 * The body of `POST /api/commerce/orders`. It never carries the card: the card goes to the test
 * provider's token endpoint (`tokenizeCard`) and only its token comes here.
 */
export function orderBody(
  choices: CheckoutChoices,
  requiresShipping: boolean,
  idempotencyKey: string,
  nothingDue = false,
  cardToken = '',
): Record<string, unknown> {
  const base = quoteBody(choices)
  const { shippingAddress, ...rest } = base
  return {
    ...rest,
    email: choices.email.trim(),
    ...(requiresShipping ? { shippingAddress } : { billingAddress: shippingAddress }),
    // Nothing due (a gift card covers it): no card is asked for, and none is charged.
    payment:
      choices.payment === 'offline' || nothingDue
        ? { provider: 'offline' }
        : { ...providerOf(choices, cardToken), ...savedCardOf(choices) },
    idempotencyKey,
  }
}

function providerOf(choices: CheckoutChoices, cardToken: string): Record<string, unknown> {
  if (choices.payment === 'stripe') return { provider: 'stripe' }
  return usesSavedCard(choices) ? { provider: 'test' } : { provider: 'test', token: cardToken }
}

/** The saved card chosen (its id, never card data), or the shopper's wish to save the new one. */
function savedCardOf(choices: CheckoutChoices): Record<string, unknown> {
  if (usesSavedCard(choices)) return { savedCardId: choices.savedCardId }
  return choices.saveCard === true ? { saveCard: true } : {}
}

/** Whether the shopper pays with a saved card (no card fields, no Payment Element). */
export function usesSavedCard(choices: CheckoutChoices): boolean {
  return (
    choices.payment !== 'offline' && choices.savedCardId !== undefined && choices.savedCardId !== ''
  )
}

export function requestQuote(body: Record<string, unknown>): Promise<ApiResult<QuoteView>> {
  return apiRequest<QuoteView>('POST', '/api/commerce/checkout/quote', body)
}

export interface PlacedOrder {
  order: { id: string; orderNumber: number }
  confirmationUrl: string
  /** A payment the browser confirms with Stripe.js (the order waits on Stripe's word). */
  payment?: { provider: 'stripe'; clientSecret: string; publishableKey: string }
}

/** The test provider's token for the card (as Stripe.js makes one): the order gets only that. */
export function tokenizeCard(card: CardInput): Promise<ApiResult<{ token: string }>> {
  return apiRequest<{ token: string }>('POST', '/api/commerce/payments/test/tokens', {
    ...card,
    number: card.number.trim(),
  })
}

export function placeOrder(body: Record<string, unknown>): Promise<ApiResult<PlacedOrder>> {
  return apiRequest<PlacedOrder>('POST', '/api/commerce/orders', body)
}

/**
 * A request-schema message ('body/shippingAddress/country must NOT have more than 2
 * characters') speaks to developers; a shopper never sees one.
 */
export function isSchemaMessage(message: string): boolean {
  return (
    /^(body|querystring|params|headers)([/.]|\b)/.test(message) ||
    / must (NOT |be |have |match )/.test(message)
  )
}

/** Field errors (`{errors}`) or the message of a failed order answer. */
export function orderErrors(body: unknown): { fields: Record<string, string>; message?: string } {
  if (typeof body !== 'object' || body === null) return { fields: {} }
  const record = body as { errors?: unknown; message?: unknown }
  const fields =
    typeof record.errors === 'object' && record.errors !== null
      ? (record.errors as Record<string, string>)
      : {}
  return typeof record.message === 'string' && !isSchemaMessage(record.message)
    ? { fields, message: record.message }
    : { fields }
}

/** A loose look at an address before telling the server: it judges the address itself. */
const looksLikeEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/**
 * The shopper's email, told to the server once they leave the field, so the store can send one
 * cart reminder if they do not finish (when the owner turned reminders on). Failures are quiet:
 * checkout never waits for it.
 */
export function rememberCheckoutEmail(email: string): void {
  if (!looksLikeEmail.test(email.trim())) return
  void apiRequest<unknown>('POST', '/api/commerce/checkout/email', { email: email.trim() })
}
