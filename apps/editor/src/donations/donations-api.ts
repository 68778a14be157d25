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
}

/** The paid gifts made through donation blocks (the server's back-office donations). */
export const donationsApi = {
  list: (page: number) =>
    api<{ donations: DonationRow[]; page: number; hasNextPage: boolean }>(
      'GET',
      `/api/editor/donations${page > 1 ? `?page=${page}` : ''}`,
    ),
  csvUrl: '/api/editor/donations.csv',
}
