/** What the restock calls answer in `{message}`, which the product page's restock box shows. */
export const RestockStrings = {
  productNotFound: 'This product is no longer available.',
  notificationsOff: 'This store does not take restock notifications.',
  notSoldOut: 'This item is in stock. You can buy it now.',
  neverSoldOut: 'This product never runs out, so there is nothing to wait for.',
} as const
