import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { CartVisitor } from '../../commerce/testing/cart-client.js'

export const goodCard = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' }
export const declinedCard = { ...goodCard, number: '4000 0000 0000 0002' }

export const nyAddress = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Main St',
  city: 'New York',
  region: 'NY',
  postalCode: '10001',
  country: 'US',
}

let sequence = 0

/** A cart visitor who can also check out. */
export class CheckoutVisitor extends CartVisitor {
  constructor(app: FastifyInstance, host: string) {
    super(app, host)
  }

  quote(body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    return this.post('/api/commerce/checkout/quote', body)
  }

  order(body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    return this.post('/api/commerce/orders', {
      email: 'ada@example.com',
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      payment: { provider: 'test', card: goodCard },
      idempotencyKey: `key-${Date.now().toString(36)}-${sequence++}`,
      ...body,
    })
  }
}
