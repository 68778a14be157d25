import { commerceStrings } from '@atelier/commerce'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { siteMoneyText } from '../money/product-money.js'
import { ensureCartKeyCookie } from '../security/crumb.js'
import { addCartEntry } from './add-cart-entry.js'
import { createSharedCartAddLimiter } from './cart-add-limiter.js'
import type { CartAddLimiter } from './cart-add-limiter.js'
import { cartTokenOf, setCartCookies } from './cart-cookies.js'
import type { CartDeps } from './cart-deps.js'
import { findCartByToken, hashToken } from './cart-queries.js'
import {
  addEntryBodySchema,
  cartEntrySchema,
  entryParamsSchema,
  failureResponses,
  fieldsBodySchema,
  messageSchema,
  quantityBodySchema,
  shoppingCartResponseSchema,
} from './cart-schemas.js'
import { changeEntryFields, changeEntryQuantity, removeEntry } from './change-cart-entry.js'
import { cartTokenSecret, crumbCartToken } from './crumb-cart-token.js'
import { cartEntryResponse, cartResponse } from './cart-response.js'
import { formValidationRoutes } from './form-validation.routes.js'
import { readCart } from './read-cart.js'
import { openSiteUserCart } from './site-user-cart.js'
import { visitorCartToken } from './visitor-cart-token.js'
import { sendFailure as fail } from '../errors/send-failure.js'
import { stockRoutes } from './stock.routes.js'
import { oneItemCartRoutes } from './one-item-cart.routes.js'

declare module '../app.js' {
  interface AppDeps {
    /** Replaces the default limit of 30 adds per cart (or IP) in 10 s; tests use a small one. */
    cartAddLimiter?: CartAddLimiter
  }
}

export interface CartRoutesOptions {
  addLimiter?: CartAddLimiter | undefined
}

const tags = ['commerce']

/** SPEC §7 cart calls, the stock lookup, subscription and gift card carts and cart-form validation. */
export async function cartRoutes(app: FastifyInstance, options: CartRoutesOptions): Promise<void> {
  const deps: CartDeps = { storage: app.atelier.storage, now: () => app.atelier.now() }
  const limiter = options.addLimiter ?? createSharedCartAddLimiter(app.atelier.attempts)
  let secret: Promise<string> | undefined

  /** The request's cart token when it opens a cart of this site (a signed-in user's own cart). */
  async function knownCartToken(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string | undefined> {
    const { token, siteUserId } = await visitorCartToken(deps, request)
    if (siteUserId !== undefined) {
      // A signed-in visitor's first add opens the account's cart, never an anonymous one.
      const own = token ?? (await openSiteUserCart(deps, request.site, siteUserId))
      if (own !== cartTokenOf(request)) setCartCookies(request, reply, own)
      return own
    }
    if (token === undefined) return undefined
    const cart = await findCartByToken(deps.storage.db, request.site.id, token, 'shopping')
    return cart === undefined ? undefined : token
  }

  /**
   * The token of the cart a first add opens, derived from the browser's HttpOnly cart key (set with
   * the crumb by the crumb call), so every tab meets in one cart; a browser without one gets its
   * key from this first cart action.
   */
  async function crumbToken(request: FastifyRequest, reply: FastifyReply): Promise<string> {
    const key = ensureCartKeyCookie(request, reply)
    secret ??= cartTokenSecret(deps.storage.db).catch((error: unknown) => {
      secret = undefined
      throw error
    })
    return crumbCartToken(await secret, request.site.id, key)
  }

  app.get(
    '/api/commerce/shopping-cart',
    {
      schema: {
        summary: "The visitor's shopping cart (an empty one when there is none)",
        tags,
        querystring: {
          type: 'object',
          properties: {
            calculateSubtotal: { type: 'boolean' },
            mock: { type: 'string' },
            timecode: { type: 'string' },
          },
        },
        response: { 200: shoppingCartResponseSchema },
      },
    },
    // Totals are always computed, so `calculateSubtotal` changes nothing.
    async (request, reply) => {
      const { token, siteUserId } = await visitorCartToken(deps, request)
      // A signed-in browser without the account cart's cookie (another browser, an expired
      // cookie) gets it, so checkout and the page-start load find the same cart.
      if (siteUserId !== undefined && token !== undefined && token !== cartTokenOf(request)) {
        setCartCookies(request, reply, token)
      }
      return cartResponse(request.site, await readCart(deps, request.site, token))
    },
  )

  app.post(
    '/api/commerce/shopping-cart/entries',
    {
      schema: {
        summary: 'Add an item to the cart; the first add opens the cart and sets its cookies',
        tags,
        body: addEntryBodySchema,
        response: {
          200: {
            type: 'object',
            properties: {
              shoppingCart: shoppingCartResponseSchema,
              newlyAdded: { type: 'boolean' },
            },
          },
          ...failureResponses,
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      // A CART cookie naming no cart of this site counts as none: otherwise a new random value
      // per request would dodge the limit, each add opening yet another cart.
      const token = await knownCartToken(request, reply)
      const key = token === undefined ? `ip:${request.ip}` : `cart:${hashToken(token)}`
      if (!(await limiter.tryAdd(key, deps.now()))) {
        return fail(reply, {
          ok: false,
          code: 'too-many-attempts',
          message: commerceStrings.tryAgainInAFewSeconds,
        })
      }
      const result = await addCartEntry(
        deps,
        request.site,
        token,
        request.body,
        token === undefined ? await crumbToken(request, reply) : undefined,
      )
      if (!result.ok) return fail(reply, result)
      if (result.newToken !== undefined) {
        setCartCookies(request, reply, result.newToken)
        // The add that opened the cart counts against the cart too, not only against the address.
        await limiter.tryAdd(`cart:${hashToken(result.newToken)}`, deps.now())
      }
      return {
        shoppingCart: cartResponse(request.site, result.cart),
        newlyAdded: result.newlyAdded,
      }
    },
  )

  app.put(
    '/api/commerce/shopping-cart/entries/:entryId',
    {
      schema: {
        summary: "Set a cart line's quantity; 0 removes the line",
        tags,
        params: entryParamsSchema,
        body: quantityBodySchema,
        response: cartAnswer(),
      },
    },
    async (request, reply) => {
      const { entryId } = request.params
      const result = await changeEntryQuantity(
        deps,
        request.site,
        (await visitorCartToken(deps, request)).token,
        entryId,
        request.body.quantity,
      )
      return result.ok
        ? { shoppingCart: cartResponse(request.site, result.cart) }
        : fail(reply, result)
    },
  )

  app.delete(
    '/api/commerce/shopping-cart/entries/:entryId',
    {
      schema: {
        summary: 'Remove a cart line',
        tags,
        params: entryParamsSchema,
        response: cartAnswer(),
      },
    },
    async (request, reply) => {
      const result = await removeEntry(
        deps,
        request.site,
        (await visitorCartToken(deps, request)).token,
        request.params.entryId,
      )
      return result.ok
        ? { shoppingCart: cartResponse(request.site, result.cart) }
        : fail(reply, result)
    },
  )

  app.put(
    '/api/commerce/shopping-cart/entries/:entryId/additionalFields',
    {
      schema: {
        summary: "Replace a cart line's answers to the product form",
        tags,
        params: entryParamsSchema,
        body: fieldsBodySchema,
        response: {
          200: {
            type: 'object',
            properties: { shoppingCart: shoppingCartResponseSchema, updatedEntry: cartEntrySchema },
          },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const result = await changeEntryFields(
        deps,
        request.site,
        (await visitorCartToken(deps, request)).token,
        request.params.entryId,
        request.body,
      )
      if (!result.ok) return fail(reply, result)
      return {
        shoppingCart: cartResponse(request.site, result.cart),
        updatedEntry: cartEntryResponse(siteMoneyText(request.site.website), result.updatedEntry),
      }
    },
  )

  stockRoutes(app, deps)
  oneItemCartRoutes(app, deps)
  formValidationRoutes(app, deps)
}

function cartAnswer() {
  return {
    200: { type: 'object', properties: { shoppingCart: shoppingCartResponseSchema } },
    ...failureResponses,
  } as const
}
