import type { FastifyRequest } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { cartTokenOf } from './cart-cookies.js'
import type { CartDeps } from './cart-deps.js'
import { siteUserCartTokenOf } from './site-user-cart.js'

/**
 * The cart a request works on: a signed-in site user's own cart (whichever browser they use,
 * with or without a CART cookie), otherwise the CART cookie's.
 */
export async function visitorCartToken(
  deps: CartDeps,
  request: FastifyRequest,
): Promise<{ token: string | undefined; siteUserId: string | undefined }> {
  const siteUserId = await currentSiteUserId(deps.storage, request, deps.now())
  if (siteUserId === undefined) return { token: cartTokenOf(request), siteUserId }
  return { token: await siteUserCartTokenOf(deps, request.site, siteUserId), siteUserId }
}
