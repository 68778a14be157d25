/** Test fixtures: product markup as the template engine's commerce formatters print it. */

export interface FixtureVariant {
  sku: string
  priceCents: number
  salePriceCents?: number
  onSale?: boolean
  qtyInStock?: number
  unlimited?: boolean
  attributes?: Record<string, string>
  /** The prices as the server prints them in the site's money format. */
  priceText?: string
  salePriceText?: string
}

const attr = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

function variantJson(v: FixtureVariant) {
  const money = (cents: number) => ({ value: (cents / 100).toFixed(2), currency: 'USD' })
  return {
    sku: v.sku,
    price: v.priceCents,
    salePrice: v.salePriceCents ?? 0,
    priceMoney: money(v.priceCents),
    salePriceMoney: money(v.salePriceCents ?? 0),
    onSale: v.onSale ?? false,
    qtyInStock: v.qtyInStock ?? 0,
    unlimited: v.unlimited ?? false,
    attributes: v.attributes ?? {},
    ...(v.priceText === undefined ? {} : { priceText: v.priceText }),
    ...(v.salePriceText === undefined ? {} : { salePriceText: v.salePriceText }),
  }
}

export const MUG_VARIANTS: FixtureVariant[] = ['8 oz', '12 oz'].flatMap((size) =>
  ['Oat', 'Sage', 'Charcoal'].map((color) => {
    const sku = `MUG-${size.replace(' oz', '')}-${color.toUpperCase()}`
    return {
      sku,
      priceCents: size === '8 oz' ? 3400 : 3800,
      qtyInStock: sku === 'MUG-12-CHARCOAL' ? 0 : 12,
      ...(sku === 'MUG-8-SAGE' ? { onSale: true, salePriceCents: 2800 } : {}),
      attributes: { Size: size, Color: color },
    }
  }),
)

export interface ProductFixture {
  itemId?: string
  productType?: number
  variants: FixtureVariant[]
  ordering?: string[]
  quantityInput?: boolean
  label?: string
  subscription?: boolean
  form?: { id: string; name: string; fields: unknown[] }
  /** `data-express-checkout="true"` on the form root, as the theme prints it. */
  express?: boolean
  /** The theme prints `data-variants` on the form root; false leaves it out (another theme). */
  rootVariants?: boolean
  /** The product-status formatter's mark, as the server printed it. */
  mark?: 'sale' | 'sold-out'
  /** The theme's gift card recipient email and delivery date fields. */
  giftCardDelivery?: boolean
  /** The store's `multipleQuantityAllowedForServices`, as the theme prints it on the form root. */
  multipleServices?: boolean
  /** The owner's sold-out text (`data-sold-out-text` on the form root). */
  soldOutText?: string
  /** The `product-scarcity` formatter's notices: for a variant's attributes, or product-wide. */
  scarcity?: { text: string; attributes?: Record<string, string> }[]
  /** The gallery's figures by their `data-variant-sku`; by default one per variant. */
  figures?: string[]
}

const GIFT_CARD_DELIVERY_MARKUP =
  '<div class="gift-card-delivery" data-gift-card-delivery>' +
  '<label class="form-field"><span class="form-field__label">Recipient email</span> ' +
  '<input class="form-field__input" type="email" name="recipientEmail" autocomplete="email"></label>' +
  '<label class="form-field"><span class="form-field__label">Delivery date</span> ' +
  '<input class="form-field__input" type="date" name="deliverAt"></label></div>'

/**
 * A product page's details column: price, form island with the formatters' markup, its root
 * carrying the variants (and express checkout) as the default theme prints them.
 */
export function productMarkup(f: ProductFixture): string {
  const id = f.itemId ?? 'item-mug'
  const type = f.productType ?? 1
  const ordering = f.ordering ?? [
    ...new Set(f.variants.flatMap((v) => Object.keys(v.attributes ?? {}))),
  ]
  const variants = attr(JSON.stringify(f.variants.map(variantJson)))
  const selects =
    f.variants.length > 1 && ordering.length > 0
      ? `<div class="product-variants" data-item-id="${id}" data-variants="${variants}">` +
        ordering
          .map((name) => {
            const values = [...new Set(f.variants.map((v) => v.attributes?.[name] ?? ''))]
            return (
              `<div class="variant-option"><div class="variant-option-title">${name}: </div>` +
              `<div class="variant-select-wrapper"><select aria-label="Select ${name}" data-variant-option-name="${name}">` +
              `<option value="">Select ${name}</option>` +
              values.map((v) => `<option value="${v}">${v}</option>`).join('') +
              `</select></div></div>`
            )
          })
          .join('') +
        `</div>`
      : ''
  const quantity =
    f.quantityInput === false
      ? ''
      : `<div class="product-quantity-input" data-item-id="${id}"><div class="quantity-label">Quantity:</div>` +
        `<input aria-label="Quantity" size="4" max="9999" min="1" value="1" type="number" step="1"></div>`
  const label = f.label ?? (f.subscription ? 'Subscribe' : 'Add To Cart')
  const button =
    `<div class="sqs-add-to-cart-button-wrapper"><div class="sqs-add-to-cart-button" role="button" tabindex="0" ` +
    `data-item-id="${id}" data-product-type="${type}" data-original-label="${label}"` +
    (f.subscription ? ' data-is-subscription="true"' : '') +
    (f.form ? ` data-form="${attr(JSON.stringify(f.form))}"` : '') +
    `><div class="sqs-add-to-cart-button-inner">${label}</div></div></div>`
  return (
    `<article class="product" data-item-id="${id}" data-product-type="${type}">` +
    `<div class="product__gallery">${(f.figures ?? f.variants.map((v) => v.sku)).map((skus) => `<figure class="product__image" data-variant-sku="${skus}"></figure>`).join('')}</div>` +
    `<div class="product__details"><div class="product__price"><div class="product-price">from <span class="sqs-money-native">$34.00</span></div></div>` +
    (f.mark
      ? `<div class="product-mark ${f.mark}">${f.mark === 'sale' ? 'sale' : 'sold out'}</div>`
      : '') +
    (f.scarcity ?? [])
      .map(
        (notice) =>
          '<div class="product-scarcity"' +
          (notice.attributes
            ? ` data-variant-attributes="${attr(JSON.stringify(notice.attributes))}" hidden`
            : '') +
          `>${notice.text}</div>`,
      )
      .join('') +
    `<div class="product__form" data-island="product-form" data-item-id="${id}" data-product-type="${type}"` +
    (f.rootVariants === false ? '' : ` data-variants="${variants}"`) +
    (f.express ? ' data-express-checkout="true"' : '') +
    (f.soldOutText ? ` data-sold-out-text="${attr(f.soldOutText)}"` : '') +
    (f.multipleServices === undefined
      ? ''
      : ` data-multiple-quantity-allowed-for-services="${f.multipleServices}"`) +
    '>' +
    selects +
    (f.giftCardDelivery ? GIFT_CARD_DELIVERY_MARKUP : '') +
    quantity +
    button +
    `</div></div></article>`
  )
}
