import { shoppingCartSchema } from '../commerce/cart-schemas.js'

/** JSON schemas of checkout and orders: request validation, answer shapes and `/api/openapi.json`. */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const

export const addressSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text(200),
    lastName: text(200),
    address1: text(300),
    address2: text(300),
    city: text(200),
    region: text(100),
    postalCode: text(40),
    country: text(2),
    phone: text(50),
  },
} as const

const codes = { type: 'array', maxItems: 10, items: text(64) } as const

const checkoutFields = {
  shippingAddress: addressSchema,
  billingAddress: addressSchema,
  shippingOptionId: text(200),
  couponCodes: codes,
  giftCardCodes: codes,
  cartToken: {
    ...text(128),
    description:
      "A one-item cart's token (a subscription or a gift card) instead of the CART cookie",
  },
} as const

export const quoteBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: checkoutFields,
} as const

const codeMessage = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' } },
} as const

export const quoteSchema = {
  type: 'object',
  description: 'SPEC §3 Shopping cart priced for checkout, with gift cards and the amount due',
  properties: {
    ...shoppingCartSchema.properties,
    shippingOptions: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          costCents: { type: 'integer' },
          kind: { type: 'string' },
        },
      },
    },
    invalidCoupons: { type: 'array', items: codeMessage },
    giftCards: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          code: { type: 'string' },
          amountCents: { type: 'integer' },
          balanceAfterCents: { type: 'integer' },
        },
      },
    },
    rejectedGiftCards: { type: 'array', items: codeMessage },
    giftCardCents: { type: 'integer' },
    amountDueCents: { type: 'integer' },
    problems: { type: 'array', items: codeMessage },
    offlinePayment: { type: 'boolean' },
    stripePublishableKey: {
      type: ['string', 'null'],
      description: "The site's Stripe publishable key when it takes Stripe (Payment Element)",
    },
    stripePaymentMethodTypes: {
      type: ['array', 'null'],
      items: { type: 'string' },
      description:
        "With Stripe: the Payment Element's methods (card; afterpay_clearpay, klarna where allowed)",
    },
    subscriptionPriceText: {
      type: ['string', 'null'],
      description: "A subscription's price in SPEC §9 words ('$22.00 every month'), else null",
    },
  },
} as const

/** Card fields the order API refuses (a card is tokenized first, never sent with an order). */
export const cardFieldNames = ['card', 'number', 'expMonth', 'expYear', 'cvc'] as const

export const orderBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'payment', 'idempotencyKey'],
  properties: {
    ...checkoutFields,
    email: text(256),
    idempotencyKey: { type: 'string', minLength: 8, maxLength: 128 },
    payment: {
      type: 'object',
      required: ['provider'],
      description:
        "{provider: 'test', token} (a token of POST /api/commerce/payments/test/tokens), " +
        "{provider: 'stripe'} or {provider: 'offline'}; a signed-in shopper may pay with a saved " +
        'card ({provider, savedCardId}) or save the new one (saveCard). Card details are refused with a 400.',
      properties: {
        provider: { type: 'string', enum: ['test', 'offline', 'stripe'] },
        token: text(255),
        // A signed-in shopper's saved card (its id in the account), instead of a new card.
        savedCardId: text(64),
        // "Save this card to my account" (signed in): the card is kept for later payments.
        saveCard: { type: 'boolean' },
        // Named only so that an order carrying card details is refused (400), never stripped.
        card: {},
        number: {},
        expMonth: {},
        expYear: {},
        cvc: {},
      },
    },
  },
} as const

export const placedOrderSchema = {
  type: 'object',
  properties: {
    order: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        orderNumber: { type: 'integer' },
        grandTotalCents: { type: 'integer' },
        currency: { type: 'string' },
        testMode: { type: 'boolean' },
      },
    },
    confirmationUrl: { type: 'string' },
    payment: {
      type: 'object',
      description: 'A payment the browser still confirms (Stripe: its client secret and key)',
      properties: {
        provider: { type: 'string' },
        clientSecret: { type: 'string' },
        publishableKey: { type: 'string' },
      },
    },
  },
} as const

export const orderFailureSchema = {
  type: 'object',
  properties: {
    code: { type: 'string' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const
