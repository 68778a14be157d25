import { describe, expect, it } from 'vitest'
import { createPageCache, pickEncoding, type CachedPage, type HostState } from './page-cache.js'

function page(overrides: Partial<CachedPage> = {}): CachedPage {
  return {
    siteId: 'site-a',
    version: 'v1',
    expiresAt: undefined,
    status: 200,
    etag: '"e1"',
    headers: { 'content-type': 'text/html; charset=utf-8' },
    crumbCookieTail: '; Path=/; SameSite=Lax',
    body: Buffer.from('<html>A</html>'),
    ...overrides,
  }
}

const host = 'http://a.example'
const state = (checkedAt: number, version = 'v1', siteId = 'site-a'): HostState => ({
  siteId,
  version,
  checkedAt,
})

describe('the full-page cache', () => {
  it('serves a page only while its host is known to be at the page version, for at most a second', async () => {
    const checks: string[] = []
    const cache = createPageCache({
      revalidate: async (name, current) => {
        checks.push(name)
        return current
      },
    })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    expect(cache.lookup(host, `${host}/`, 1000)?.body.toString()).toBe('<html>A</html>')
    expect(cache.lookup(host, `${host}/`, 1249)).toBeDefined()
    expect(checks).toEqual([])
    // Past a quarter second a hit starts a background re-check; past a second the cache is not used.
    expect(cache.lookup(host, `${host}/`, 1250)).toBeDefined()
    expect(checks).toEqual(['a.example'])
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(cache.lookup(host, `${host}/`, 2000)).toBeUndefined()
    // A clock that went backwards is stale too.
    expect(cache.lookup(host, `${host}/`, 999)).toBeUndefined()
  })

  it('keeps serving for another second while a re-check waits for a slow database, no longer', () => {
    const cache = createPageCache({ revalidate: () => new Promise(() => {}) })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    expect(cache.lookup(host, `${host}/`, 1300)).toBeDefined()
    expect(cache.lookup(host, `${host}/`, 2500)).toBeDefined()
    expect(cache.lookup(host, `${host}/`, 3000)).toBeUndefined()
  })

  it('while the database is away, serves pages as last confirmed (stale-if-error), and only then', async () => {
    const away = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    let answer: () => Promise<HostState | undefined> = () => Promise.reject(away)
    const cache = createPageCache({
      revalidate: () => answer(),
      serveStaleOn: (error) => error === away,
      staleIfErrorMs: 60_000,
    })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    // Too old to answer unconfirmed: `confirm` re-checks, the database is away, the page stays.
    expect(cache.lookup(host, `${host}/`, 5000)).toBeUndefined()
    await cache.confirm(host, `${host}/`, 5000)
    expect(cache.lookup(host, `${host}/`, 5000)?.body.toString()).toBe('<html>A</html>')
    expect(cache.lookup(host, `${host}/`, 60_999)).toBeDefined()
    expect(cache.lookup(host, `${host}/`, 61_000)).toBeUndefined()
    // Back: the next re-check confirms the host again, at its new version.
    answer = async () => state(62_000, 'v2')
    await cache.confirm(host, `${host}/`, 62_000)
    expect(cache.lookup(host, `${host}/`, 62_000)).toBeUndefined()

    // Any other failure of a re-check drops the host: nothing is served unconfirmed.
    const broken = createPageCache({
      revalidate: () => Promise.reject(new Error('a bug')),
      serveStaleOn: (error) => error === away,
    })
    broken.store(host, 'a.example', `${host}/`, page(), state(1000))
    await broken.confirm(host, `${host}/`, 5000)
    expect(broken.lookup(host, `${host}/`, 5000)).toBeUndefined()
  })

  it('confirms a kept page too old to answer: answered from memory when its version still holds', async () => {
    let checks = 0
    const cache = createPageCache({
      revalidate: async (_name, current) => {
        checks++
        return { ...current, checkedAt: 9000 }
      },
    })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    await Promise.all([
      cache.confirm(host, `${host}/`, 9000),
      cache.confirm(host, `${host}/`, 9000),
    ])
    expect(checks).toBe(1)
    expect(cache.lookup(host, `${host}/`, 9000)).toBeDefined()
    // No kept page: nothing to confirm.
    await cache.confirm(host, `${host}/other`, 9000)
    expect(checks).toBe(1)
  })

  it('drops pages of an older version once the host is confirmed at a new one', () => {
    const cache = createPageCache({ revalidate: async () => undefined })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    cache.store(host, 'a.example', `${host}/about`, page({ version: 'v2' }), state(1200, 'v2'))
    expect(cache.lookup(host, `${host}/`, 1300)).toBeUndefined()
    expect(cache.lookup(host, `${host}/about`, 1300)).toBeDefined()
  })

  it('forgets the host when the re-check finds it now belongs to no site or another one', async () => {
    const cache = createPageCache({ revalidate: async () => undefined })
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    expect(cache.lookup(host, `${host}/`, 1300)).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(cache.lookup(host, `${host}/`, 1301)).toBeUndefined()
  })

  it('never answers a page of one site for a host that stands for another', () => {
    const cache = createPageCache({ revalidate: async (_name, current) => current })
    const other = 'http://b.example'
    cache.store(host, 'a.example', `${host}/`, page(), state(1000))
    cache.store(
      other,
      'b.example',
      `${other}/`,
      page({ siteId: 'site-b' }),
      state(1000, 'v1', 'site-b'),
    )
    expect(cache.lookup(other, `${other}/`, 1100)?.siteId).toBe('site-b')
    expect(cache.lookup(other, `${host}/`, 1100)).toBeUndefined()
  })

  it('drops a page at the scheduled publish time that changes it', () => {
    const cache = createPageCache({ revalidate: async (_name, current) => current })
    cache.store(host, 'a.example', `${host}/journal`, page({ expiresAt: 1200 }), state(1000))
    expect(cache.lookup(host, `${host}/journal`, 1199)).toBeDefined()
    expect(cache.lookup(host, `${host}/journal`, 1200)).toBeUndefined()
  })

  it('compresses each page once, in the background, with brotli and gzip', async () => {
    const cache = createPageCache({ revalidate: async (_name, current) => current })
    const stored = page({ body: Buffer.from('<p>pots</p>'.repeat(200)) })
    cache.store(host, 'a.example', `${host}/`, stored, state(1000))
    expect(pickEncoding('gzip, deflate, br', stored)).toBeUndefined()
    for (let attempt = 0; attempt < 100 && (!stored.br || !stored.gzip); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    expect(pickEncoding('gzip, deflate, br', stored)).toBe('br')
    expect(pickEncoding('gzip', stored)).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip;q=0.5', stored)).toBe('gzip')
    expect(pickEncoding('identity', stored)).toBeUndefined()
    expect(pickEncoding(undefined, stored)).toBeUndefined()
    expect(stored.br?.length).toBeLessThan(stored.body.length)
  })
})
