import type { FastifyInstance } from 'fastify'
import type { AppServices } from '../app-services.js'
import {
  deleteEditorFile,
  listEditorFiles,
  renameEditorFile,
  uploadEditorFile,
} from './editor-files-service.js'
import { findFileUses } from './file-usage.js'
import { sendFailure, sendResult } from '../errors/editor-failure.js'
import { formatFileSize } from './format-file-size.js'
import { cursorQuery, errorSchema, idParams } from '../http/route-schemas.js'
import { multipartFileBody, multipartUploadValidator, noContentResponse } from '../http/openapi.js'
import { readUpload } from '../http/read-upload.js'

const fileSchema = {
  type: 'object',
  required: ['id', 'url', 'name', 'mime', 'size'],
  properties: {
    id: { type: 'string' },
    url: { type: 'string' },
    name: { type: 'string' },
    mime: { type: 'string' },
    size: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    srcset: { type: 'string' },
  },
} as const
const fileResponse = {
  type: 'object',
  required: ['file'],
  properties: { file: fileSchema },
} as const
const tags = ['editor: files']

export function editorFilesRoutes(app: FastifyInstance, services: AppServices): void {
  const maxBytes = services.config.maxUploadBytes

  app.get(
    '/api/editor/files',
    {
      schema: {
        summary: 'The file manager: newest first, 50 at a time',
        tags,
        querystring: cursorQuery,
        response: {
          200: {
            type: 'object',
            required: ['files', 'nextCursor'],
            properties: {
              files: { type: 'array', items: fileSchema },
              nextCursor: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => listEditorFiles(services, request.site.id, request.query.cursor),
  )

  app.post(
    '/api/editor/files',
    {
      validatorCompiler: multipartUploadValidator,
      schema: {
        summary:
          'Upload a file (multipart field "file"): images (widths 100w … 2500w are made), PDFs, office documents, audio, video, zip, text and CSV, told apart by their bytes',
        tags,
        consumes: ['multipart/form-data'],
        body: multipartFileBody,
        response: { 201: fileResponse, 400: errorSchema, 413: errorSchema, 415: errorSchema },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, maxBytes)
      if (upload.kind === 'none')
        return sendFailure(reply, {
          ok: false,
          code: 'invalid',
          message: 'Choose a file to upload.',
        })
      if (upload.kind === 'too-large')
        return sendFailure(reply, {
          ok: false,
          code: 'too-large',
          message: `The file ${upload.fileName} is too large. The maximum allowed file size is ${formatFileSize(maxBytes)}.`,
        })
      const result = await uploadEditorFile(services, request.site.id, {
        fileName: upload.fileName,
        declaredMime: upload.declaredMime,
        data: upload.data,
      })
      return sendResult(
        reply,
        result.ok ? { ok: true, value: { file: result.value } } : result,
        201,
      )
    },
  )

  app.patch(
    '/api/editor/files/:id',
    {
      schema: {
        summary: 'Rename a file',
        tags,
        params: idParams,
        body: {
          type: 'object',
          required: ['name'],
          properties: { name: { type: 'string', maxLength: 255 } },
        },
        response: { 200: fileResponse, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await renameEditorFile(
        services,
        request.site.id,
        request.params.id,
        request.body.name,
      )
      return sendResult(reply, result.ok ? { ok: true, value: { file: result.value } } : result)
    },
  )

  app.get(
    '/api/editor/files/:id/usage',
    {
      schema: {
        summary:
          'Where the file is used (pages, posts, products, header and footer, logo), to warn before a delete',
        tags,
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['usedOn'],
            properties: {
              usedOn: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kind', 'id', 'title'],
                  properties: {
                    kind: { type: 'string', enum: ['page', 'item', 'site'] },
                    id: { type: 'string' },
                    title: { type: 'string' },
                  },
                },
              },
            },
          },
          404: errorSchema,
        },
      },
    },
    async (request, reply) =>
      sendResult(reply, await findFileUses(services.storage, request.site.id, request.params.id)),
  )

  app.delete(
    '/api/editor/files/:id',
    {
      schema: {
        summary: 'Delete a file and its image widths; this cannot be undone',
        tags,
        params: idParams,
        response: { 204: noContentResponse, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const result = await deleteEditorFile(services, request.site.id, request.params.id)
      if (!result.ok) return sendResult(reply, result)
      return reply.status(204).send()
    },
  )
}
