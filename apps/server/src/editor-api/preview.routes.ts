import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import type { DraftPreview } from './draft-preview.js'
import { sendFailure } from '../errors/editor-failure.js'
import { idParams } from '../http/route-schemas.js'
import { baseUrlOf } from './website.routes.js'

/** The canvas document is sandboxed whoever frames or opens it: scripts run, with no origin. */
export const PREVIEW_CONTENT_SECURITY_POLICY = 'sandbox allow-scripts'

/** The editor canvas: the real renderer's HTML for a page's draft (owner only). */
export function previewRoutes(
  app: FastifyInstance,
  services: AppServices,
  renderDraft: DraftPreview,
): void {
  app.get(
    '/config/preview/:id',
    {
      schema: {
        summary: "A page's draft as visitors would see it, with the canvas script (owner only)",
        tags: ['editor: pages'],
        params: idParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const result = await renderDraft(
        request.site.id,
        request.params.id,
        services.now(),
        baseUrlOf(request),
      )
      if (!result.ok) return sendFailure(reply, result)
      return (
        reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          // Only the editor (same origin) may frame the canvas, and the draft's scripts (code
          // blocks, embeds, templates) run in an opaque origin: no editor cookies, storage or DOM.
          .header('x-frame-options', 'SAMEORIGIN')
          .header('content-security-policy', PREVIEW_CONTENT_SECURITY_POLICY)
          .type('text/html; charset=utf-8')
          .send(result.value)
      )
    },
  )
}
