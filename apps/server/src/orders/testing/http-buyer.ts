import http from 'node:http'
import { goodCard, nyAddress } from './checkout-visitor.js'

export interface HttpAnswer {
  status: number
  body: unknown
}

let sequence = 0
let buyers = 0

/**
 * A buyer talking to a real server over HTTP, as a browser of its own: its own crumb (cookie and
 * header on every call) and its own cart (the CART cookie it is given), then an order paid with
 * the test card's token.
 */
export class HttpBuyer {
  private cartToken: string | undefined
  private readonly crumb = `http-buyer-crumb-${++buyers}-0123456789`

  constructor(
    private readonly port: number,
    private readonly host: string,
  ) {}

  add(body: Record<string, unknown>): Promise<HttpAnswer> {
    return this.post('/api/commerce/shopping-cart/entries', body)
  }

  async order(): Promise<HttpAnswer> {
    // The card goes to the test provider's token endpoint, only its token to the order.
    const tokenized = await this.post('/api/commerce/payments/test/tokens', goodCard)
    const token = (tokenized.body as { token: string }).token
    return this.post('/api/commerce/orders', {
      email: 'ada@example.com',
      shippingAddress: nyAddress,
      shippingOptionId: 'standard',
      payment: { provider: 'test', token },
      idempotencyKey: `http-${Date.now().toString(36)}-${sequence++}`,
    })
  }

  private post(path: string, body: unknown): Promise<HttpAnswer> {
    const payload = JSON.stringify(body)
    const cart = this.cartToken === undefined ? '' : `; CART=${this.cartToken}`
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: 'POST',
          path,
          // A fresh connection per call, so neither server is favoured by a kept-alive socket.
          agent: false,
          headers: {
            host: this.host,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            cookie: `crumb=${this.crumb}; atelier_cart_key=${this.crumb}${cart}`,
            'x-csrf-token': this.crumb,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const match = /^CART=([^;]*)/.exec(cookie)
              if (match?.[1] !== undefined) this.cartToken = match[1]
            }
            const text = Buffer.concat(chunks).toString('utf8')
            resolve({
              status: response.statusCode ?? 0,
              body: text === '' ? null : JSON.parse(text),
            })
          })
          response.on('error', reject)
        },
      )
      request.on('error', reject)
      request.end(payload)
    })
  }
}
