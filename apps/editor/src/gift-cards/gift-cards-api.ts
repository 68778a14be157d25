import { api } from '../api/http.js'

export interface GiftCard {
  id: string
  code: string
  currency: string
  initialCents: number
  balanceCents: number
  recipientEmail: string | null
  orderId: string | null
  createdAt: string
  disabledAt: string | null
}

export interface GiftCardDetail extends GiftCard {
  history: Array<{
    id: string
    amountCents: number
    reason: string
    createdAt: string
    orderNumber: number | null
  }>
}

const url = (id: string) => `/api/editor/gift-cards/${encodeURIComponent(id)}`

/** The owner's gift cards (the server's back-office gift cards area). */
export const giftCardsApi = {
  list: (page: number) =>
    api<{ giftCards: GiftCard[]; currency: string; page: number; hasNextPage: boolean }>(
      'GET',
      `/api/editor/gift-cards${page > 1 ? `?page=${page}` : ''}`,
    ),
  detail: (id: string) => api<GiftCardDetail>('GET', url(id)),
  issue: (amountCents: number, recipientEmail: string) =>
    api<GiftCard & { fullCode: string }>('POST', '/api/editor/gift-cards', {
      amountCents,
      ...(recipientEmail.trim() === '' ? {} : { recipientEmail: recipientEmail.trim() }),
    }),
  adjust: (id: string, amountCents: number, reason: string) =>
    api<GiftCard>('POST', `${url(id)}/adjust`, { amountCents, reason }),
  disable: (id: string) => api<GiftCard>('POST', `${url(id)}/disable`, {}),
}
