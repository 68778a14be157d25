import type { FileStore } from '../../files/file-store.js'
import { indexSiteContent } from '../../search/index-site-content.js'
import type { Storage } from '../../storage/open-storage.js'
import type { SearchIndex } from '../../storage/search-index.js'
import { loadSiteSnapshot, readSiteVersion } from './load-site-snapshot.js'
import type { SiteSnapshot } from './site-snapshot.js'

interface Entry {
  checkedAt: number
  snapshot: Promise<SiteSnapshot>
}

export interface SiteSnapshotsDeps {
  storage: Storage
  fileStore: FileStore
  searchIndex: SearchIndex
  /** How long a version check stays good, in ms: the longest a visitor sees an older page. */
  recheckMs?: number
  /** Told when the search index could not be refreshed; pages are served regardless. */
  onIndexError?: (error: unknown) => void
}

/**
 * Keeps the current snapshot of each site in memory. The site version is re-read at most every
 * `recheckMs`; a new version loads a new snapshot (and refreshes the search index), which also
 * changes every render cache key of that site.
 */
export function createSiteSnapshots(deps: SiteSnapshotsDeps) {
  const recheckMs = deps.recheckMs ?? 1000
  const entries = new Map<string, Entry>()
  // When each snapshot was last confirmed as its site's current version (the caller's clock).
  const confirmed = new WeakMap<SiteSnapshot, number>()

  async function load(websiteId: string, version: string): Promise<SiteSnapshot> {
    const snapshot = await loadSiteSnapshot(deps, websiteId, version)
    try {
      await indexSiteContent(deps.searchIndex, snapshot)
    } catch (error) {
      deps.onIndexError?.(error)
    }
    return snapshot
  }

  async function refresh(
    websiteId: string,
    now: number,
    current: Entry | undefined,
  ): Promise<SiteSnapshot> {
    const version = await readSiteVersion(deps.storage, websiteId)
    const previous = current ? await current.snapshot.catch(() => undefined) : undefined
    if (previous && previous.version === version) {
      entries.set(websiteId, { checkedAt: now, snapshot: Promise.resolve(previous) })
      confirmed.set(previous, Math.max(now, confirmed.get(previous) ?? now))
      return previous
    }
    const snapshot = load(websiteId, version).then((loaded) => {
      confirmed.set(loaded, now)
      return loaded
    })
    entries.set(websiteId, { checkedAt: now, snapshot })
    snapshot.catch(() => entries.delete(websiteId))
    return snapshot
  }

  return {
    /** The current snapshot; `recheck` reads the site's version now whatever its age. */
    get(websiteId: string, now: number, recheck = false): Promise<SiteSnapshot> {
      const entry = entries.get(websiteId)
      // A clock that went backwards counts as stale too.
      if (!recheck && entry && now >= entry.checkedAt && now - entry.checkedAt < recheckMs)
        return entry.snapshot
      const pending = refresh(websiteId, now, entry)
      // Requests arriving while the version is being read share this check.
      entries.set(websiteId, { checkedAt: now, snapshot: pending })
      return pending
    },
    /** When this snapshot was last read or confirmed as current; caches built on it stay as fresh. */
    confirmedAt(snapshot: SiteSnapshot): number | undefined {
      return confirmed.get(snapshot)
    },
    forget(websiteId: string): void {
      entries.delete(websiteId)
    },
  }
}

export type SiteSnapshots = ReturnType<typeof createSiteSnapshots>
