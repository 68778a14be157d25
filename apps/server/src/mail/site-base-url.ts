import type { FastifyRequest } from 'fastify'
import type { Storage } from '../storage/open-storage.js'

/**
 * The base of links in mail sent while answering a visitor: the site's own primary address, never
 * the Host header the request came with (which anyone can write).
 */
export function requestBaseUrl(request: FastifyRequest): Promise<string> {
  const { storage, config } = request.server.atelier
  return siteBaseUrl(storage, request.site.id, config.port)
}

/**
 * The site's primary address, for every link in mail. Local and `.localhost` hosts are plain http
 * (on this server's port when one is given); anything else is https.
 */
export async function siteBaseUrl(
  storage: Storage,
  websiteId: string,
  localPort?: number,
): Promise<string> {
  const domain = await storage.db
    .selectFrom('domains')
    .select('host')
    .where('websiteId', '=', websiteId)
    .orderBy('isPrimary', 'desc')
    .orderBy('host')
    .executeTakeFirst()
  const host = domain?.host ?? 'localhost'
  const local = host === 'localhost' || host.endsWith('.localhost') || /^[\d.:[\]]+$/.test(host)
  if (!local) return `https://${host}`
  const port = localPort === undefined || localPort === 0 || localPort === 80 ? '' : `:${localPort}`
  return `http://${host}${port}`
}
