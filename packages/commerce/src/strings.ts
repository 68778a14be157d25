/**
 * Every visible string of the commerce rules, in one place so a locale can replace it. Strings marked
 * SPEC are reproduced exactly from SPEC; the few marked OWN are ours, for cases SPEC does not word.
 * Placeholders are `{name}` and are filled by `fillTemplate`.
 */
export const commerceStrings = {
  // SPEC §5 add to cart
  selectOneOption: 'Please select the {option} option.',
  selectTwoOptions: 'Please select the {option1} and {option2} options.',
  selectManyOptions: 'Please select the {optionsList} and {lastOption} options.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  outOfStock: 'Sorry, we do not have enough of that item available.',
  quantityNotANumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  giftCardDenominationMissing: 'Select a denomination for the Gift Card.',
  // OWN: SPEC gives the 1 to 9999 range and the service rule but no wording for them
  quantityOutOfRange: 'Quantity must be between {min} and {max}.',
  serviceQuantityLimited: 'Only one of this service can be added to your cart.',
  // OWN: SPEC §9 bounds money at 15 integer digits without wording the refusal
  totalTooLarge:
    'That would make the order total larger than a store can take. Please choose fewer items.',

  // SPEC §8 add failures and alert titles
  sessionExpired: 'Your session has expired. Please reload the page and try again.',
  enableCookies: 'Please enable cookies in your browser, reload the page, and try again.',
  tryAgainInAFewSeconds: 'Please try again in a few seconds.',
  alertTitleAdd: 'Unable to Add Item',
  alertTitlePurchase: 'Unable to Purchase Item',
  alertTitleGiftCard: 'Unable to purchase Gift Card',

  // SPEC §8 cart strings
  unableToUpdateQuantity: 'Unable to update quantity',
  unableToRemoveItem: 'Unable to remove item',
  unableToUpdateForm: 'Unable to update form',
  unableToOpenForm: 'Unable to open form',
  unableToAddItem: 'Unable to add item',
  pleaseTryAgain: 'Please try again.',
  checkInternetConnection: 'Please check your internet connection.',
  minimumSubtotal: 'To check out, your order subtotal must be {subtotal} or more.',
  emptyCart: 'You have nothing in your shopping cart.',

  // SPEC §2 cart pill
  pillItem: 'item',
  pillItems: 'items',
  pillOneItem: 'One item in cart',
  pillNItems: '{n} items in cart',
  pillMoreThanNItems: 'More than {n} items in cart',
  pillCart: 'Cart',

  // SPEC §4 add-to-cart button, §8 defaults
  buttonAdding: 'Adding…',
  buttonAdded: 'Added!',
  addToCart: 'Add To Cart',
  subscribe: 'Subscribe',
  soldOut: 'sold out',
  /** The scarcity notice a product shows when its owner turns it on ({qtyInStock} left). */
  scarcity: 'Only {qtyInStock} left!',
  sale: 'sale',
  quickView: 'Quick View',
  quantity: 'Quantity',
  selectValue: 'Select Value',
  selectVariant: 'Select {variantName}',

  // SPEC §5 installments
  installmentUpTo: 'available for orders up to {amount}',
  installmentOver: 'available for orders over {amount}',
  afterpay: 'Afterpay',
  clearpay: 'Clearpay',

  // SPEC §8 subscription price fallback
  subscriptionUnavailable: 'Unavailable',
} as const

/**
 * English subscription price wording (SPEC §9), by the localized-string key suffixes the site's
 * `localizedStrings` use: `productPrice__singlePrice__{period}__indefinite` or
 * `productPrice__singlePrice__{period}__limited__{duration}`. A full key is the billing phrase
 * followed by the duration phrase.
 */
/** The key a site translates 'Unavailable' under (the wording itself: `@atelier/schema`). */
export const subscriptionStrings = {
  unavailableKey: 'productPriceUnavailable',
} as const

export type CommerceStringKey = keyof typeof commerceStrings

/** Replaces each `{name}` with its value; unknown placeholders are left as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>) {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  )
}
