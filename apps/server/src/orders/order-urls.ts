/** The order confirmed (202), subscription confirmed (206) or order received (207) page. */
export function confirmationPath(token: string): string {
  return `/checkout/confirmed/${encodeURIComponent(token)}`
}

/** The order status page (211), reached by the secret link of the confirmation mail. */
export function orderStatusPath(token: string): string {
  return `/orders/${encodeURIComponent(token)}`
}
