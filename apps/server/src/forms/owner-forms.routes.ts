import { FormStrings } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import { requireOwner } from '../access/require-owner.js'
import { AtelierError } from '../errors/atelier-error.js'
import { csvStream, defaultExportPageSize } from '../csv/csv-stream.js'
import { summarizeAnswers } from './form-answers.js'
import { findForm, listSubmissions } from './form-queries.js'
import { saveFormDocument } from './save-form-document.js'
import { sendFailure } from '../errors/send-failure.js'

const submissionsPageSize = 50

export interface OwnerFormsOptions {
  /** Rows read per step of a CSV export. */
  exportPageSize?: number | undefined
}

const summariesSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      fieldId: { type: 'string' },
      label: { type: 'string' },
      answer: { type: 'string' },
    },
  },
} as const

/** The owner's side of forms: save a form, list its submissions and export them as CSV. */
export function ownerFormsRoutes(app: FastifyInstance, options: OwnerFormsOptions = {}): void {
  const services = app.atelier
  const exportPageSize = options.exportPageSize ?? defaultExportPageSize
  const ownerOnly = requireOwner(services, 'content')
  // Submissions are visitors' personal data: for those who run the website, not every editor.
  const submissionsOnly = requireOwner(services, 'website')
  const submissionsExport = requireOwner(services, 'website', { personalData: true })

  app.put(
    '/api/editor/forms/:formId',
    {
      // Before the body is read: a signed-out caller learns nothing about what it would accept.
      onRequest: ownerOnly,
      schema: {
        summary: "Create or replace one of the site's forms (owner only)",
        tags: ['forms'],
        params: {
          type: 'object',
          required: ['formId'],
          properties: { formId: { type: 'string', maxLength: 200 } },
        },
        body: { type: 'object', additionalProperties: true },
        response: {
          200: {
            type: 'object',
            properties: {
              id: { type: 'string' },
              name: { type: 'string' },
              fieldCount: { type: 'integer' },
            },
          },
          400: {
            type: 'object',
            properties: {
              message: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const saved = await saveFormDocument(services.storage, {
        websiteId: request.site.id,
        formId: request.params.formId,
        document: request.body,
      })
      if (!saved.ok) return sendFailure(reply, saved)
      const { form } = saved
      return { id: form.id, name: form.name, fieldCount: form.fields.length }
    },
  )

  app.get(
    '/api/editor/forms/:formId/submissions',
    {
      onRequest: submissionsOnly,
      schema: {
        summary: "A form's submissions, newest first, 50 a page (owner only)",
        tags: ['forms'],
        params: {
          type: 'object',
          required: ['formId'],
          properties: { formId: { type: 'string' } },
        },
        querystring: { type: 'object', properties: { cursor: { type: 'string', maxLength: 500 } } },
        response: {
          200: {
            type: 'object',
            properties: {
              submissions: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    id: { type: 'string' },
                    createdAt: { type: 'string' },
                    pageTitle: { type: 'string' },
                    pagePath: { type: 'string' },
                    pagePermissionTypeValue: { type: 'integer' },
                    answers: summariesSchema,
                  },
                },
              },
              hasNextPage: { type: 'boolean' },
              nextPageCursor: { type: ['string', 'null'] },
            },
          },
        },
      },
    },
    async (request) => {
      const form = await findForm(services.storage, request.site.id, request.params.formId)
      if (form === undefined) throw new AtelierError('not-found', FormStrings.notConfigured)
      const page = await listSubmissions(services.storage, {
        websiteId: request.site.id,
        formId: form.id,
        cursor: request.query.cursor,
        pageSize: submissionsPageSize,
      })
      return {
        submissions: page.rows.map((row) => ({
          ...row,
          answers: summarizeAnswers(form, row.answers),
        })),
        hasNextPage: page.hasNextPage,
        nextPageCursor: page.nextPageCursor,
      }
    },
  )

  app.get(
    '/api/editor/forms/:formId/submissions.csv',
    {
      onRequest: submissionsExport,
      schema: {
        summary: "A form's submissions as CSV, every one, newest first (owner only)",
        tags: ['forms'],
        params: {
          type: 'object',
          required: ['formId'],
          properties: { formId: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const form = await findForm(services.storage, request.site.id, request.params.formId)
      if (form === undefined) throw new AtelierError('not-found', FormStrings.notConfigured)
      const header = [
        'Submitted On',
        'Page',
        ...summarizeAnswers(form, {}).map((summary) => summary.label),
      ]
      const fileName = `${form.name.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'form'}-submissions.csv`
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(
          csvStream(
            header,
            (cursor) =>
              listSubmissions(services.storage, {
                websiteId: request.site.id,
                formId: form.id,
                cursor,
                pageSize: exportPageSize,
              }),
            (row) => [
              row.createdAt,
              row.pagePath,
              ...summarizeAnswers(form, row.answers).map((summary) => summary.answer),
            ],
          ),
        )
    },
  )
}
