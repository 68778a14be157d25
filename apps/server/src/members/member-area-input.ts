import { failure, ok, type Failure } from '../errors/failure.js'
import {
  MEMBER_AREA_LIMITS,
  type MemberAreaBilling,
  type MemberAreaPricing,
} from './member-area.js'
import { memberStrings } from './member-strings.js'

export interface MemberAreaInput {
  name: string
  description: string
  pricing: MemberAreaPricing
  priceCents: number
  billingUnit: MemberAreaBilling | null
}

const PRICINGS: readonly string[] = ['free', 'one-time', 'recurring']
const BILLINGS: readonly string[] = ['MONTH', 'YEAR']

/**
 * The owner's area form checked on the server: a name, a description, and a plan whose price is
 * whole minor units above zero when paid and whose billing is monthly or yearly when recurring.
 */
export function parseMemberAreaInput(
  body: Record<string, unknown>,
): { ok: true; value: MemberAreaInput } | Failure<'invalid-input'> {
  const bad = (message: string, field: string) =>
    failure('invalid-input', message, { fields: { [field]: message } })
  const name = typeof body.name === 'string' ? body.name.trim() : ''
  if (name === '') return bad(memberStrings.nameRequired, 'name')
  if (name.length > MEMBER_AREA_LIMITS.name) return bad(memberStrings.nameTooLong, 'name')
  const description = typeof body.description === 'string' ? body.description.trim() : ''
  if (description.length > MEMBER_AREA_LIMITS.description)
    return bad(memberStrings.descriptionTooLong, 'description')
  if ((name + description).includes('\u0000')) return bad(memberStrings.nulNotAllowed, 'name')
  const pricing = body.pricing ?? 'free'
  if (typeof pricing !== 'string' || !PRICINGS.includes(pricing))
    return bad(memberStrings.pricingInvalid, 'pricing')
  if (pricing === 'free') {
    return ok({ name, description, pricing, priceCents: 0, billingUnit: null })
  }
  const price = body.priceCents
  if (
    typeof price !== 'number' ||
    !Number.isSafeInteger(price) ||
    price <= 0 ||
    price > MEMBER_AREA_LIMITS.maxPriceCents
  )
    return bad(memberStrings.priceInvalid, 'priceCents')
  if (pricing === 'one-time') {
    return ok({ name, description, pricing, priceCents: price, billingUnit: null })
  }
  const unit = body.billingUnit
  if (typeof unit !== 'string' || !BILLINGS.includes(unit))
    return bad(memberStrings.billingInvalid, 'billingUnit')
  return ok({
    name,
    description,
    pricing: 'recurring',
    priceCents: price,
    billingUnit: unit as MemberAreaBilling,
  })
}
