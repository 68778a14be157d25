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

  /**
   * Places an order as the checkout does: a test card (`{provider: 'test', card}`, the good card by
   * default) is tokenized first through the test provider's endpoint and only its token is sent.
   */
  async order(body: Record<string, unknown> = {}): Promise<LightMyRequestResponse> {
    const payment = (body.payment ?? { provider: 'test', card: goodCard }) as {
      provider: string
      card?: Record<string, unknown>
    }
    const { card, ...rest } = payment
    return this.post('/api/commerce/orders', {
      email: 'ada@example.com',
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      idempotencyKey: `key-${Date.now().toString(36)}-${sequence++}`,
      ...body,
      payment: card === undefined ? payment : { ...rest, token: await this.tokenize(card) },
    })
  }

  /** The test provider's token for a card, as the checkout's browser script asks for it. */
  async tokenize(card: Record<string, unknown>): Promise<string> {
    const answer = await this.post('/api/commerce/payments/test/tokens', card)
    if (answer.statusCode !== 201) throw new Error(`tokenizing failed: ${answer.body}`)
    return answer.json<{ token: string }>().token
  }
}
