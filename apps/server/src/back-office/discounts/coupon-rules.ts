import { createHash } from 'node:crypto'
import { normalizeCouponCode } from '@atelier/commerce'
import type { CouponScope, CouponStatus, StoreCoupon } from '@atelier/schema'
import type { CouponBody } from './coupon-body.js'

export const discountStrings = {
  notFound: 'Discount not found.',
  duplicate: 'A discount with this code already exists.',
  percentRequired: 'A percentage discount needs a percentage.',
  amountRequired: 'A fixed-amount discount needs an amount.',
  endsBeforeStart: 'The end must come after the start.',
  emptyScope: 'Choose at least one product or category.',
  changedMeanwhile: 'This discount was changed meanwhile. Reload it to see the changes.',
} as const

/** The rules the schema cannot state; undefined when the coupon is consistent. */
export function couponProblem(coupon: StoreCoupon): string | undefined {
  if (coupon.kind === 'percentage' && !(coupon.percentBasisPoints > 0)) {
    return discountStrings.percentRequired
  }
  if (coupon.kind === 'fixed-amount' && !(coupon.amountCents > 0)) {
    return discountStrings.amountRequired
  }
  if (
    typeof coupon.startsAt === 'number' &&
    typeof coupon.endsAt === 'number' &&
    coupon.endsAt <= coupon.startsAt
  ) {
    return discountStrings.endsBeforeStart
  }
  const scope = coupon.scope
  if (scope !== undefined && scope.kind !== 'all') {
    const ids: readonly string[] | undefined =
      scope.kind === 'products' ? scope.itemIds : scope.categoryIds
    if (ids === undefined || ids.length === 0) return discountStrings.emptyScope
  }
  return undefined
}

/**
 * The coupon a discounts body describes (its fields as sent, the kind's own value present and the
 * scope's list given), or the rule it breaks, in words; `couponProblem` then checks the values.
 */
export function couponFromBody(body: CouponBody): StoreCoupon | string {
  const { scope: sentScope, ...fields } = body
  let scope: CouponScope | undefined
  if (sentScope !== undefined) {
    const { itemIds, categoryIds } = sentScope
    if (sentScope.kind === 'all') scope = { ...sentScope, kind: 'all' }
    else if (sentScope.kind === 'products' && itemIds !== undefined) {
      scope = { ...sentScope, kind: 'products', itemIds }
    } else if (sentScope.kind === 'categories' && categoryIds !== undefined) {
      scope = { ...sentScope, kind: 'categories', categoryIds }
    } else return discountStrings.emptyScope
  }
  const scoped = scope === undefined ? {} : { scope }
  const { percentBasisPoints, amountCents } = fields
  let coupon: StoreCoupon
  if (fields.kind === 'percentage') {
    if (percentBasisPoints === undefined) return discountStrings.percentRequired
    coupon = { ...fields, ...scoped, kind: 'percentage', percentBasisPoints }
  } else if (fields.kind === 'fixed-amount') {
    if (amountCents === undefined) return discountStrings.amountRequired
    coupon = { ...fields, ...scoped, kind: 'fixed-amount', amountCents }
  } else coupon = { ...fields, ...scoped, kind: 'free-shipping' }
  return couponProblem(coupon) ?? coupon
}

/** The coupon as stored: its code in the form checkout compares codes in. */
export function storedCoupon(coupon: StoreCoupon): StoreCoupon {
  return { ...coupon, code: normalizeCouponCode(coupon.code) }
}

/** A fingerprint of the stored coupon, for the two-tabs check (`baseVersion`). */
export function couponVersion(coupon: StoreCoupon): string {
  return createHash('sha256').update(JSON.stringify(coupon)).digest('base64url').slice(0, 16)
}

export function couponStatus(coupon: StoreCoupon, timesUsed: number, now: number): CouponStatus {
  if (typeof coupon.endsAt === 'number' && coupon.endsAt <= now) return 'expired'
  if (typeof coupon.usageLimit === 'number' && timesUsed >= coupon.usageLimit) return 'used-up'
  if (typeof coupon.startsAt === 'number' && coupon.startsAt > now) return 'scheduled'
  return 'active'
}
