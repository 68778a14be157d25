import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

/** A crumb for test clients that make one visitor each (HTTP buyers). */
export const visitorCrumb = 'visitor-crumb-0123456789abcdef'

let visitors = 0

/**
 * A visitor of one site: sends cart calls with its crumb and the CART cookie it was given. Each
 * visitor is a browser of its own (its own crumb), since a first add opens the crumb's cart.
 */
export class CartVisitor {
  cartToken: string | undefined
  /** More cookies this visitor's browser sends (`name=value; …`), e.g. experiment assignments. */
  extraCookies = ''
  private readonly app: FastifyInstance
  readonly host: string
  readonly crumb: string

  constructor(
    app: FastifyInstance,
    host: string,
    crumb = `visitor-crumb-${++visitors}-0123456789`,
  ) {
    this.app = app
    this.host = host
    this.crumb = crumb
  }

  private headers(): Record<string, string> {
    const cart = this.cartToken === undefined ? '' : `; CART=${this.cartToken}`
    return {
      host: this.host,
      cookie: `crumb=${this.crumb}; atelier_cart_key=${this.crumb}${cart}${this.extraCookies === '' ? '' : `; ${this.extraCookies}`}`,
      'x-csrf-token': this.crumb,
    }
  }

  private remember(response: LightMyRequestResponse): LightMyRequestResponse {
    const cart = response.cookies.find((cookie) => cookie.name === 'CART')
    if (cart !== undefined) this.cartToken = cart.value
    return response
  }

  async cart(query = ''): Promise<LightMyRequestResponse> {
    return this.app.inject({ url: `/api/commerce/shopping-cart${query}`, headers: this.headers() })
  }

  async add(body: Record<string, unknown>): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method: 'POST',
      url: '/api/commerce/shopping-cart/entries',
      headers: this.headers(),
      payload: body,
    })
    return this.remember(response)
  }

  async setQuantity(entryId: string, quantity: unknown): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'PUT',
      url: `/api/commerce/shopping-cart/entries/${entryId}`,
      headers: this.headers(),
      payload: { quantity },
    })
  }

  async remove(entryId: string): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'DELETE',
      url: `/api/commerce/shopping-cart/entries/${entryId}`,
      headers: this.headers(),
    })
  }

  async setFields(entryId: string, body: Record<string, unknown>): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'PUT',
      url: `/api/commerce/shopping-cart/entries/${entryId}/additionalFields`,
      headers: this.headers(),
      payload: body,
    })
  }

  /** A page or GET call, with this visitor's cookies. */
  async get(url: string): Promise<LightMyRequestResponse> {
    return this.app.inject({ method: 'GET', url, headers: this.headers() })
  }

  async post(url: string, body: unknown): Promise<LightMyRequestResponse> {
    return this.app.inject({
      method: 'POST',
      url,
      headers: this.headers(),
      payload: body as object,
    })
  }
}
