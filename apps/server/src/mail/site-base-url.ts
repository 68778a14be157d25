import type { FastifyRequest } from 'fastify'
import type { Storage } from '../storage/open-storage.js'

/** The port this server answers on, once known; links to a local host carry it. */
let serverPort: number | undefined

/**
 * Called by the app with its configured port and again, after listening, with the real one
 * (`PORT=0`), so mail queued anywhere (a request, a worker step) links to the right port.
 */
export function setServerPortForLinks(port: number | undefined): void {
  serverPort = port === undefined || port === 0 ? undefined : port
}

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
 * on this server's port (the one given, else the one the server listens on) unless that is 80;
 * anything else is https (with the port the domain names, if any).
 */
export async function siteBaseUrl(
  storage: Pick<Storage, 'db'>,
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
  const chosen = localPort === undefined || localPort === 0 ? serverPort : localPort
  const port = chosen === undefined || chosen === 80 ? '' : `:${chosen}`
  return `http://${host}${port}`
}
