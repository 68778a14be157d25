import { asNumber, getPath } from './json-value.js'
import { isTruthy } from '../../values.js'

const PHYSICAL = 1
const SERVICE = 3

function variantsOf(item: unknown): readonly unknown[] {
  const variants = getPath(item, 'structuredContent.variants')
  return Array.isArray(variants) ? variants : []
}

/** Any variant on sale (SPEC §4 product availability). */
export function isOnSale(item: unknown): boolean {
  return variantsOf(item).some((v) => isTruthy(getPath(v, 'onSale')))
}

/** A physical or service product whose every variant is limited with no stock left (SPEC §4). */
export function isSoldOut(item: unknown): boolean {
  const type = asNumber(getPath(item, 'structuredContent.productType'))
  if (type !== PHYSICAL && type !== SERVICE) return false
  return variantsOf(item).every(
    (v) => !isTruthy(getPath(v, 'unlimited')) && (asNumber(getPath(v, 'qtyInStock')) ?? 0) <= 0,
  )
}
