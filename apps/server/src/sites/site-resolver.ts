import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'
import type { Storage } from '../storage/open-storage.js'
import { isValidHostHeader } from './valid-host-header.js'
import type { Site } from './site.js'
import { findWebsiteForHost, normaliseHost } from './website-repository.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** The website selected by the Host header; set on every route except `/healthz`. */
    site: Site
  }
}

// Page-view hits resolve their site through a short-lived cache of their own (analytics/site-cache.ts).
const siteFreePaths = new Set(['/healthz', '/api/census/RecordHit'])

export const invalidHostMessage = 'The Host header is not a valid host name.'

/**
 * Selects `request.site` from the Host header; a malformed one gets a 400 and an unknown host a
 * plain-text 404.
 */
export function installSiteResolver(app: FastifyInstance, storage: Storage): void {
  app.decorateRequest('site', null as unknown as Site)
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (siteFreePaths.has(request.url.split('?')[0] ?? '')) return
    const raw = request.headers.host ?? ''
    if (raw !== '' && !isValidHostHeader(raw))
      throw new AtelierError('invalid-input', invalidHostMessage)
    const host = normaliseHost(raw)
    const site = await findWebsiteForHost(storage, host)
    if (site === undefined) {
      return sendFailure(
        reply,
        failure('no-website', `No website is published at ${host || 'this address'}.`),
      )
    }
    request.site = site
  })
}
