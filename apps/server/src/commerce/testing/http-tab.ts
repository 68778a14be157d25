import http from 'node:http'

export interface TabAnswer {
  status: number
  body: unknown
}

/** What the tabs of one browser share: the crumb cookie and the CART cookie, once given. */
export interface BrowserCookies {
  readonly crumb: string
  cartToken?: string
}

/**
 * One tab of a browser talking to a real server over HTTP: every call carries the browser's
 * crumb (cookie and header) and its CART cookie, and a CART cookie the server sets is kept for
 * every tab of the browser.
 */
export class HttpTab {
  constructor(
    private readonly port: number,
    private readonly host: string,
    private readonly browser: BrowserCookies,
  ) {}

  add(body: Record<string, unknown>): Promise<TabAnswer> {
    return this.call('POST', '/api/commerce/shopping-cart/entries', body)
  }

  cart(): Promise<TabAnswer> {
    return this.call('GET', '/api/commerce/shopping-cart')
  }

  private call(method: string, path: string, body?: unknown): Promise<TabAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const { crumb, cartToken } = this.browser
    const cart = cartToken === undefined ? '' : `; CART=${cartToken}`
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path,
          // A fresh connection per call, so the servers see truly parallel requests.
          agent: false,
          headers: {
            host: this.host,
            cookie: `crumb=${crumb}; atelier_cart_key=${crumb}${cart}`,
            'x-csrf-token': crumb,
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            for (const cookie of response.headers['set-cookie'] ?? []) {
              const match = /^CART=([^;]*)/.exec(cookie)
              if (match?.[1] !== undefined) this.browser.cartToken = match[1]
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
