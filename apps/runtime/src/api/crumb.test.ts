// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { apiRequest } from './api-request.js'
import { ensureCrumb } from './crumb.js'

const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT'
const json = (body: unknown) =>
  ({
    ok: true,
    status: 200,
    json: async () => body,
    text: async () => JSON.stringify(body),
  }) as Response

let fetchMock: ReturnType<typeof vi.fn>

beforeEach(() => {
  document.cookie = `crumb=; ${expired}`
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = `crumb=; ${expired}`
})

describe('the crumb of a page that set no cookie', () => {
  it('is asked for once, by calls that change something, and then read from the cookie', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/crumb') {
        // The answer's Set-Cookie, as the browser would keep it.
        document.cookie = 'crumb=fresh-crumb-0123456789ab'
        return json({ crumb: 'fresh-crumb-0123456789ab' })
      }
      return json({})
    })
    const [first, second] = await Promise.all([ensureCrumb(), ensureCrumb()])
    expect(first).toBe('fresh-crumb-0123456789ab')
    expect(second).toBe(first)
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/crumb')).toHaveLength(1)

    await apiRequest('POST', '/api/commerce/shopping-cart/entries', { quantity: 1 })
    const [, init] = fetchMock.mock.calls.at(-1)! as [string, RequestInit]
    expect((init.headers as Record<string, string>)['x-csrf-token']).toBe(
      'fresh-crumb-0123456789ab',
    )
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/crumb')).toHaveLength(1)
  })

  it('is not asked for by a GET', async () => {
    fetchMock.mockResolvedValue(json({}))
    await apiRequest('GET', '/api/commerce/shopping-cart')
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/commerce/shopping-cart'])
  })
})
