import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { setCartCookies } from '../commerce/cart-cookies.js'
import type { CartDeps } from '../commerce/cart-deps.js'
import { sendFailure } from '../errors/send-failure.js'
import { crumbHeaderSchema } from '../http/openapi.js'
import { orderStatusPath } from '../orders/order-urls.js'
import { withAccountHomeTables } from '../storage/account-home-tables.js'
import { listAccountOrders } from './account-orders.js'
import { deleteAddress, listAddresses, saveAddress, type BookAddress } from './address-book.js'
import { buyAgain } from './buy-again-into-cart.js'
import { postalAddressLines } from './postal-address.js'
import { requireAccount } from './signed-in-account.js'

const tags = ['site-users']
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const
const addressBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstName: text(100),
    lastName: text(100),
    address1: text(200),
    address2: text(200),
    city: text(100),
    region: text(100),
    postalCode: text(20),
    country: text(2),
    phone: text(40),
    defaultShipping: { type: 'boolean' },
    defaultBilling: { type: 'boolean' },
  },
} as const
const addressParams = {
  type: 'object',
  required: ['addressId'],
  properties: { addressId: text(64) },
} as const

/**
 * The signed-in shopper's own account (issue 21): their orders a page at a time, "Buy again",
 * the address book and their name. Every call answers 401 when signed out, and 404 for an order
 * or address that is not the caller's.
 */
export function accountHomeRoutes(app: FastifyInstance, services: AppServices): void {
  const { storage } = services
  const deps: CartDeps = { storage, now: services.now }
  // Each address comes with its lines as its country writes them, for the page to show.
  const withLines = (request: FastifyRequest, address: BookAddress) => ({
    ...address,
    lines: postalAddressLines(address, request.site.website.locale),
  })
  const account = (request: Parameters<typeof requireAccount>[1]) =>
    requireAccount(storage, request, services.now())

  app.get(
    '/api/site-users/account/orders',
    {
      schema: {
        summary: "The signed-in shopper's orders, newest first, 10 a page",
        tags,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { page: { type: 'integer', minimum: 1, maximum: 100_000 } },
        },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1
      const { orders, hasNextPage } = await listAccountOrders(storage, await account(request), page)
      return {
        orders: orders.map(({ token, view }) => ({
          id: view.id,
          orderNumber: view.orderNumber,
          createdAt: view.createdAt,
          status: view.status,
          fulfillmentStatus: view.fulfillmentStatus,
          trackingNumber: view.trackingNumber,
          grandTotalCents: view.grandTotalCents,
          currency: view.currency,
          itemCount: view.lines.reduce((sum, line) => sum + line.quantity, 0),
          statusUrl: orderStatusPath(token),
        })),
        page,
        hasNextPage,
      }
    },
  )

  app.post(
    '/api/site-users/account/orders/:orderId/buy-again',
    {
      schema: {
        summary: "Put an order's items that are still for sale into the shopper's cart",
        tags,
        headers: crumbHeaderSchema,
        params: { type: 'object', required: ['orderId'], properties: { orderId: text(64) } },
      },
    },
    async (request, reply) => {
      const result = await buyAgain(
        deps,
        request.site,
        await account(request),
        request.params.orderId,
      )
      if (!result.ok) return sendFailure(reply, result)
      if (result.cartToken !== undefined) setCartCookies(request, reply, result.cartToken)
      return { added: result.added, skipped: result.skipped }
    },
  )

  app.get(
    '/api/site-users/account/addresses',
    { schema: { summary: "The signed-in shopper's address book, oldest first", tags } },
    async (request) => ({
      addresses: (await listAddresses(storage, await account(request))).map((address) =>
        withLines(request, address),
      ),
    }),
  )

  app.post(
    '/api/site-users/account/addresses',
    {
      schema: {
        summary: 'Add an address to the address book',
        tags,
        headers: crumbHeaderSchema,
        body: addressBody,
      },
    },
    async (request, reply) => {
      const owner = await account(request)
      const result = await saveAddress(storage, owner, undefined, request.body, services.now())
      return result.ok
        ? { address: withLines(request, result.address) }
        : sendFailure(reply, result)
    },
  )

  app.put(
    '/api/site-users/account/addresses/:addressId',
    {
      schema: {
        summary: 'Change an address of the address book',
        tags,
        headers: crumbHeaderSchema,
        params: addressParams,
        body: addressBody,
      },
    },
    async (request, reply) => {
      const owner = await account(request)
      const { addressId } = request.params
      const result = await saveAddress(storage, owner, addressId, request.body, services.now())
      return result.ok
        ? { address: withLines(request, result.address) }
        : sendFailure(reply, result)
    },
  )

  app.delete(
    '/api/site-users/account/addresses/:addressId',
    {
      schema: {
        summary: 'Delete an address of the address book',
        tags,
        headers: crumbHeaderSchema,
        params: addressParams,
      },
    },
    async (request, reply) => {
      const result = await deleteAddress(storage, await account(request), request.params.addressId)
      return result.ok ? { ok: true } : sendFailure(reply, result)
    },
  )

  app.get(
    '/api/site-users/account/profile',
    {
      schema: {
        summary: "The signed-in shopper's email, name and default addresses (checkout fills them)",
        tags,
      },
    },
    async (request) => {
      const me = await account(request)
      const addresses = await listAddresses(storage, me)
      return {
        email: me.email,
        firstName: me.firstName,
        lastName: me.lastName,
        shippingAddress: addresses.find((address) => address.defaultShipping) ?? null,
        billingAddress: addresses.find((address) => address.defaultBilling) ?? null,
      }
    },
  )

  app.put(
    '/api/site-users/account/profile',
    {
      schema: {
        summary: "Change the signed-in shopper's name",
        tags,
        headers: crumbHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['firstName', 'lastName'],
          properties: { firstName: text(100), lastName: text(100) },
        },
      },
    },
    async (request) => {
      const me = await account(request)
      const name = {
        firstName: request.body.firstName.trim(),
        lastName: request.body.lastName.trim(),
      }
      await withAccountHomeTables(storage.db)
        .updateTable('siteUsers')
        .set(name)
        .where('id', '=', me.id)
        .execute()
      return name
    },
  )
}
