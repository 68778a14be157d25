import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import {
  assignVariants,
  experimentCookieMaxAge,
  experimentCookieName,
} from './experiment-assignments.js'
import { featureStore } from './feature-store.js'

/**
 * The theme template variants this visitor sees (page template → variant), for the render route:
 * a running AB_TEST naming a template assigns every visitor one of its variants, sticky through the
 * `ss_exp` cookie. A page that writes the cookie is not kept by the full-page cache (it sets a
 * cookie of its own); cached pages are keyed by the cookie, so each variant is cached apart.
 * Undefined when no template test runs, which keeps the render key and the page as before.
 */
export async function templateVariantsFor(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ReadonlyMap<string, string> | undefined> {
  const running = await featureStore(services.storage, services.now).running(request.site.id)
  if (!running.some((feature) => feature.template !== '')) return undefined
  const cookie = request.cookies[experimentCookieName]
  const { assignments, value, changed } = assignVariants(running, cookie)
  if (changed) {
    reply.setCookie(experimentCookieName, value, {
      path: '/',
      maxAge: experimentCookieMaxAge,
      sameSite: 'lax',
      httpOnly: true,
      secure: request.protocol === 'https',
    })
  }
  const variants = new Map<string, string>()
  for (const feature of running) {
    const variant = assignments.get(feature.name)
    if (feature.template !== '' && variant !== undefined) variants.set(feature.template, variant)
  }
  return variants
}
