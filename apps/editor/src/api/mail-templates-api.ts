import { api } from './http.js'

export interface MailTemplateSummary {
  kind: string
  label: string
  group: string
  description: string
  edited: boolean
}

export interface MailTexts {
  subject: string
  intro: string
}

export interface MailTemplate extends MailTemplateSummary {
  placeholders: Array<{ name: string; description: string }>
  defaults: MailTexts
  texts: MailTexts
}

/** The commerce email preview (SPEC page type 301): the sample mail as it would be sent. */
export interface MailPreview {
  pageType: number
  from: string
  to: string
  replyTo: string | null
  subject: string
  html: string
  text: string
}

const url = (kind: string) => `/api/editor/store/emails/${encodeURIComponent(kind)}`

/** Store Settings → Emails (the server's `mail/templates/`). */
export const mailTemplatesApi = {
  list: () => api<{ mails: MailTemplateSummary[] }>('GET', '/api/editor/store/emails'),
  get: (kind: string) => api<MailTemplate>('GET', url(kind)),
  save: (kind: string, texts: MailTexts) => api<MailTemplate>('PUT', url(kind), texts),
  reset: (kind: string) => api<MailTemplate>('DELETE', url(kind)),
  preview: (kind: string, draft: MailTexts) =>
    api<MailPreview>('POST', `${url(kind)}/preview`, { draft }),
  sendTest: (kind: string, draft: MailTexts) =>
    api<{ to: string }>('POST', `${url(kind)}/test`, { draft }),
}
