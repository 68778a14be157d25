/**
 * Visible default texts of the commerce formatters (SPEC §8), used when the
 * page's `localizedStrings` gives no translation.
 */
export const STRINGS = {
  soldOut: 'sold out',
  sale: 'sale',
  quickView: 'Quick View',
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  quantity: 'Quantity',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',
  giftCardValue: 'Value',
  fromPrice: 'from {fromPrice}',
  unavailable: 'Unavailable',
  salePriceLabel: 'Sale Price:',
  originalPriceLabel: 'Original Price:',
  noAnswer: 'N/A',
  cartSubtotalDeprecated: 'deprecated, do not use',
  cartUrl: '/cart',
} as const

/** Likert answers run from -2 to 2 (SPEC §3 Form). */
export const LIKERT_ANSWERS: Readonly<Record<string, string>> = {
  '-2': 'Strongly Disagree',
  '-1': 'Disagree',
  '0': 'Neutral',
  '1': 'Agree',
  '2': 'Strongly Agree',
}

/** Keys of `localizedStrings` that override the defaults above. */
export const LOCALIZED_KEYS = {
  soldOut: 'productSoldOutText',
  sale: 'productSaleText',
  quickView: 'productQuickViewText',
  addToCart: 'productAddToCartText',
  subscribe: 'productSubscribeText',
  variantSelect: 'productVariantSelectText',
  giftCardValue: 'giftCardValueDisplayText',
  giftCardSelect: 'giftCardVariantSelectText',
  fromPrice: 'productPriceFromText',
  unavailable: 'productPriceUnavailable',
  noAnswer: 'productSummaryFormNoAnswerText',
  quantity: 'productQuantityInputLabel',
  salePriceLabel: 'salePriceText',
  originalPriceLabel: 'originalPriceText',
} as const
