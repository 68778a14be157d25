/**
 * Visible strings of the checkout rules. SPEC words none of these (the minimum-subtotal message is
 * SPEC's and lives in `commerceStrings.minimumSubtotal`), so they are ours, kept in one place so a
 * locale can replace them. Placeholders are `{name}`, filled by `fillTemplate`.
 */
export const checkoutStrings = {
  // Coupons
  couponNotFound: 'Coupon code not found.',
  couponExpired: 'This coupon has expired.',
  couponNotYetValid: 'This coupon is not valid yet.',
  couponMinimumSubtotal: 'Your order subtotal must be {amount} or more to use this coupon.',
  couponUsageLimit: 'This coupon has reached its usage limit.',
  couponNotApplicable: 'This coupon does not apply to the items in your cart.',
  couponAlreadyApplied: 'This coupon has already been applied.',
  couponCannotCombine: 'This coupon cannot be combined with another coupon of the same kind.',

  // Shipping
  shippingOptionRequired: 'Please choose a shipping option.',
  shippingOptionUnavailable: 'This shipping option is not available for your address.',
  noShippingToAddress: 'We do not ship to this address.',

  // Gift cards
  giftCardCurrencyMismatch: 'This gift card cannot be used in this currency.',
  giftCardEmpty: 'This gift card has no remaining balance.',
  giftCardAlreadyApplied: 'This gift card has already been applied.',
  giftCardNotNeeded: 'Your order is already fully paid.',
  giftCardCodeInvalid: 'This gift card code is not valid. Please check it and try again.',

  // Cards (test payment provider)
  cardNumberIncomplete: 'Your card number is incomplete.',
  cardNumberInvalid: 'Your card number is invalid.',
  cardExpiryIncomplete: "Your card's expiration date is incomplete.",
  cardExpiryInvalid: "Your card's expiration date is invalid.",
  cardExpired: 'Your card has expired.',
  cardCvcIncomplete: "Your card's security code is incomplete.",
  cardDeclined: 'Your card was declined.',
  cardInsufficientFunds: 'Your card has insufficient funds.',

  // Address and email
  required: 'Required',
  emailInvalid: 'Please enter a valid email address.',
  postalCodeInvalidUS: 'Please enter a valid ZIP code.',
  postalCodeInvalidCA: 'Please enter a valid postal code.',
  postalCodeInvalidGB: 'Please enter a valid postcode.',
  countryUnsupported: 'Please choose a country from the list.',

  // Digital downloads
  downloadExpired: 'This download link has expired.',
  downloadLimitReached: 'This file has reached its download limit.',
  downloadAwaitingPayment: 'This download will be available once your order is paid.',
} as const

export type CheckoutStringKey = keyof typeof checkoutStrings
