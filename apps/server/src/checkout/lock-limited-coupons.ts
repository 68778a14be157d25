import { normalizeCouponCode } from '@atelier/commerce'
import { sql } from 'kysely'
import type { Kysely } from 'kysely'
import type { Database } from '../storage/database.js'
import type { DialectName } from '../storage/dialect.js'
import type { CheckoutSettings } from '../sites/checkout-settings.js'

/**
 * Makes coupon usage limits exact under concurrent checkouts. On PostgreSQL each limited coupon
 * the order names is locked (a transaction-scoped advisory lock, in code order) before its uses
 * are counted, so the next order counting them sees this one's redemption once it commits. On
 * SQLite the write transaction already runs alone.
 */
export async function lockLimitedCoupons(
  db: Kysely<Database>,
  dialect: DialectName,
  websiteId: string,
  settings: CheckoutSettings,
  codes: readonly string[],
): Promise<void> {
  if (dialect !== 'postgres') return
  const requested = new Set(codes.map(normalizeCouponCode))
  const limited = settings.coupons
    .filter((coupon) => coupon.usageLimit != null || coupon.usageLimitPerCustomer != null)
    .map((coupon) => normalizeCouponCode(coupon.code))
    .filter((code) => requested.has(code))
    .sort()
  for (const code of limited) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`coupon:${websiteId}:${code}`}))`.execute(db)
  }
}
