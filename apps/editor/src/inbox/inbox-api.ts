import { api } from '../api/http.js'

export interface FormChoice {
  id: string
  name: string
  fieldCount: number
}

export interface AnswerSummary {
  fieldId: string
  label: string
  answer: string
}

export interface Submission {
  id: string
  createdAt: string
  pageTitle: string
  pagePath: string
  answers: AnswerSummary[]
}

export interface MailingList {
  id: string
  name: string
  doubleOptIn: boolean
  subscriberCount: number
}

export interface Subscriber {
  id: string
  email: string
  firstName: string
  lastName: string
  status: 'pending' | 'subscribed' | 'unsubscribed'
  createdAt: string
}

export interface CursorPage {
  hasNextPage: boolean
  nextPageCursor: string | null
}

const withCursor = (url: string, cursor: string | undefined) =>
  cursor === undefined ? url : `${url}?cursor=${encodeURIComponent(cursor)}`

/** The owner's reads of forms and mailing lists (the server's forms and mailing areas). */
export const inboxApi = {
  forms: () => api<{ forms: FormChoice[] }>('GET', '/api/editor/forms'),
  submissions: (formId: string, cursor?: string) =>
    api<CursorPage & { submissions: Submission[] }>(
      'GET',
      withCursor(`/api/editor/forms/${encodeURIComponent(formId)}/submissions`, cursor),
    ),
  submissionsCsvUrl: (formId: string) =>
    `/api/editor/forms/${encodeURIComponent(formId)}/submissions.csv`,
  lists: () => api<{ lists: MailingList[] }>('GET', '/api/editor/mailing-lists'),
  subscribers: (listId: string, cursor?: string) =>
    api<CursorPage & { subscribers: Subscriber[] }>(
      'GET',
      withCursor(`/api/editor/mailing-lists/${encodeURIComponent(listId)}/subscribers`, cursor),
    ),
  subscribersCsvUrl: (listId: string) =>
    `/api/editor/mailing-lists/${encodeURIComponent(listId)}/subscribers.csv`,
}
