/**
 * JSON schemas of the cart API: they validate requests, shape answers (fields not listed here are
 * not sent) and document every call in `/api/openapi.json`.
 */
const money = {
  type: 'object',
  properties: { minor: { type: 'integer' }, currency: { type: 'string' } },
  required: ['minor', 'currency'],
} as const

const coupon = { type: 'object', properties: { code: { type: 'string' } } } as const
const shippingOption = {
  type: 'object',
  properties: { id: { type: 'string' }, name: { type: 'string' }, costCents: { type: 'integer' } },
} as const

export const cartEntrySchema = {
  type: 'object',
  description: 'SPEC §3 Cart entry',
  properties: {
    id: { type: 'string' },
    itemId: { type: 'string' },
    quantity: { type: 'integer' },
    chosenVariant: {
      type: 'object',
      properties: {
        sku: { type: 'string' },
        attributes: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    title: { type: 'string' },
    subTotal: money,
    subTotalText: { type: 'string', description: 'subTotal as the site prints money' },
    purchasePriceCents: { type: 'integer' },
    unitPriceText: { type: 'string', description: 'purchasePriceCents as the site prints money' },
    additionalFields: { type: ['string', 'null'] },
  },
} as const

export const shoppingCartSchema = {
  type: 'object',
  description: 'SPEC §3 Shopping cart',
  properties: {
    id: { type: 'string' },
    websiteId: { type: 'string' },
    orderId: { type: ['string', 'null'] },
    created: { type: 'integer', description: 'epoch milliseconds' },
    isPurchased: { type: 'boolean' },
    entries: { type: 'array', items: cartEntrySchema },
    shippingOptions: { type: 'array', items: shippingOption },
    selectedShippingOption: { anyOf: [shippingOption, { type: 'null' }] },
    shippingLocation: {
      anyOf: [{ type: 'object', additionalProperties: { type: 'string' } }, { type: 'null' }],
    },
    applicableTaxRules: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, ratePercent: { type: 'string' } },
      },
    },
    coupons: { type: 'array', items: coupon },
    validCoupons: { type: 'array', items: coupon },
    invalidCoupons: { type: 'array', items: coupon },
    subtotalCents: { type: 'integer' },
    taxCents: { type: 'integer' },
    shippingCostCents: { type: 'integer' },
    discountCents: { type: 'integer' },
    grandTotalCents: { type: 'integer' },
    totalQuantity: { type: 'integer' },
    hasDigital: { type: 'boolean' },
    purelyDigital: { type: 'boolean' },
    requiresShipping: { type: 'boolean' },
    subtotalAmount: { ...money, description: 'subtotalCents in the store currency' },
  },
} as const

/** The cart as the cart API sends it: `subtotalAmount` already formatted for the storefront. */
export const shoppingCartResponseSchema = {
  ...shoppingCartSchema,
  properties: {
    ...shoppingCartSchema.properties,
    subtotalAmount: {
      type: 'string',
      description: 'subtotalCents formatted in the store currency and site locale',
    },
  },
} as const

export const messageSchema = {
  type: 'object',
  properties: {
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['message'],
} as const

export const crumbFailSchema = {
  type: 'object',
  properties: { crumbFail: { type: 'boolean' } },
} as const

/** Answers every state-changing cart call can give besides its success. */
export const failureResponses = {
  400: messageSchema,
  403: crumbFailSchema,
  404: messageSchema,
} as const

export const quantitySchema = {
  anyOf: [{ type: 'number' }, { type: 'string' }],
  description: 'Checked by the add rules: a whole number from 1 to 9999',
} as const

export const additionalFieldsSchema = {
  type: ['string', 'null'],
  maxLength: 100_000,
  description: 'The answers of the product form, as a JSON string of field id to value',
} as const

const id = { type: 'string', minLength: 1, maxLength: 200 } as const

export const addEntryBodySchema = {
  type: 'object',
  required: ['itemId'],
  properties: {
    itemId: id,
    sku: { type: ['string', 'null'], maxLength: 200 },
    quantity: quantitySchema,
    additionalFields: additionalFieldsSchema,
  },
} as const

export const entryParamsSchema = {
  type: 'object',
  required: ['entryId'],
  properties: { entryId: id },
} as const

export const quantityBodySchema = {
  type: 'object',
  required: ['quantity'],
  properties: { quantity: quantitySchema },
} as const

export const fieldsBodySchema = {
  type: 'object',
  required: ['itemId'],
  properties: {
    itemId: id,
    sku: { type: ['string', 'null'], maxLength: 200 },
    additionalFields: additionalFieldsSchema,
  },
} as const

export const oneItemCartBodySchema = {
  type: 'object',
  required: ['itemId'],
  properties: {
    itemId: id,
    sku: { type: ['string', 'null'], maxLength: 200 },
    qty: quantitySchema,
    additionalFields: additionalFieldsSchema,
  },
} as const
