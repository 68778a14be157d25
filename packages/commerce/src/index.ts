export { CommerceError, type CommerceErrorCode } from './commerce-error.js'
export {
  commerceStrings,
  fillTemplate,
  subscriptionStrings,
  type CommerceStringKey,
} from './strings.js'

// Money
export {
  DEFAULT_CURRENCY,
  fractionDigits,
  isCurrencyCode,
  storeCurrency,
  type CurrencyCode,
} from './currencies.js'
export {
  MAX_INTEGER_DIGITS,
  ZERO_USD,
  minorPerMajor,
  money,
  moneyToDecimal,
  parseMoney,
  priceOrDefault,
  type Money,
  type MoneyInput,
  type MoneyParseFailure,
  type MoneyParseResult,
} from './money.js'
export {
  DEFAULT_LOCALE,
  cldrMoneyFormatter,
  formatMoney,
  formatMoneyValue,
  specMoneyFormatter,
  type CldrCurrencyFormatting,
  type MoneyFormatter,
} from './money-format.js'
export { parseDecimal, decimalToScaled, scaledToDecimal, type ParsedDecimal } from './decimal.js'
export { divideRounded, multiplyRounded, toSafeNumber, type RoundingMode } from './rounding.js'
export { prorate, splitEvenly } from './prorate.js'
export { linePaidCents } from './checkout/line-paid.js'
export { lineRefundCents, refundPrefillCents, type RefundableLine } from './refund-prefill.js'

// Products
export type {
  Product,
  ProductVariant,
  CartStoreSettings,
  ProductSubscriptionPlan,
} from './product.js'
export { productTypeOf, type ProductKind } from './product-type.js'
export {
  isOnSale,
  isSoldOut,
  stockCount,
  variantStock,
  type StockCount,
} from './product-availability.js'
export { variantOnSale, variantRegularPrice, variantUnitPrice } from './product-price.js'
export { giftCardSku, productVariants } from './product-variants.js'
export { variantDescription } from './variant-description.js'
export { showsVariantSelector, variantOptions, type VariantOption } from './product-options.js'
export {
  findVariantBySku,
  selectVariant,
  unselectedOptionsMessage,
  type ChosenAttributes,
  type VariantSelection,
} from './product-variant-selection.js'
export {
  DEFAULT_QUANTITY,
  MAX_QUANTITY,
  MIN_QUANTITY,
  parseQuantity,
  type QuantityFailure,
  type QuantityResult,
} from './product-quantity.js'
export {
  checkStock,
  isInStockForCart,
  quantityInCart,
  type CartLineRef,
  type StockCheck,
} from './product-stock.js'
export {
  addButtonLabel,
  isSubscribable,
  scarcityNotices,
  scarcityText,
  soldOutText,
  type ProductMerchandisingContext,
  type ScarcityNotice,
} from './product-merchandising.js'
export {
  validateAddToCart,
  type AddToCartFailureCode,
  type AddToCartInput,
  type AddToCartValidation,
} from './validate-add-to-cart.js'
export { cartUnitLimit, planCartMerge, type MergeLine, type MergePlan } from './merge-cart-lines.js'

// Cart
export {
  createCart,
  type CartEntry,
  type ChosenVariant,
  type Coupon,
  type NewCart,
  type ShippingLocation,
  type ShippingOption,
  type ShoppingCart,
  type TaxRule,
} from './cart.js'
export {
  computeCartTotals,
  recalculateCart,
  type CartAdjustments,
  type CartTotals,
  type CartTotalsResult,
} from './cart-totals.js'
export { addCartEntry, type AddedCartEntry, type NewCartEntry } from './cart-entries.js'
export { checkMinimumSubtotal, type MinimumSubtotalCheck } from './cart-minimum-subtotal.js'
export { addFailureAlert, type AddFailure, type AddFlow, type FailureAlert } from './add-failure.js'
export { cartActionFailure, type CartAction } from './cart-action-failure.js'
export { cartSyncData, type CartSyncData } from './cart-sync-data.js'
export {
  PILL_QUANTITY_CAP,
  cartPill,
  cartPillAccessibleName,
  type CartPillView,
} from './cart-pill.js'

// Visitor-side behaviour
export {
  ADD_TO_CART_BUTTON_TIMINGS,
  INITIAL_ADD_TO_CART_BUTTON_STATE,
  addToCartButtonLabel,
  addToCartButtonReducer,
  type AddToCartButtonEffect,
  type AddToCartButtonEvent,
  type AddToCartButtonState,
  type AddToCartButtonStatus,
  type AddToCartButtonTransition,
} from './add-to-cart-button-state.js'
export {
  DEFAULT_INSTALLMENTS,
  INSTALLMENT_COUNTRY_LANGUAGES,
  US_TERRITORIES,
  installmentBadge,
  installmentLocale,
  installmentProvider,
  installmentProviderName,
  type InstallmentBadge,
  type InstallmentInput,
  type InstallmentProvider,
} from './installments.js'
export {
  subscriptionDuration,
  subscriptionWording,
  type BillingUnit,
  type SubscriptionDuration,
} from './subscription-wording.js'

// Checkout pricing
export { checkoutStrings, type CheckoutStringKey } from './checkout/strings.js'
export {
  lineTotalCents,
  summarizeLines,
  toCheckoutLine,
  type CheckoutLine,
  type CheckoutLineExtras,
  type CheckoutLineSummary,
} from './checkout/checkout-line.js'
export {
  selectShippingOption,
  shippingOptionsFor,
  shipsTo,
  type AvailableShippingOption,
  type ShippingCart,
  type ShippingDestination,
  type ShippingRateKind,
  type ShippingSelection,
  type StoreShippingRate,
  type WeightBand,
} from './checkout/shipping-options.js'
export {
  applicableTaxRules,
  computeOrderTax,
  taxOnAmount,
  toCartTaxRule,
  type OrderTax,
  type RuleTax,
  type StoreTaxRule,
  type TaxedAmount,
} from './checkout/tax-rules.js'
export {
  normalizeCouponCode,
  type CouponKind,
  type CouponScope,
  type CouponUsage,
  type StoreCoupon,
} from './checkout/store-coupon.js'
export {
  applyCoupons,
  type AppliedCoupon,
  type ApplyCouponsOptions,
  type CouponApplication,
  type InvalidCoupon,
  type InvalidCouponReason,
} from './checkout/apply-coupons.js'
export {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  checkGiftCardCode,
  formatGiftCardCode,
  giftCardCheckCharacter,
  isValidGiftCardCode,
  normalizeGiftCardCode,
  type GiftCardCodeCheck,
} from './checkout/gift-card-code.js'
export {
  applyGiftCards,
  giftCardNotFound,
  type AppliedGiftCard,
  type GiftCardApplication,
  type GiftCardBalance,
  type RejectedGiftCard,
} from './checkout/apply-gift-cards.js'
export {
  priceOrder,
  type CheckoutProblem,
  type OrderQuote,
  type PriceOrderInput,
  type PricedLine,
} from './checkout/price-order.js'
export {
  RENEWAL_RETRY_DAYS,
  isFinalCycle,
  nextBillingDate,
  renewalRetryAt,
  pastDueCancelAt,
  PAST_DUE_CANCEL_DAYS,
  type BillingPeriod,
} from './checkout/subscription-schedule.js'
export {
  startSubscription,
  subscriptionReducer,
  type SubscriptionEvent,
  type SubscriptionState,
  type SubscriptionStatus,
  type SubscriptionTransition,
} from './checkout/subscription-status.js'
export {
  downloadAllowed,
  type DownloadCheck,
  type DownloadGrant,
} from './checkout/download-allowed.js'
export {
  TEST_CARDS,
  cardDigits,
  cardFailureMessage,
  passesLuhn,
  testCardOutcome,
  testCardRenewalOutcome,
  RENEWAL_TEST_CARDS,
  validateCard,
  type RenewalCardOutcome,
  type CardField,
  type CardInput,
  type TestCardOutcome,
} from './checkout/test-cards.js'
export {
  validateCheckoutAddress,
  validateCheckoutEmail,
  type CheckoutAddress,
  type CheckoutAddressField,
} from './checkout/checkout-address.js'
export {
  purchaseEventPayload,
  type PurchaseEventPayload,
  type PurchaseItem,
} from './checkout/purchase-analytics.js'
export {
  hasMemberAccess,
  membershipOpens,
  paidUntil,
  type MembershipFacts,
  type MembershipPlan,
  type MembershipStatus,
} from './members/membership-access.js'
export { membershipStanding, type MembershipStanding } from './members/membership-standing.js'
