import type { Form } from '@atelier/schema'
import { isValidEmail } from '@atelier/schema'
import type { MailMessage } from '../mail/mail-message.js'
import { escapeHtml } from '../html/escape-html.js'
import type { MailTexts } from '../mail/templates/mail-kinds.js'
import { renderMailTexts } from '../mail/templates/render-mail-texts.js'
import type { AnswerSummary } from './form-answers.js'

export interface SubmissionNotificationInput {
  to: string
  websiteId: string
  siteTitle: string
  form: Pick<Form, 'name'>
  pageTitle: string
  pagePath: string
  summaries: readonly AnswerSummary[]
  /** The answer of the form's email field, if any: replies go there when it is an address. */
  submitterEmail?: string | undefined
}

/**
 * The owner's mail about a new submission: every answer, then where it was sent from. Replying
 * answers the submitter (`Reply-To`) when the form asked for a valid email.
 */
export function submissionNotification(
  input: SubmissionNotificationInput,
  texts?: MailTexts,
): MailMessage {
  const submitter = input.submitterEmail?.trim() ?? ''
  const replyTo = submitter !== '' && isValidEmail(submitter) ? submitter : undefined
  const texted = renderMailTexts('form-notice', texts, {
    'shop.name': input.siteTitle,
    'form.name': input.form.name,
    'submitter.email': replyTo ?? '',
  })
  const origin = `Sent from ${input.pageTitle || input.pagePath} (${input.pagePath})`
  const text = [
    ...(texted.intro === '' ? [] : [texted.intro, '']),
    ...input.summaries.map((summary) => `${summary.label}:\n${summary.answer}\n`),
    origin,
    '',
  ].join('\n')
  const html = [
    `<h2>${escapeHtml(input.form.name)}</h2>`,
    ...(texted.intro === '' ? [] : [`<p>${escapeHtml(texted.intro)}</p>`]),
    ...input.summaries.map(
      (summary) =>
        `<p><strong>${escapeHtml(summary.label)}</strong><br>${escapeHtml(summary.answer).replaceAll('\n', '<br>')}</p>`,
    ),
    `<p><small>${escapeHtml(origin)}</small></p>`,
  ].join('\n')
  return {
    to: input.to,
    subject: texted.subject,
    text,
    html,
    websiteId: input.websiteId,
    ...(replyTo === undefined ? {} : { replyTo }),
    editable: {
      kind: 'form-notice',
      rebuild: (edited) => submissionNotification(input, edited),
    },
  }
}
