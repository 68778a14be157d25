import type { FastifyRequest } from 'fastify'
import type { Storage } from '../storage/open-storage.js'

/** The address a visitor used, for links in mail sent while answering them. */
export function requestBaseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`
}

/**
 * The site's primary address, for mail sent with no visitor request at hand (a restock raised by the
 * owner or an import). Local and `.localhost` hosts are plain http; anything else is https.
 */
export async function siteBaseUrl(storage: Storage, websiteId: string): Promise<string> {
  const domain = await storage.db
    .selectFrom('domains')
    .select('host')
    .where('websiteId', '=', websiteId)
    .orderBy('isPrimary', 'desc')
    .orderBy('host')
    .executeTakeFirst()
  const host = domain?.host ?? 'localhost'
  const local = host === 'localhost' || host.endsWith('.localhost') || /^[\d.:[\]]+$/.test(host)
  return `${local ? 'http' : 'https'}://${host}`
}
