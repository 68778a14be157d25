import type { FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'
import { findWebsiteForHost, normaliseHost } from '../sites/website-repository.js'
import type { Storage } from '../storage/open-storage.js'

const cacheMs = 10_000
const maxHosts = 1_000

export interface HitSite {
  id: string
  timeZone: string
}

/**
 * The site of a page-view hit by its Host header, kept ten seconds per process: the hottest call
 * of all would otherwise read and decode the website document on every hit. A site's id and time
 * zone are all a hit needs, and a changed time zone reaches hits within ten seconds.
 */
export function createHitSiteCache(storage: Storage, now: () => Date) {
  const cache = new Map<string, { at: number; site: HitSite | undefined }>()
  return async function hitSite(request: FastifyRequest): Promise<HitSite> {
    const host = normaliseHost(request.headers.host ?? '')
    const at = now().getTime()
    let entry = cache.get(host)
    if (entry === undefined || at - entry.at > cacheMs) {
      const found = await findWebsiteForHost(storage, host)
      entry = {
        at,
        site: found === undefined ? undefined : { id: found.id, timeZone: found.timeZone },
      }
      if (cache.size >= maxHosts) cache.clear()
      cache.set(host, entry)
    }
    if (entry.site === undefined) {
      throw new AtelierError(
        'unknown-site',
        `No website is published at ${host || 'this address'}.`,
      )
    }
    return entry.site
  }
}
