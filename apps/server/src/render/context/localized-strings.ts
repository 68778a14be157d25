/** The theme's visible strings for en-US (SPEC §3 localizedStrings); a locale replaces this map. */
export const LOCALIZED_STRINGS_EN_US = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productSoldOutLabel: 'sold out',
  productSaleLabel: 'sale',
  productQuantityInputLabel: 'Quantity',
  productQuickViewText: 'Quick View',
  productVariantSelectText: 'Select {variantName}',
  giftCardAmountLabel: 'Amount',
  giftCardBuyText: 'Purchase',
  giftCardRecipientEmailLabel: 'Recipient email',
  giftCardDeliveryDateLabel: 'Delivery date',
  formAnswerStronglyDisagree: 'Strongly Disagree',
  formAnswerDisagree: 'Disagree',
  formAnswerNeutral: 'Neutral',
  formAnswerAgree: 'Agree',
  formAnswerStronglyAgree: 'Strongly Agree',
  formNoAnswerText: 'N/A',
  imageEnlargeText: 'Enlarge image {position}',
} as const

export type LocalizedStrings = Record<keyof typeof LOCALIZED_STRINGS_EN_US, string>

export function localizedStringsFor(_locale: string): LocalizedStrings {
  return LOCALIZED_STRINGS_EN_US
}

/** The hidden words of a picture's link to the lightbox: 'Enlarge image 2'. */
export function enlargeImageText(strings: LocalizedStrings, position: number): string {
  return strings.imageEnlargeText.replace('{position}', String(position))
}
