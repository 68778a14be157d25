import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib'
import { RenderCache } from '../template/render-cache.js'

/** A published page as it went out once, ready to be answered again from memory. */
export interface CachedPage {
  siteId: string
  /** The site's published version the page was rendered from. */
  version: string
  /** A scheduled publish time that changes the page: the entry is dropped then. */
  expiresAt: number | undefined
  status: number
  etag: string
  /** The answer's headers except cookies, length and encoding, replayed as they were. */
  headers: Readonly<Record<string, string>>
  /**
   * The attributes of the per-visitor crumb cookie (`; Path=/; SameSite=Lax`): the cookie is set
   * apart from the shared body, each visitor with their own value.
   */
  crumbCookieTail: string
  /** The same for the HttpOnly cart key set beside the crumb (`security/crumb.ts`), when set. */
  cartKeyCookieTail?: string
  body: Buffer
  gzip?: Buffer
  br?: Buffer
}

/** What a host stands for, as last confirmed against the database. */
export interface HostState {
  siteId: string
  version: string
  /** When the site of the host and its version were read (the app's clock, ms). */
  checkedAt: number
}

export interface PageCacheOptions {
  /** Reads the host's site and the site's version again; `undefined` drops the host. */
  revalidate: (host: string, current: HostState) => Promise<HostState | undefined>
  capacity?: number
  /** Past this age a hit also starts a background re-check (ms). */
  freshMs?: number
  /** Past this age the cache is not used: the longest another process's change stays unseen. */
  maxAgeMs?: number
  /**
   * How much longer the cache serves while a re-check is still under way (a database slow to
   * answer under load): without it every request would fall back to the database at once.
   */
  graceMs?: number
  onRevalidateError?: (error: unknown) => void
  /**
   * True for a re-check failure that says nothing about the site (the database is away): the
   * host's pages go on being served as last confirmed, for up to `staleIfErrorMs`, while re-checks
   * keep trying, as HTTP's `stale-if-error` does. Any other failure drops the host.
   */
  serveStaleOn?: (error: unknown) => boolean
  /** How long pages are served unconfirmed while re-checks fail that way (ms); default a day. */
  staleIfErrorMs?: number
}

type HostEntry = HostState & {
  host: string
  /** The last re-check failed with an error `serveStaleOn` accepts (the database is away). */
  unconfirmed?: boolean
}

export type Encoding = 'br' | 'gzip'

/**
 * The full-page cache of published pages. A page is keyed by protocol, host, URL and what really
 * changes it (the visitor's page-unlock cookies); it is served only while the host's site is known
 * to be at the page's version, and that knowledge is renewed in the background once it is older
 * than `freshMs`, so serving a cached page needs no database round trip and a change made anywhere
 * (another server process included) shows within `maxAgeMs` (plus `graceMs` while a re-check is
 * still waiting for the database).
 */
export function createPageCache(options: PageCacheOptions) {
  const pages = new RenderCache<CachedPage>(options.capacity ?? 1000)
  const hosts = new Map<string, HostEntry>()
  const pending = new Map<string, Promise<void>>()
  const freshMs = options.freshMs ?? 250
  const maxAgeMs = options.maxAgeMs ?? 1000
  const graceMs = options.graceMs ?? 1000
  const staleIfErrorMs = options.staleIfErrorMs ?? 24 * 60 * 60 * 1000

  function revalidate(hostKey: string, state: HostEntry): Promise<void> {
    const running = pending.get(hostKey)
    if (running !== undefined) return running
    const check = options
      .revalidate(state.host, state)
      .then((next) => {
        if (next === undefined) hosts.delete(hostKey)
        else if (hosts.get(hostKey) === state) hosts.set(hostKey, { ...next, host: state.host })
      })
      .catch((error: unknown) => {
        if (options.serveStaleOn?.(error) === true) {
          if (hosts.get(hostKey) === state) hosts.set(hostKey, { ...state, unconfirmed: true })
        } else {
          hosts.delete(hostKey)
        }
        options.onRevalidateError?.(error)
      })
      .finally(() => pending.delete(hostKey))
    pending.set(hostKey, check)
    return check
  }

  /** The page kept for this key, if it was rendered from the version the host is known at. */
  function pageOf(state: HostEntry, pageKey: string, now: number): CachedPage | undefined {
    const page = pages.get(pageKey, now)
    if (page === undefined || page.siteId !== state.siteId || page.version !== state.version)
      return undefined
    return page
  }

  return {
    /** The cached page for this key, if the host's site is still known to be at its version. */
    lookup(hostKey: string, pageKey: string, now: number): CachedPage | undefined {
      const state = hosts.get(hostKey)
      if (state === undefined) return undefined
      const age = now - state.checkedAt
      // A clock that went backwards counts as stale too.
      if (age < 0) return undefined
      const usable =
        age < maxAgeMs ||
        (pending.has(hostKey) && age < maxAgeMs + graceMs) ||
        (state.unconfirmed === true && age < staleIfErrorMs)
      if (!usable) return undefined
      if (age >= freshMs) void revalidate(hostKey, state)
      return pageOf(state, pageKey, now)
    },

    /**
     * For a page kept but too old to answer unconfirmed: re-checks its host now (joining a re-check
     * under way), after which `lookup` answers from what was found. Resolves without checking when
     * there is no such page; never rejects.
     */
    confirm(hostKey: string, pageKey: string, now: number): Promise<void> {
      const state = hosts.get(hostKey)
      if (state === undefined || pageOf(state, pageKey, now) === undefined) return Promise.resolve()
      return revalidate(hostKey, state)
    },

    /** Keeps a page the render route just answered, and what its host stood for then. */
    store(hostKey: string, host: string, pageKey: string, page: CachedPage, state: HostState) {
      const current = hosts.get(hostKey)
      if (current === undefined || current.checkedAt <= state.checkedAt)
        hosts.set(hostKey, { ...state, host })
      pages.set(pageKey, page, page.expiresAt)
      // Compressed once per page version, off the main thread; until then the page goes out as is.
      gzip(page.body, (error, result) => {
        if (error === null) page.gzip = result
      })
      brotliCompress(
        page.body,
        {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
          },
        },
        (error, result) => {
          if (error === null) page.br = result
        },
      )
    },

    clear(): void {
      pages.clear()
      hosts.clear()
    },

    get size(): number {
      return pages.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>

/** The best encoding the visitor accepts among those ready (`Accept-Encoding`, q=0 refuses). */
export function pickEncoding(
  acceptEncoding: string | undefined,
  page: CachedPage,
): Encoding | undefined {
  if (acceptEncoding === undefined || acceptEncoding === '') return undefined
  let br = false
  let gz = false
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim())
    const q = params.find((param) => param.startsWith('q='))
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue
    if (name === 'br') br = true
    else if (name === 'gzip' || name === 'x-gzip') gz = true
    else if (name === '*') br = gz = true
  }
  if (br && page.br !== undefined) return 'br'
  if (gz && page.gzip !== undefined) return 'gzip'
  return undefined
}
