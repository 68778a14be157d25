import { api } from './http.js'

export type CampaignBlock =
  | { type: 'text'; text: string }
  | { type: 'image'; url: string; alt: string }
  | { type: 'button'; label: string; url: string }
  | { type: 'product'; productId: string }
  | { type: 'divider' }

export type CampaignStatus = 'draft' | 'scheduled' | 'sending' | 'sent'

export interface Campaign {
  id: string
  subject: string
  blocks: CampaignBlock[]
  listIds: string[]
  status: CampaignStatus
  scheduledAt: string | null
  startedAt: string | null
  finishedAt: string | null
  createdAt: string
  updatedAt: string
}

export interface CampaignStats {
  recipients: number
  sent: number
  delivered: number
  bounced: number
  unsubscribed: number
}

export interface CampaignDraft {
  subject: string
  blocks: CampaignBlock[]
  listIds: string[]
}

const url = (id: string) => `/api/editor/campaigns/${encodeURIComponent(id)}`

/** The owner's newsletter campaigns (the server's `mailing/campaigns/`). */
export const campaignsApi = {
  list: () => api<{ campaigns: Campaign[] }>('GET', '/api/editor/campaigns'),
  get: (id: string) => api<{ campaign: Campaign; stats: CampaignStats }>('GET', url(id)),
  create: (draft: CampaignDraft) => api<Campaign>('POST', '/api/editor/campaigns', draft),
  save: (id: string, draft: CampaignDraft) => api<Campaign>('PUT', url(id), draft),
  remove: (id: string) => api<unknown>('DELETE', url(id)),
  preview: (draft: Omit<CampaignDraft, 'listIds'>) =>
    api<{ html: string }>('POST', '/api/editor/campaigns/preview', draft),
  sendTest: (id: string) => api<{ to: string }>('POST', `${url(id)}/test`, {}),
  send: (id: string, at?: string) =>
    api<Campaign>('POST', `${url(id)}/send`, at === undefined ? {} : { at }),
}
