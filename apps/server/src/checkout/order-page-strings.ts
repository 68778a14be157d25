/**
 * Words of the checkout pages — checkout (201), order confirmed (202), subscription confirmed
 * (206), order received (207) and order status (211) — that SPEC does not give (OWN), in one
 * place for a locale. Placeholders are `{name}`, filled by `fillTemplate`.
 */
export const orderPageStrings = {
  checkoutTitle: 'Checkout',
  orderConfirmedTitle: 'Order Confirmed',
  orderConfirmedIntro: 'Thank you for your order!',
  subscriptionConfirmedTitle: 'Subscription Confirmed',
  subscriptionConfirmedIntro: 'Thank you! Your subscription has started.',
  orderReceivedTitle: 'Order Received',
  orderReceivedIntro:
    'Thank you! We have received your order; payment is due on pickup or by transfer.',
  confirmationSent: 'A confirmation has been sent to {email}.',
  viewOrderStatus: 'View order status',
  orderStatusTitle: 'Order #{orderNumber}',
  orderNumber: 'Order #{orderNumber}',
  testOrder: 'Test order: no money was charged.',
  status: 'Status: {status}',
  statusPaid: 'Paid',
  statusReceived: 'Received, payment due',
  statusPending: 'Processing',
  statusNotCompleted: 'Not completed',
  subscription: 'Subscription: {status}',
  nextPayment: ', next payment on {date}',
  subscriptionActive: 'Active',
  subscriptionPastDue: 'Past due',
  subscriptionCancelled: 'Cancelled',
  subscriptionCompleted: 'Completed',
  cancelSubscription: 'Cancel subscription',
  cancelSubscriptionQuestion:
    'Cancel this subscription? No further payments are taken and nothing more is sent.',
  confirmCancelSubscription: 'Yes, cancel subscription',
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  giftCard: 'Gift card',
  total: 'Total',
  downloads: 'Downloads',
  fulfillmentLabel: 'Fulfillment',
  fulfilled: 'Fulfilled',
  unfulfilled: 'Unfulfilled',
  fulfillmentNotRequired: 'Nothing to ship',
  partiallyFulfilled: 'Partially shipped',
  trackingNumber: 'Tracking number',
} as const
