import type { FromSchema } from 'json-schema-to-ts'

/** JSON schema of the checkout settings document an owner saves (shapes of `@atelier/commerce`). */
const id = { type: 'string', minLength: 1, maxLength: 100 } as const
const name = { type: 'string', minLength: 1, maxLength: 200 } as const
const cents = { type: 'integer', minimum: 0, maximum: 1_000_000_000 } as const
const country = { type: 'string', pattern: '^[A-Za-z]{2}$' } as const

const destinations = {
  type: 'array',
  maxItems: 300,
  items: {
    type: 'object',
    required: ['country'],
    properties: { country, regions: { type: 'array', maxItems: 100, items: id } },
  },
} as const

/** One object listing every field, and a `oneOf` on `kind` saying which field each kind needs. */
const shippingRate = {
  type: 'object',
  required: ['id', 'name', 'kind', 'destinations'],
  properties: {
    id,
    name,
    kind: { type: 'string', enum: ['flat-rate', 'weight-bands', 'free-above', 'local-pickup'] },
    destinations,
    costCents: cents,
    minimumSubtotalCents: cents,
    bands: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        required: ['upToGrams', 'costCents'],
        properties: { upToGrams: cents, costCents: cents },
      },
    },
  },
  oneOf: [
    { type: 'object', properties: { kind: { const: 'flat-rate' } }, required: ['costCents'] },
    { type: 'object', properties: { kind: { const: 'weight-bands' } }, required: ['bands'] },
    {
      type: 'object',
      properties: { kind: { const: 'free-above' } },
      required: ['minimumSubtotalCents'],
    },
    { type: 'object', properties: { kind: { const: 'local-pickup' } } },
  ],
} as const

const taxRule = {
  type: 'object',
  required: ['id', 'name', 'country', 'rateBasisPoints', 'appliesToShipping', 'pricesIncludeTax'],
  properties: {
    id,
    name,
    country,
    region: id,
    rateBasisPoints: { type: 'integer', minimum: 0, maximum: 10_000 },
    appliesToShipping: { type: 'boolean' },
    pricesIncludeTax: { type: 'boolean' },
  },
} as const

const idList = {
  type: 'array',
  minItems: 1,
  maxItems: 200,
  items: { type: 'string', minLength: 1, maxLength: 200 },
} as const

/**
 * A coupon's fields, each optional beyond code and kind: the discounts screen's body
 * (`couponFromBody` says which field the kind lacks, in words) and the base of `couponSchema`.
 */
export const couponFields = {
  code: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
  kind: { type: 'string', enum: ['percentage', 'fixed-amount', 'free-shipping'] },
  percentBasisPoints: { type: 'integer', minimum: 1, maximum: 10_000 },
  amountCents: cents,
  minimumSubtotalCents: cents,
  startsAt: { type: ['integer', 'null'] },
  endsAt: { type: ['integer', 'null'] },
  usageLimit: { type: ['integer', 'null'], minimum: 1 },
  usageLimitPerCustomer: { type: ['integer', 'null'], minimum: 1 },
  // One object: `couponFromBody` checks the list the kind needs.
  scope: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: {
      kind: { type: 'string', enum: ['all', 'products', 'categories'] },
      itemIds: idList,
      categoryIds: idList,
    },
  },
} as const

/** A stored coupon (`StoreCoupon`): the fields, and a `oneOf` on each kind's own fields. */
export const couponSchema = {
  type: 'object',
  required: ['code', 'kind'],
  properties: {
    ...couponFields,
    scope: {
      ...couponFields.scope,
      oneOf: [
        { type: 'object', properties: { kind: { const: 'all' } } },
        { type: 'object', properties: { kind: { const: 'products' } }, required: ['itemIds'] },
        {
          type: 'object',
          properties: { kind: { const: 'categories' } },
          required: ['categoryIds'],
        },
      ],
    },
  },
  oneOf: [
    {
      type: 'object',
      properties: { kind: { const: 'percentage' } },
      required: ['percentBasisPoints'],
    },
    { type: 'object', properties: { kind: { const: 'fixed-amount' } }, required: ['amountCents'] },
    { type: 'object', properties: { kind: { const: 'free-shipping' } } },
  ],
} as const

export const checkoutSettingsSchema = {
  type: 'object',
  required: ['shippingRates', 'taxRules', 'coupons'],
  properties: {
    schemaVersion: { const: 1 },
    shippingRates: { type: 'array', maxItems: 50, items: shippingRate },
    taxRules: { type: 'array', maxItems: 200, items: taxRule },
    coupons: { type: 'array', maxItems: 500, items: couponSchema },
    downloadDays: { type: 'integer', minimum: 1, maximum: 3650 },
    maxDownloads: { type: 'integer', minimum: 1, maximum: 1000 },
    offlinePayment: { type: 'boolean' },
    // Where the new-order mail goes; empty or absent: the first owner's email.
    // Checked by `notification-email.ts` (the one email rule of @atelier/schema).
    orderNotificationEmail: { type: 'string', maxLength: 320 },
  },
} as const

/** What the checkout settings screen saves: the document, and the version it started from. */
export const checkoutSettingsBodySchema = {
  ...checkoutSettingsSchema,
  properties: {
    ...checkoutSettingsSchema.properties,
    baseVersion: { type: 'integer', minimum: 0 },
  },
} as const

export type CheckoutSettingsBody = FromSchema<typeof checkoutSettingsBodySchema>
