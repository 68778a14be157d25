import type { StoreCoupon, StoreShippingRate, StoreTaxRule } from '@atelier/commerce'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { Dialect } from '../storage/dialect.js'

/** A store's checkout setup: what it ships, what tax it collects, which coupons it honours. */
export interface CheckoutSettings {
  schemaVersion: 1
  shippingRates: StoreShippingRate[]
  taxRules: StoreTaxRule[]
  coupons: StoreCoupon[]
  /** Days a digital product's download link works, and how many downloads it allows. */
  downloadDays: number
  maxDownloads: number
  /**
   * Whether buyers may choose to pay later (pickup, bank transfer). Off unless the owner turns it
   * on: an offline order is received without money, so nothing of value may leave before it is
   * marked paid.
   */
  offlinePayment: boolean
  /** Where the new-order mail goes; the first owner's email when unset. */
  orderNotificationEmail?: string
}

export const defaultCheckoutSettings: CheckoutSettings = {
  schemaVersion: 1,
  shippingRates: [],
  taxRules: [],
  coupons: [],
  downloadDays: 7,
  maxDownloads: 5,
  offlinePayment: false,
}

export async function loadCheckoutSettings(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
): Promise<CheckoutSettings> {
  const row = await db
    .selectFrom('checkoutSettings')
    .select('document')
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  if (row === undefined) return defaultCheckoutSettings
  return {
    ...defaultCheckoutSettings,
    ...dialect.decodeJson<Partial<CheckoutSettings>>(row.document),
  }
}

export async function saveCheckoutSettings(
  db: Kysely<Database>,
  dialect: Dialect,
  websiteId: string,
  settings: CheckoutSettings,
): Promise<void> {
  const document = dialect.encodeJson(settings)
  await db
    .insertInto('checkoutSettings')
    .values({ websiteId, document })
    .onConflict((oc) => oc.column('websiteId').doUpdateSet({ document }))
    .execute()
}
