import { api } from './http.js'

export type SubscriberStatus = 'pending' | 'subscribed' | 'unsubscribed' | 'bounced'

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
  status: SubscriberStatus
  createdAt: string
}

export interface SubscribersPage {
  subscribers: Subscriber[]
  hasNextPage: boolean
  nextPageCursor: string | null
}

const listUrl = (listId: string) => `/api/editor/mailing-lists/${encodeURIComponent(listId)}`

/** The owner's mailing lists and their subscribers (the server's `mailing/` area). */
export const mailingListsApi = {
  lists: () => api<{ lists: MailingList[] }>('GET', '/api/editor/mailing-lists'),
  create: (name: string, doubleOptIn: boolean) =>
    api<MailingList>('POST', '/api/editor/mailing-lists', { name, doubleOptIn }),
  save: (listId: string, name: string, doubleOptIn: boolean) =>
    api<unknown>('PUT', listUrl(listId), { name, doubleOptIn }),
  remove: (listId: string) => api<unknown>('DELETE', listUrl(listId)),
  subscribers: (listId: string, search: string, cursor?: string) => {
    const query = new URLSearchParams()
    if (search.trim() !== '') query.set('search', search.trim())
    if (cursor !== undefined) query.set('cursor', cursor)
    const suffix = query.size === 0 ? '' : `?${query.toString()}`
    return api<SubscribersPage>('GET', `${listUrl(listId)}/subscribers${suffix}`)
  },
  addSubscriber: (listId: string, person: { email: string; firstName: string; lastName: string }) =>
    api<Subscriber>('POST', `${listUrl(listId)}/subscribers`, person),
  removeSubscriber: (listId: string, subscriberId: string) =>
    api<unknown>('DELETE', `${listUrl(listId)}/subscribers/${encodeURIComponent(subscriberId)}`),
  importCsv: (listId: string, csv: string) =>
    api<{ added: number; existing: number }>('POST', `${listUrl(listId)}/subscribers/import`, {
      csv,
    }),
  csvUrl: (listId: string) => `${listUrl(listId)}/subscribers.csv`,
}
