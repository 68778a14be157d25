import type { Form } from '@atelier/schema'
import type { MailMessage } from '../mail/mail-message.js'
import { escapeHtml } from '../html/escape-html.js'
import type { AnswerSummary } from './form-answers.js'

export interface SubmissionNotificationInput {
  to: string
  websiteId: string
  siteTitle: string
  form: Pick<Form, 'name'>
  pageTitle: string
  pagePath: string
  summaries: readonly AnswerSummary[]
}

/** The owner's mail about a new submission: every answer, then where it was sent from. */
export function submissionNotification(input: SubmissionNotificationInput): MailMessage {
  const subject = `Form Submission - ${input.siteTitle} - ${input.form.name}`
  const origin = `Sent from ${input.pageTitle || input.pagePath} (${input.pagePath})`
  const text = [
    ...input.summaries.map((summary) => `${summary.label}:\n${summary.answer}\n`),
    origin,
    '',
  ].join('\n')
  const html = [
    `<h2>${escapeHtml(input.form.name)}</h2>`,
    ...input.summaries.map(
      (summary) =>
        `<p><strong>${escapeHtml(summary.label)}</strong><br>${escapeHtml(summary.answer).replaceAll('\n', '<br>')}</p>`,
    ),
    `<p><small>${escapeHtml(origin)}</small></p>`,
  ].join('\n')
  return { to: input.to, subject, text, html, websiteId: input.websiteId }
}
