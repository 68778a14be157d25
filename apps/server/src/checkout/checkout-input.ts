/** An address as the checkout form sends it. */
export interface CheckoutAddress {
  firstName?: string
  lastName?: string
  address1?: string
  address2?: string
  city?: string
  region?: string
  postalCode?: string
  country?: string
  phone?: string
}

/** What the quote and the order both take besides the cart. */
export interface CheckoutInput {
  email?: string
  shippingAddress?: CheckoutAddress
  billingAddress?: CheckoutAddress
  shippingOptionId?: string
  couponCodes?: string[]
  giftCardCodes?: string[]
}
