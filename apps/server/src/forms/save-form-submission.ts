import { createHash } from 'node:crypto'
import { FormStrings, parseFormValues, validateForm } from '@atelier/forms'
import type { FormSubmissionPayload, FormValues } from '@atelier/forms'
import type { Form } from '@atelier/schema'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import type { Mailer } from '../mail/mailer.js'
import type { Site } from '../sites/site.js'
import type { Storage } from '../storage/open-storage.js'
import type { CaptchaProvider } from '../captcha/captcha-provider.js'
import { pickFormAnswers, submitterEmail, summarizeAnswers } from './form-answers.js'
import { findForm, insertSubmission } from './form-queries.js'
import { notificationRecipient } from './notification-recipient.js'
import { consumeSubmissionKey } from './submission-keys.js'
import type { SubmissionLimiter } from './submission-limiter.js'
import { submissionNotification } from './submission-notification.js'
import { writeTransaction } from '../storage/write-transaction.js'

export type SaveOutcome =
  | { ok: true }
  | Failure<
      | 'form-bad-key'
      | 'form-not-configured'
      | 'form-rate-limited'
      | 'form-bad-input'
      | 'invalid-fields'
    >

export interface SaveFormSubmissionDeps {
  storage: Storage
  mailer: Mailer
  captcha: CaptchaProvider
  limiter: SubmissionLimiter
  /**
   * Told of each stored submission, after it committed (a form connected to a mailing list adds
   * the submitter); its failure is logged by the caller's handler, never the visitor's problem.
   */
  onSaved?: (saved: { site: Site; form: Form; answers: FormValues; now: Date }) => Promise<unknown>
}

export interface SaveFormSubmissionInput {
  site: Site
  /** The form the block shows (the markup's `data-form-id`). */
  formId: string | undefined
  payload: FormSubmissionPayload
  visitorAddress: string
  now: Date
}

/**
 * SaveFormSubmission: spend the key, find the form, apply the rate limit, read and check the answers
 * (with `@atelier/forms`, as the browser did), store them and queue the owner's notification.
 */
export async function saveFormSubmission(
  deps: SaveFormSubmissionDeps,
  input: SaveFormSubmissionInput,
): Promise<SaveOutcome> {
  const { site, payload, now } = input
  if (!(await consumeSubmissionKey(deps.storage.db, site.id, payload.key, now))) {
    return failure('form-bad-key', FormStrings.unauthorized)
  }
  const form =
    input.formId === undefined ? undefined : await findForm(deps.storage, site.id, input.formId)
  if (form === undefined) return failure('form-not-configured', FormStrings.notConfigured)

  const visitorHash = createHash('sha256').update(input.visitorAddress).digest('hex')
  if (!(await deps.limiter.allow({ websiteId: site.id, formId: form.id, visitorHash, now }))) {
    return failure('form-rate-limited', FormStrings.rateLimited)
  }

  const parsed = parseFormValues(payload.form)
  if (!parsed.ok) return failure('form-bad-input', parsed.message)
  if (form.captchaEnabled && !(await deps.captcha.verify(payload.captchaKey ?? ''))) {
    return failure('form-bad-input', FormStrings.captchaIncomplete)
  }
  const validation = validateForm(form, parsed.values)
  if (!validation.ok)
    return failure('invalid-fields', FormStrings.fieldsInvalid, { fields: validation.errors })

  const answers = pickFormAnswers(form, parsed.values)
  const recipient = await notificationRecipient(deps.storage, form)
  await writeTransaction(deps.storage, async (trx) => {
    await insertSubmission(
      { ...deps.storage, db: trx },
      {
        websiteId: site.id,
        formId: form.id,
        visitorHash,
        answers,
        pageTitle: payload.pageTitle,
        pageId: payload.pageId,
        contentSource: payload.contentSource,
        pagePath: payload.pagePath,
        pagePermissionTypeValue: payload.pagePermissionTypeValue,
        createdAt: now,
      },
    )
    if (recipient === undefined) return
    await deps.mailer.send(
      submissionNotification({
        to: recipient,
        websiteId: site.id,
        siteTitle: site.title,
        form,
        pageTitle: payload.pageTitle,
        pagePath: payload.pagePath,
        summaries: summarizeAnswers(form, answers),
        submitterEmail: submitterEmail(form, answers),
      }),
      trx,
    )
  })
  await deps.onSaved?.({ site, form, answers, now })
  return { ok: true }
}
