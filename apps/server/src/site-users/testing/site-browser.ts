import type { FastifyInstance, LightMyRequestResponse } from 'fastify'

let browsers = 0

/**
 * One browser of a site for integration tests: a cookie jar of its own (crumb, CART, hasCart,
 * SiteUserSession, SiteUserInfo …) that every answer updates, as a browser would.
 */
export class SiteBrowser {
  readonly cookies = new Map<string, string>()
  private readonly app: FastifyInstance
  readonly host: string
  readonly crumb: string

  constructor(app: FastifyInstance, host: string) {
    this.app = app
    this.host = host
    this.crumb = `browser-crumb-${++browsers}-0123456789`
    this.cookies.set('crumb', this.crumb)
    this.cookies.set('atelier_cart_key', `key-${this.crumb}`)
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    options: { crumb?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const response = await this.app.inject({
      method,
      url,
      headers: {
        host: this.host,
        cookie,
        ...(options.crumb === false ? {} : { 'x-csrf-token': this.crumb }),
      },
      ...(payload === undefined ? {} : { payload }),
    })
    for (const set of response.cookies) {
      const expired = set.expires !== undefined && set.expires.getTime() <= Date.now()
      if (expired || set.maxAge === 0 || set.value === '') this.cookies.delete(set.name)
      else this.cookies.set(set.name, set.value)
    }
    return response
  }

  signIn(email: string, password: string, rememberMe = false) {
    return this.request('POST', '/api/site-users/account/session', { email, password, rememberMe })
  }

  signOut(cloneCart?: boolean) {
    const query = cloneCart === undefined ? '' : `?cloneCart=${cloneCart}`
    return this.request('DELETE', `/api/site-users/account/session${query}`)
  }

  async cart() {
    return (await this.request('GET', '/api/commerce/shopping-cart')).json()
  }

  add(itemId: string, sku: string, quantity = 1) {
    return this.request('POST', '/api/commerce/shopping-cart/entries', { itemId, sku, quantity })
  }
}
