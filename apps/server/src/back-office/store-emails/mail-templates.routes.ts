import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AppServices } from '../../app-services.js'
import { sendFailure } from '../../errors/send-failure.js'
import { errorSchema } from '../../http/route-schemas.js'
import { createOutboxMailer } from '../../mail/mailer.js'
import { mailSettingsFrom } from '../../mail/mail-settings.js'
import { prepareSiteMail } from '../../mail/branding/prepare-site-mail.js'
import { mailKindDefinition, mailKinds, mailTextLimits } from '../../mail/templates/mail-kinds.js'
import type { MailKind, MailTexts } from '../../mail/templates/mail-kinds.js'
import {
  editedMailKinds,
  loadMailTexts,
  resetMailTexts,
  saveMailTexts,
} from '../../mail/templates/mail-texts-store.js'
import { validateMailTexts } from '../../mail/templates/validate-mail-texts.js'
import { mailPreviewOf, sampleContext } from './mail-preview.js'
import { sampleMail } from './sample-mails.js'

const tags = ['editor: store emails']
const kindParams = {
  type: 'object',
  required: ['kind'],
  properties: { kind: { type: 'string', enum: [...mailKinds] } },
} as const
const textsBody = {
  type: 'object',
  required: ['subject', 'intro'],
  additionalProperties: false,
  properties: {
    subject: { type: 'string', maxLength: mailTextLimits.subject * 2 },
    intro: { type: 'string', maxLength: mailTextLimits.intro * 2 },
  },
} as const
/** A draft to preview or test; without one, the saved texts. */
const draftBody = {
  type: 'object',
  additionalProperties: false,
  properties: { draft: textsBody, crumb: { type: 'string' } },
} as const
const placeholderSchema = {
  type: 'object',
  properties: { name: { type: 'string' }, description: { type: 'string' } },
} as const
const textsSchema = {
  type: 'object',
  properties: { subject: { type: 'string' }, intro: { type: 'string' } },
} as const
const detailSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string' },
    label: { type: 'string' },
    group: { type: 'string' },
    description: { type: 'string' },
    placeholders: { type: 'array', items: placeholderSchema },
    defaults: textsSchema,
    texts: textsSchema,
    edited: { type: 'boolean' },
  },
} as const
const previewSchema = {
  type: 'object',
  properties: {
    pageType: { type: 'integer', description: 'SPEC page type 301, commerce email preview' },
    from: { type: 'string' },
    to: { type: 'string' },
    replyTo: { type: ['string', 'null'] },
    subject: { type: 'string' },
    html: { type: 'string' },
    text: { type: 'string' },
  },
} as const

/**
 * Store Settings → Emails: the owner edits each transactional mail's subject and opening text
 * (placeholders checked), resets it, previews it with a sample order and sends it to themselves.
 * Registered behind the store permission (`app.ts`).
 */
export function mailTemplatesRoutes(app: FastifyInstance, services: AppServices): void {
  const db = services.storage.db
  const mailer = createOutboxMailer(db, services.now)
  const from = mailSettingsFrom(process.env).from

  const detail = async (websiteId: string, kind: MailKind) => {
    const definition = mailKindDefinition(kind)
    const saved = await loadMailTexts(db, websiteId, kind)
    return { ...definition, texts: saved ?? definition.defaults, edited: saved !== undefined }
  }

  /** The draft checked, or the saved texts (undefined: the defaults). */
  const draftOf = (kind: MailKind, draft: MailTexts | undefined) =>
    draft === undefined ? ({ ok: true, value: undefined } as const) : validateMailTexts(kind, draft)

  const ownerEmail = (request: FastifyRequest) => request.owner?.email ?? ''

  app.get(
    '/api/editor/store/emails',
    {
      schema: {
        summary: 'The mails the owner can edit, and which were edited',
        tags,
        response: {
          200: {
            type: 'object',
            properties: {
              mails: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    kind: { type: 'string' },
                    label: { type: 'string' },
                    group: { type: 'string' },
                    description: { type: 'string' },
                    edited: { type: 'boolean' },
                  },
                },
              },
            },
          },
        },
      },
    },
    async (request) => {
      const edited = await editedMailKinds(db, request.site.id)
      return {
        mails: mailKinds.map((kind) => {
          const { label, group, description } = mailKindDefinition(kind)
          return { kind, label, group, description, edited: edited.has(kind) }
        }),
      }
    },
  )

  app.get(
    '/api/editor/store/emails/:kind',
    {
      schema: {
        summary: "One mail's texts, defaults and placeholders",
        tags,
        params: kindParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => detail(request.site.id, request.params.kind),
  )

  app.put(
    '/api/editor/store/emails/:kind',
    {
      schema: {
        summary: "Save a mail's subject and opening text; unknown placeholders are refused (400)",
        tags,
        params: kindParams,
        body: textsBody,
        response: { 200: detailSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const checked = validateMailTexts(kind, request.body)
      if (!checked.ok) return sendFailure(reply, checked)
      await saveMailTexts(db, request.site.id, kind, checked.value, services.now())
      return detail(request.site.id, kind)
    },
  )

  app.delete(
    '/api/editor/store/emails/:kind',
    {
      schema: {
        summary: 'Reset a mail to its default texts',
        tags,
        params: kindParams,
        response: { 200: detailSchema },
      },
    },
    async (request) => {
      await resetMailTexts(db, request.site.id, request.params.kind)
      return detail(request.site.id, request.params.kind)
    },
  )

  app.post(
    '/api/editor/store/emails/:kind/preview',
    {
      schema: {
        summary: 'The mail made from a sample order (commerce email preview, page type 301)',
        tags,
        params: kindParams,
        body: draftBody,
        response: { 200: previewSchema, 400: errorSchema },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const draft = draftOf(kind, request.body.draft)
      if (!draft.ok) return sendFailure(reply, draft)
      const context = await sampleContext(db, request.site.id, ownerEmail(request), services.now())
      return mailPreviewOf(db, kind, context, draft.value, from)
    },
  )

  app.post(
    '/api/editor/store/emails/:kind/test',
    {
      schema: {
        summary: 'Send the sample mail to the signed-in owner',
        tags,
        params: kindParams,
        body: draftBody,
        response: {
          202: { type: 'object', properties: { to: { type: 'string' } } },
          400: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind } = request.params
      const draft = draftOf(kind, request.body.draft)
      if (!draft.ok) return sendFailure(reply, draft)
      const to = ownerEmail(request)
      const context = await sampleContext(db, request.site.id, to, services.now())
      const prepared = await prepareSiteMail(db, sampleMail(kind, context), draft.value)
      await mailer.send({ ...prepared, subject: `[Test] ${prepared.subject}` })
      return reply.status(202).send({ to })
    },
  )
}
