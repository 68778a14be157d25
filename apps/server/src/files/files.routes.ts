import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import { requireOwner, sessionMemberOf } from '../access/require-owner.js'
import { isProductDownload } from '../downloads/download-files.js'
import { AtelierError } from '../errors/atelier-error.js'
import { contentTypeForPath } from './content-types.js'
import { opensInline } from './detect-file-type.js'
import { derivedPath } from './image-widths.js'
import { safeRelativePath } from './safe-relative-path.js'
import { saveFile } from './save-file.js'
import { multipartFileBody, multipartUploadValidator } from '../http/openapi.js'
import { readUpload } from '../http/read-upload.js'
import { wildcardParams } from '../http/route-schemas.js'

const fileRecordSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    path: { type: 'string' },
    url: { type: 'string' },
    originalName: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'integer' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    derivedWidths: { type: 'array', items: { type: 'integer' } },
  },
} as const

export function filesRoutes(app: FastifyInstance, services: AppServices): void {
  const maxBytes = services.config.maxUploadBytes

  app.post(
    '/api/files',
    {
      onRequest: requireOwner(services, 'files'),
      validatorCompiler: multipartUploadValidator,
      schema: {
        summary: 'Upload a file (multipart field "file"); images get widths 100w … 2500w',
        tags: ['files'],
        consumes: ['multipart/form-data'],
        body: multipartFileBody,
        response: { 200: fileRecordSchema },
      },
    },
    async (request) => {
      const upload = await readUpload(request, maxBytes)
      if (upload.kind === 'none')
        throw new AtelierError('invalid-input', 'Choose a file to upload.')
      if (upload.kind === 'too-large') {
        throw new AtelierError(
          'file-too-large',
          `The file ${upload.fileName} is too large. The maximum allowed file size is ${formatMegabytes(maxBytes)}.`,
        )
      }
      const record = await saveFile(services, {
        websiteId: request.site.id,
        originalName: upload.fileName,
        declaredMime: upload.declaredMime,
        data: upload.data,
      })
      return record
    },
  )

  app.get(
    '/files/*',
    {
      schema: {
        summary:
          "A stored file; ?format=500w serves a derived image width. A digital product's file only to the site's members (buyers use signed download links)",
        tags: ['files'],
        params: wildcardParams,
        querystring: {
          type: 'object',
          properties: { format: { type: 'string', pattern: '^[0-9]{1,4}w$' } },
        },
      },
    },
    async (request, reply) => {
      const safe = safeRelativePath(request.params['*'])
      // Files of another website are as unknown as missing ones.
      if (safe === undefined || !safe.startsWith(`${request.site.id}/`)) {
        throw new AtelierError('not-found', 'File not found')
      }
      // A digital product's file is sold: buyers reach it through signed download links
      // (`downloads/`), members of the site for the editor's previews, nobody else.
      const sold = await isProductDownload(services.storage, request.site.id, safe)
      if (sold && (await sessionMemberOf(services, request)) === undefined) {
        throw new AtelierError('not-found', 'File not found')
      }
      const format = request.query.format
      const derived =
        format === undefined ? undefined : derivedPath(safe, Number(format.slice(0, -1)))
      const path =
        derived !== undefined && (await services.fileStore.stat(derived)) !== undefined
          ? derived
          : safe
      const stat = await services.fileStore.stat(path)
      if (stat === undefined) throw new AtelierError('not-found', 'File not found')

      const etag = `"${stat.size.toString(16)}-${stat.modifiedMs.toString(16)}"`
      reply
        .header('cache-control', sold ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', contentDisposition(safe))
        .type(contentTypeForPath(path))
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()
      reply.header('content-length', stat.size)
      return reply.send(services.fileStore.openStream(path))
    },
  )
}

/**
 * Images, audio, video and PDFs open in the browser; documents, archives and text download. The
 * stored name (letters, digits, dots, dashes) is the suggested file name.
 */
function contentDisposition(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/[^A-Za-z0-9._-]/g, '_')
  const mime = contentTypeForPath(path)
  return `${opensInline(mime) ? 'inline' : 'attachment'}; filename="${name}"`
}

/** SPEC §9: 1 MB is 1,000,000 bytes. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / 1_000_000
  return `${Number.isInteger(megabytes) ? megabytes : megabytes.toFixed(1)} MB`
}
