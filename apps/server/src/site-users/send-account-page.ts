import { PageType } from '@atelier/schema'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { siteRendering } from '../render/serve/site-rendering.js'

/**
 * Sends one of our account pages (/account, /account/set-password) in the site's layout: our HTML
 * only (never the owner's code blocks), not cached, not indexed; `?format=json` gives the context.
 */
export async function accountPageSender(app: FastifyInstance) {
  const services = app.atelier
  const { renderer, snapshots } = await siteRendering(app)
  return async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { path: string; title: string; html: string },
  ) {
    const now = services.now()
    const snapshot = await snapshots.get(request.site.id, now.getTime())
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`
    const rendered = renderer.system(
      snapshot,
      page.path,
      {
        status: 200,
        pageType: PageType.page,
        template: 'page',
        seo: { pageTitle: page.title, text: '', noIndex: true },
        parts: {},
        atelier: {
          showPageTitle: false,
          layout: {
            blocks: [
              {
                id: 'account',
                type: 23,
                typeName: 'code',
                gridColumn: '1 / -1',
                kind: { code: true },
                code: page.html,
                displaySource: false,
              },
            ],
          },
        },
      },
      now,
      origin,
      { ownerContent: false },
    )
    reply.header('cache-control', 'no-store')
    if ((request.query as { format?: unknown }).format === 'json') {
      return reply.type('application/json; charset=utf-8').send(rendered.json)
    }
    return reply.type('text/html; charset=utf-8').send(rendered.html)
  }
}
