/**
 * The checkout island's own visible words, which SPEC does not give (its words — the minimum
 * subtotal, the empty cart, 'Please try again.' — come from `@atelier/commerce`). One place, so a
 * locale can replace them.
 */
export const checkoutFormStrings = {
  contact: 'Contact',
  oneItemCheckout:
    'This checkout is for {title} alone; what is in your cart ({items}) waits there for its own checkout.',
  oneItem: '1 item',
  manyItems: '{count} items',
  viewCart: 'View cart',
  email: 'Email',
  shippingAddress: 'Shipping address',
  billingAddress: 'Billing address',
  firstName: 'First name',
  lastName: 'Last name',
  address: 'Address',
  address2: 'Apartment, suite, etc. (optional)',
  choose: 'Choose…',
  regionRequired: 'Please choose a {label}.',
  postalRequired: 'Please enter a {label}.',
  postalInvalid: 'Please enter a valid {label}.',
  free: 'Free',
  remove: 'Remove',
  removeCode: 'Remove {code}',
  appliedCoupon: 'Coupon {code} applied',
  appliedGiftCard: 'Gift card {code}: {amount} applied, {balance} left on the card',
  nothingDue: 'Nothing to pay: your gift card covers this order.',
  city: 'City',
  region: 'State',
  postalCode: 'ZIP code',
  country: 'Country',
  shipping: 'Shipping',
  codes: 'Coupon and gift card',
  couponCode: 'Coupon code',
  applyCoupon: 'Apply coupon',
  giftCardCode: 'Gift card code',
  applyGiftCard: 'Apply gift card',
  payment: 'Payment',
  cardTestMode: 'Card (test mode)',
  payOffline: 'Pay on pickup or by bank transfer',
  cardNumber: 'Card number',
  expiryMonth: 'Expiry month (MM)',
  expiryYear: 'Expiry year (YYYY)',
  securityCode: 'Security code',
  checkHighlightedFields: 'Please check the highlighted fields.',
  noShippingToAddress: 'We do not ship to this address.',
  payNow: 'Pay now',
  paying: 'Paying…',
} as const

/** The order summary's row labels. */
export const checkoutSummaryStrings = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  giftCard: 'Gift card',
  total: 'Total',
  amountDue: 'Amount due',
} as const
