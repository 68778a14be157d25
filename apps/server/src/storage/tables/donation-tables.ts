// The donations table (migration 0093): gifts made through donation blocks.

export interface DonationsTable {
  id: string
  websiteId: string
  /** The donation block the gift was made through. */
  blockId: string
  /** sha256 of the contribution-confirmed page's link token. */
  tokenHash: string
  idempotencyKey: string
  email: string
  name: string
  amountCents: number
  currency: string
  /** test | stripe */
  provider: string
  providerReference: string | null
  /** pending | paid | failed */
  status: string
  testMode: number
  createdAt: string
  paidAt: string | null
  /** The monthly gift this charge belongs to (migration 0111), or null for a one-off gift. */
  monthlyGiftId: string | null
}
