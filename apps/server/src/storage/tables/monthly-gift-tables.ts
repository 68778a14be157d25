// The monthly_gifts table (migration 0111): standing monthly donations.

export interface MonthlyGiftsTable {
  id: string
  websiteId: string
  blockId: string
  email: string
  name: string
  amountCents: number
  currency: string
  /** test | stripe */
  provider: string
  /** The provider's reusable token saved at the first gift (never a card number). */
  paymentToken: string | null
  /** pending (first gift not paid yet) | active | cancelled | failed */
  status: string
  monthsCharged: number
  startedAt: string
  nextChargeAt: string
  testMode: number
  cancelledAt: string | null
}
