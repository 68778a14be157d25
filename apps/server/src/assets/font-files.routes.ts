import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { FastifyInstance } from 'fastify'
import { AtelierError } from '../errors/atelier-error.js'
import { FONT_FILES, allFontFacesCss } from '../sites/font-faces.js'

const require = createRequire(import.meta.url)
const yearLong = 'public, max-age=31536000, immutable'

/**
 * The web fonts shipped with Atelier, from our own origin (no outside font service): the woff2
 * files of the `@fontsource/*` packages named in `local-fonts.ts`, and `all.css` with a
 * `@font-face` rule for each, which the editor's font picker and canvas load.
 */
export function fontFilesRoutes(app: FastifyInstance): void {
  app.get(
    '/assets/fonts/all.css',
    { schema: { summary: 'Every shipped web font as @font-face rules', tags: ['assets'] } },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(allFontFacesCss()),
  )

  app.get(
    '/assets/fonts/:file',
    {
      schema: {
        summary: 'A shipped web font file (woff2)',
        tags: ['assets'],
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const font = FONT_FILES.get(request.params.file)
      if (font === undefined) throw new AtelierError('not-found', 'Font not found')
      const path = require.resolve(`@fontsource/${font.package}/files/${font.name}`)
      const { size } = await stat(path)
      return (
        reply
          .type('font/woff2')
          .header('cache-control', yearLong)
          // Fonts are fetched with CORS; the editor's sandboxed canvas has an opaque origin.
          .header('access-control-allow-origin', '*')
          .header('content-length', size)
          .send(createReadStream(path))
      )
    },
  )
}
