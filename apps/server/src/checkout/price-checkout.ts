import { normaliseEmail } from '@atelier/schema'
import {
  checkGiftCardCode,
  giftCardNotFound,
  normalizeCouponCode,
  priceOrder,
} from '@atelier/commerce'
import type {
  CouponUsage,
  CurrencyCode,
  GiftCardBalance,
  OrderQuote,
  RejectedGiftCard,
} from '@atelier/commerce'
import type { Kysely } from 'kysely'
import { storeSettingsOf } from '../commerce/cart-view.js'
import type { Site } from '../sites/site.js'
import type { Database } from '../storage/database.js'
import type { CheckoutCart } from './checkout-cart.js'
import type { CheckoutInput } from './checkout-input.js'
import type { CheckoutSettings } from '../sites/checkout-settings.js'

export interface PricedCheckout {
  quote: OrderQuote
  /** Codes that failed the format check before any lookup, or that no card of this store has. */
  unknownGiftCards: RejectedGiftCard[]
  /** Gift card ids by normalized code, for the cards the quote uses. */
  giftCardIds: Map<string, string>
}

/**
 * The one pricing call of checkout: the quote shows it, the order re-runs it inside its
 * reservation (with gift card rows locked) so the amount charged is the amount shown.
 */
export async function priceCheckout(
  db: Kysely<Database>,
  site: Site,
  settings: CheckoutSettings,
  checkout: CheckoutCart,
  input: CheckoutInput,
  options: { now: Date; lockGiftCards?: boolean; forUpdate?: boolean },
): Promise<PricedCheckout> {
  const address = input.shippingAddress ?? input.billingAddress
  const couponCodes = (input.couponCodes ?? []).map(normalizeCouponCode).filter((c) => c !== '')
  const cards = await lookUpGiftCards(db, site.id, input.giftCardCodes ?? [], options.forUpdate)
  const quote = priceOrder({
    lines: checkout.lines,
    storeSettings: storeSettingsOf(site),
    address:
      address === undefined
        ? null
        : {
            ...(address.country === undefined ? {} : { country: address.country }),
            ...(address.region === undefined ? {} : { region: address.region }),
            ...(address.postalCode === undefined ? {} : { postalCode: address.postalCode }),
          },
    shippingRates: settings.shippingRates,
    shippingOptionId: input.shippingOptionId ?? null,
    couponCodes,
    coupons: settings.coupons,
    couponUsage: await couponUsage(db, site.id, couponCodes, input.email),
    customerEmail: input.email ?? null,
    taxRules: settings.taxRules,
    giftCards: cards.balances,
    now: options.now,
  })
  return { quote, unknownGiftCards: cards.unknown, giftCardIds: cards.ids }
}

async function lookUpGiftCards(
  db: Kysely<Database>,
  websiteId: string,
  inputs: readonly string[],
  forUpdate = false,
): Promise<{ balances: GiftCardBalance[]; unknown: RejectedGiftCard[]; ids: Map<string, string> }> {
  const balances: GiftCardBalance[] = []
  const unknown: RejectedGiftCard[] = []
  const ids = new Map<string, string>()
  const checked = inputs
    .filter((input) => input.trim() !== '')
    .map((input) => ({ input, check: checkGiftCardCode(input) }))
  const codes = [...new Set(checked.flatMap(({ check }) => (check.ok ? [check.code] : [])))].sort()
  let query = db
    .selectFrom('giftCards')
    .select(['id', 'code', 'balanceCents', 'currency'])
    .where('websiteId', '=', websiteId)
    .where('code', 'in', codes.length === 0 ? [''] : codes)
    // A card the owner disabled is not found (its balance stays on record).
    .where('disabledAt', 'is', null)
    .orderBy('code')
  // Spending locks the cards (in code order, so two orders never wait on each other in a cycle).
  if (forUpdate) query = query.forUpdate()
  const rows = await query.execute()
  const byCode = new Map(rows.map((row) => [row.code, row]))
  for (const { input, check } of checked) {
    const row = check.ok ? byCode.get(check.code) : undefined
    if (!check.ok || row === undefined) {
      unknown.push(
        check.ok
          ? giftCardNotFound(input)
          : { giftCardCode: input, code: check.code, message: check.message },
      )
      continue
    }
    ids.set(row.code, row.id)
    balances.push({
      code: row.code,
      balanceCents: row.balanceCents,
      currency: row.currency as CurrencyCode,
    })
  }
  return { balances, unknown, ids }
}

async function couponUsage(
  db: Kysely<Database>,
  websiteId: string,
  codes: readonly string[],
  email: string | undefined,
): Promise<Record<string, CouponUsage>> {
  if (codes.length === 0) return {}
  const rows = await db
    .selectFrom('couponRedemptions')
    .select(['code', 'email'])
    .where('websiteId', '=', websiteId)
    .where('code', 'in', codes)
    .execute()
  // Redemptions keep the order's email as it is stored: normalised.
  const customer = email === undefined ? undefined : normaliseEmail(email)
  const usage: Record<string, CouponUsage> = {}
  for (const code of codes) {
    const used = rows.filter((row) => row.code === code)
    usage[code] = {
      timesUsed: used.length,
      timesUsedByCustomer:
        customer === undefined ? 0 : used.filter((row) => row.email === customer).length,
    }
  }
  return usage
}
