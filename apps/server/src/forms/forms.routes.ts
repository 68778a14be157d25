import { FormStrings, PAGE_PERMISSION_TYPE_VALUES, formBuilderSchema } from '@atelier/forms'
import type { FastifyInstance } from 'fastify'
import { answerFailuresAsForm } from '../errors/error-handler.js'
import { failure } from '../errors/failure.js'
import { sendFailure } from '../errors/send-failure.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { joinFormMailingList } from '../mailing/form-list-signup.js'
import { createStoredMailingLists } from '../mailing/stored-mailing-lists.js'
import type { CaptchaProvider } from '../captcha/captcha-provider.js'
import { ownerFormsRoutes } from './owner-forms.routes.js'
import { saveFormSubmission } from './save-form-submission.js'
import type { SaveOutcome } from './save-form-submission.js'
import { issueSubmissionKey } from './submission-keys.js'
import { createStoredSubmissionLimiter } from './submission-limiter.js'
import type { SubmissionLimiter } from './submission-limiter.js'
import { defaultCaptcha } from '../captcha/default-captcha.js'
import { visitorLimits } from '../security/visitor-limits.js'
import { createStoredRateLimiter } from '../security/visitor-rate-limiter.js'
import { crumbHeaderSchema } from '../http/openapi.js'

export interface FormsRoutesOptions {
  limiter?: SubmissionLimiter
  captcha?: CaptchaProvider
  /** Rows read per step of a CSV export of submissions. */
  exportPageSize?: number | undefined
}

/** The longest `form` JSON accepted; a bigger body is refused before it is parsed. */
export const maxFormJsonLength = 100_000
const saveBodyLimitBytes = 160_000

const messageSchema = { type: 'object', properties: { error: { type: 'string' } } } as const

/** SPEC §7 form calls, the captcha challenge and the owner's submissions (list and CSV). */
export async function formsRoutes(
  app: FastifyInstance,
  options: FormsRoutesOptions,
): Promise<void> {
  const services = app.atelier
  const db = services.storage.db
  // SPEC §8: the form calls answer `{error}`, which the site form shows; a bad request here gets a
  // sentence saying what is wrong. The app's handler gives them that shape.
  answerFailuresAsForm(app)
  const captcha = options.captcha ?? defaultCaptcha(services.storage, services.now)
  const keyLimiter = createStoredRateLimiter(services.storage)
  const deps = {
    storage: services.storage,
    mailer: createOutboxMailer(db, services.now),
    captcha,
    limiter: options.limiter ?? createStoredSubmissionLimiter(services.storage),
    // A form connected to a mailing list adds its submitter (the SPEC §2 connection dialog).
    onSaved: async (saved: Parameters<typeof joinFormMailingList>[1]) => {
      try {
        await joinFormMailingList(
          {
            db,
            storage: services.storage,
            lists: createStoredMailingLists(services.storage),
            mailer: createOutboxMailer(db, services.now),
            localPort: services.config.port,
          },
          saved,
        )
      } catch (error) {
        app.log.error({ err: error }, 'form sign-up to its mailing list failed')
      }
    },
  }

  app.post(
    '/api/form/FormSubmissionKey',
    {
      schema: {
        summary: 'A single-use key for one form submission (30 minutes, this site only)',
        tags: ['forms'],
        headers: crumbHeaderSchema,
        response: {
          200: { type: 'object', required: ['key'], properties: { key: { type: 'string' } } },
          429: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const now = services.now()
      const visitor = `${request.site.id}|${request.ip}`
      if (!(await keyLimiter.hit(visitorLimits.submissionKey, visitor, now))) {
        return sendFailure(reply, failure('form-rate-limited', FormStrings.rateLimited))
      }
      return { key: await issueSubmissionKey(db, request.site.id, now) }
    },
  )

  app.post(
    '/api/form/SaveFormSubmission',
    {
      bodyLimit: saveBodyLimitBytes,
      schema: {
        summary: "Save a visitor's answers to a site form",
        tags: ['forms'],
        body: {
          type: 'object',
          required: ['form'],
          properties: {
            key: { type: 'string', maxLength: 200 },
            form: { type: 'string', maxLength: maxFormJsonLength },
            formId: { type: 'string', maxLength: 200 },
            captchaKey: { type: 'string', maxLength: 4000 },
            pageTitle: { type: 'string', maxLength: 500, default: '' },
            pageId: { type: 'string', maxLength: 200, default: '' },
            contentSource: { type: 'string', enum: ['i', 'c'], default: 'c' },
            pagePath: { type: 'string', maxLength: 2000, default: '/' },
            pagePermissionTypeValue: {
              type: 'integer',
              enum: [...PAGE_PERMISSION_TYPE_VALUES],
              default: 1,
            },
            crumb: { type: 'string' },
          },
        },
        response: {
          200: { type: 'object', properties: {} },
          400: {
            type: 'object',
            properties: {
              error: { type: 'string' },
              errors: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
          401: messageSchema,
          404: messageSchema,
          429: messageSchema,
          500: messageSchema,
        },
      },
    },
    async (request, reply) => {
      const { formId, key, ...payload } = request.body
      let outcome: SaveOutcome
      try {
        outcome = await saveFormSubmission(deps, {
          site: request.site,
          formId,
          payload: { ...payload, key: key ?? '' },
          visitorAddress: request.ip,
          now: services.now(),
        })
      } catch (error) {
        // SPEC §8: the visitor gets the form's own 500 text, not the generic error page's.
        request.log.error(error)
        return sendFailure(reply, failure('form-server-error', FormStrings.serverError))
      }
      if (outcome.ok) return {}
      return sendFailure(reply, outcome)
    },
  )

  app.get(
    '/api/form/captcha-challenge',
    {
      schema: {
        summary: 'A proof-of-work captcha challenge (ALTCHA) for forms and restock sign-ups',
        tags: ['forms'],
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return captcha.challenge(services.now())
    },
  )

  app.get(
    '/api/template/GetTemplateSchema',
    {
      schema: {
        summary: 'What the form builder lets an owner edit, per field type and fieldset',
        tags: ['forms'],
        querystring: {
          type: 'object',
          required: ['type'],
          properties: { type: { type: 'string', enum: ['form'] } },
        },
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    // Atelier offers a textarea character limit everywhere, so the flag is on.
    async () => formBuilderSchema({ textareaMaxLength: true }),
  )

  ownerFormsRoutes(app, { exportPageSize: options.exportPageSize })
}
