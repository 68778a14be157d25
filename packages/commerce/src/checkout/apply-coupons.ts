import type { Coupon } from '../cart.js'
import type { CurrencyCode } from '../currencies.js'
import {
  DEFAULT_LOCALE,
  formatMoney,
  specMoneyFormatter,
  type MoneyFormatter,
} from '../money-format.js'
import { prorate } from '../prorate.js'
import { fillTemplate } from '../strings.js'
import { multiplyRounded } from '../rounding.js'
import { lineTotalCents, summarizeLines, type CheckoutLine } from './checkout-line.js'
import { checkoutStrings } from './strings.js'
import {
  normalizeCouponCode,
  type CouponKind,
  type CouponUsage,
  type StoreCoupon,
} from './store-coupon.js'

export type InvalidCouponReason =
  | 'not-found'
  | 'already-applied'
  | 'not-yet-valid'
  | 'expired'
  | 'usage-limit'
  | 'not-applicable'
  | 'minimum-subtotal'
  | 'cannot-combine'

/**
 * A SPEC §3 cart coupon checkout refused. The one failure told apart by `reason` rather than
 * `code`: here `code` is the coupon's own code, as the cart's `invalidCoupons` send it.
 */
export interface InvalidCoupon extends Coupon {
  readonly reason: InvalidCouponReason
  readonly message: string
}

export interface AppliedCoupon extends Coupon {
  readonly kind: CouponKind
  /** What this coupon takes off the lines; 0 for free shipping (see `freeShipping`). */
  readonly discountCents: number
}

export interface CouponApplication {
  readonly validCoupons: readonly AppliedCoupon[]
  readonly invalidCoupons: readonly InvalidCoupon[]
  readonly discountCents: number
  /** Discount of each line, in the order of the lines; never more than the line's total. */
  readonly lineDiscounts: readonly number[]
  readonly freeShipping: boolean
}

export interface ApplyCouponsOptions {
  readonly now: Date
  readonly currency: CurrencyCode
  /** Per-customer limits are checked only once the email is known (at order time). */
  readonly customerEmail?: string | null
  /** Keyed by normalized code. */
  readonly usage?: Readonly<Record<string, CouponUsage>>
  readonly locale?: string
  readonly formatter?: MoneyFormatter
}

function inScope(coupon: StoreCoupon, line: CheckoutLine): boolean {
  const scope = coupon.scope ?? { kind: 'all' }
  if (scope.kind === 'products') return scope.itemIds.includes(line.itemId)
  if (scope.kind === 'categories') {
    return (line.categoryIds ?? []).some((id) => scope.categoryIds.includes(id))
  }
  return true
}

/** Gift cards are never discounted: a coupon must not turn into cash. */
function discountable(coupon: StoreCoupon, line: CheckoutLine): boolean {
  return line.kind !== 'gift-card' && inScope(coupon, line)
}

/**
 * Checks the codes a visitor entered against the store's coupons and spreads the discounts over
 * the lines. Stacking: at most one coupon of each kind per order (the first valid one entered
 * wins); a percentage coupon applies before a fixed-amount one, each on what the lines still cost.
 * A discount is split across its eligible lines in proportion to their amounts (`prorate`), so
 * the parts add up exactly and no line goes below zero. A coupon's window includes `startsAt`
 * and excludes `endsAt`.
 */
export function applyCoupons(
  lines: readonly CheckoutLine[],
  codes: readonly string[],
  coupons: readonly StoreCoupon[],
  options: ApplyCouponsOptions,
): CouponApplication {
  const now = options.now.getTime()
  const summary = summarizeLines(lines)
  const byCode = new Map(coupons.map((c) => [normalizeCouponCode(c.code), c]))
  const invalid: InvalidCoupon[] = []
  const accepted = new Map<CouponKind, { code: string; coupon: StoreCoupon }>()
  const seen = new Set<string>()

  const reject = (code: string, reason: InvalidCouponReason, message: string) => {
    invalid.push({ code, reason, message })
  }

  for (const entered of codes) {
    const code = normalizeCouponCode(entered)
    if (code === '') continue
    const coupon = byCode.get(code)
    if (!coupon) {
      reject(code, 'not-found', checkoutStrings.couponNotFound)
      continue
    }
    if (seen.has(code)) {
      reject(code, 'already-applied', checkoutStrings.couponAlreadyApplied)
      continue
    }
    seen.add(code)
    const usage = options.usage?.[code]
    const eligible =
      coupon.kind === 'free-shipping'
        ? summary.requiresShipping && lines.some((l) => l.kind === 'physical' && inScope(coupon, l))
        : lines.some((l) => discountable(coupon, l) && lineTotalCents(l) > 0)
    if (coupon.startsAt != null && now < coupon.startsAt) {
      reject(code, 'not-yet-valid', checkoutStrings.couponNotYetValid)
    } else if (coupon.endsAt != null && now >= coupon.endsAt) {
      reject(code, 'expired', checkoutStrings.couponExpired)
    } else if (
      (coupon.usageLimit != null && (usage?.timesUsed ?? 0) >= coupon.usageLimit) ||
      (coupon.usageLimitPerCustomer != null &&
        options.customerEmail &&
        (usage?.timesUsedByCustomer ?? 0) >= coupon.usageLimitPerCustomer)
    ) {
      reject(code, 'usage-limit', checkoutStrings.couponUsageLimit)
    } else if (!eligible) {
      reject(code, 'not-applicable', checkoutStrings.couponNotApplicable)
    } else if (coupon.minimumSubtotalCents && summary.subtotalCents < coupon.minimumSubtotalCents) {
      const amount = formatMoney(
        coupon.minimumSubtotalCents,
        options.currency,
        options.locale ?? DEFAULT_LOCALE,
        options.formatter ?? specMoneyFormatter,
      )
      reject(
        code,
        'minimum-subtotal',
        fillTemplate(checkoutStrings.couponMinimumSubtotal, { amount }),
      )
    } else if (accepted.has(coupon.kind)) {
      reject(code, 'cannot-combine', checkoutStrings.couponCannotCombine)
    } else {
      accepted.set(coupon.kind, { code, coupon })
    }
  }

  const remaining = lines.map(lineTotalCents)
  const lineDiscounts = lines.map(() => 0)
  const discountOf = new Map<string, number>()
  for (const kind of ['percentage', 'fixed-amount'] as const) {
    const entry = accepted.get(kind)
    if (!entry) continue
    const { coupon } = entry
    const indexes = lines.flatMap((l, i) => (discountable(coupon, l) ? [i] : []))
    const base = indexes.reduce((sum, i) => sum + (remaining[i] ?? 0), 0)
    const wanted =
      coupon.kind === 'percentage'
        ? multiplyRounded(base, BigInt(coupon.percentBasisPoints), 10_000n, 'half-up')
        : coupon.kind === 'fixed-amount'
          ? coupon.amountCents
          : 0
    const total = base === 0 ? 0 : Math.min(Math.max(0, wanted), base)
    const shares =
      total === 0
        ? []
        : prorate(
            total,
            indexes.map((i) => remaining[i] ?? 0),
          )
    indexes.forEach((lineIndex, k) => {
      const share = shares[k] ?? 0
      remaining[lineIndex] = (remaining[lineIndex] ?? 0) - share
      lineDiscounts[lineIndex] = (lineDiscounts[lineIndex] ?? 0) + share
    })
    discountOf.set(entry.code, total)
  }

  const validCoupons: AppliedCoupon[] = [...accepted.values()].map(({ code, coupon }) => ({
    code,
    kind: coupon.kind,
    discountCents: discountOf.get(code) ?? 0,
  }))
  return {
    validCoupons,
    invalidCoupons: invalid,
    discountCents: lineDiscounts.reduce((a, b) => a + b, 0),
    lineDiscounts,
    freeShipping: accepted.has('free-shipping'),
  }
}
