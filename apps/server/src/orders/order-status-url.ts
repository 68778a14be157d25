import { siteBaseUrl } from '../mail/site-base-url.js'
import type { Storage } from '../storage/open-storage.js'
import { orderLinkSecret, orderToken } from './order-token.js'
import { orderStatusPath } from './order-urls.js'

/** The order status page's secret link, on the site's configured domain (for mails). */
export async function orderStatusUrl(
  storage: Storage,
  order: { id: string; websiteId: string },
): Promise<string> {
  const token = orderToken(await orderLinkSecret(storage.db), order.id)
  return `${await siteBaseUrl(storage, order.websiteId)}${orderStatusPath(token)}`
}
