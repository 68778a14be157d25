import { api } from '../api/http.js'

export interface DonationRow {
  id: string
  email: string
  name: string
  amountCents: number
  currency: string
  provider: string
  testMode: boolean
  paidAt: string
  /** The state of the monthly gift this is a month of (active, cancelled, failed), or ''. */
  monthly: string
}

export interface MonthlyGiftRow {
  id: string
  email: string
  name: string
  amountCents: number
  currency: string
  status: 'active' | 'cancelled' | 'failed'
  monthsCharged: number
  nextChargeAt: string
  testMode: boolean
  startedAt: string
}

/** The paid gifts made through donation blocks (the server's back-office donations). */
export const donationsApi = {
  list: (page: number) =>
    api<{ donations: DonationRow[]; page: number; hasNextPage: boolean }>(
      'GET',
      `/api/editor/donations${page > 1 ? `?page=${page}` : ''}`,
    ),
  csvUrl: '/api/editor/donations.csv',
  monthly: () => api<{ monthlyGifts: MonthlyGiftRow[] }>('GET', '/api/editor/monthly-gifts'),
  cancelMonthly: (id: string) =>
    api<MonthlyGiftRow>('POST', `/api/editor/monthly-gifts/${encodeURIComponent(id)}/cancel`),
}
