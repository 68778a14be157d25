/** Words of the order status page (211) that SPEC does not give (OWN), in one place for a locale. */
export const orderPageStrings = {
  fulfillmentLabel: 'Fulfillment',
  fulfilled: 'Fulfilled',
  unfulfilled: 'Unfulfilled',
  fulfillmentNotRequired: 'Nothing to ship',
  trackingNumber: 'Tracking number',
} as const
