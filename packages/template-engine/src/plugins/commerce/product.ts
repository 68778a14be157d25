import { compareDecimal } from './decimal.js'
import { asArray, asNumber, asRecord, isTrue, type JsonRecord } from './json-value.js'
import { moneyFromMinor, readMoney, ZERO_MONEY, type Money } from './money.js'

/** SPEC §3 Product types. */
export const ProductType = {
  PHYSICAL: 1,
  DIGITAL: 2,
  SERVICE: 3,
  GIFT_CARD: 4,
  PAYWALL: 5,
  UNDEFINED: -1,
} as const
export type ProductType = (typeof ProductType)[keyof typeof ProductType]

const KNOWN_TYPES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5])

export function structuredContent(item: unknown): JsonRecord | undefined {
  return asRecord(asRecord(item)?.structuredContent)
}

export function productType(item: unknown): ProductType {
  const type = asNumber(structuredContent(item)?.productType)
  return KNOWN_TYPES.has(type) ? (type as ProductType) : ProductType.UNDEFINED
}

/** Products whose price and stock live on their variants. */
function hasVariantPricing(type: ProductType): boolean {
  return (
    type === ProductType.PHYSICAL || type === ProductType.SERVICE || type === ProductType.GIFT_CARD
  )
}

export function variants(item: unknown): JsonRecord[] {
  const out: JsonRecord[] = []
  for (const v of asArray(structuredContent(item)?.variants)) {
    const record = asRecord(v)
    if (record) out.push(record)
  }
  return out
}

export function isSubscribable(item: unknown): boolean {
  return isTrue(structuredContent(item)?.isSubscribable)
}

/** A variant (or digital product) price, from `priceMoney` or the legacy cents field. */
export function regularPrice(holder: JsonRecord): Money {
  return readMoney(holder.priceMoney) ?? moneyFromMinor(holder.price) ?? ZERO_MONEY
}

export function salePriceOf(holder: JsonRecord): Money {
  return readMoney(holder.salePriceMoney) ?? moneyFromMinor(holder.salePrice) ?? ZERO_MONEY
}

/** What a buyer pays for a variant now. */
export function currentPrice(holder: JsonRecord): Money {
  return isTrue(holder.onSale) ? salePriceOf(holder) : regularPrice(holder)
}

export function lowestPrice(prices: Money[]): Money | undefined {
  let best: Money | undefined
  for (const p of prices) if (!best || compareDecimal(p.amount, best.amount) < 0) best = p
  return best
}

export function highestPrice(prices: Money[]): Money | undefined {
  let best: Money | undefined
  for (const p of prices) if (!best || compareDecimal(p.amount, best.amount) > 0) best = p
  return best
}

/** Gift cards are never discounted, whatever their variants say. */
function canBeOnSale(type: ProductType): boolean {
  return type === ProductType.PHYSICAL || type === ProductType.SERVICE
}

/** SPEC §4: on sale when any variant is on sale; digital products carry their own flag. */
export function isOnSale(item: unknown): boolean {
  const type = productType(item)
  if (type === ProductType.DIGITAL) return isTrue(structuredContent(item)?.onSale)
  if (!canBeOnSale(type)) return false
  return variants(item).some((v) => isTrue(v.onSale))
}

/**
 * SPEC §4: physical and service products are sold out when no variant has stock;
 * digital goods and gift cards never are. Other types cannot be bought here.
 */
export function isSoldOut(item: unknown): boolean {
  const type = productType(item)
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD) return false
  if (!canBeOnSale(type)) return true
  return variants(item).every((v) => !isTrue(v.unlimited) && !(asNumber(v.qtyInStock) > 0))
}

/** SPEC §4: the sum of variant stock; unlimited for digital goods, gift cards or any unlimited variant. */
export function totalStock(item: unknown): number {
  const type = productType(item)
  if (type === ProductType.DIGITAL || type === ProductType.GIFT_CARD)
    return Number.POSITIVE_INFINITY
  let total = 0
  for (const v of variants(item)) {
    if (isTrue(v.unlimited)) return Number.POSITIVE_INFINITY
    const quantity = asNumber(v.qtyInStock)
    if (quantity > 0) total += quantity
  }
  return total
}

export function hasVariants(item: unknown): boolean {
  return variants(item).length > 1
}

/** True when the variants do not all cost the same right now. */
export function hasVariedPrices(item: unknown): boolean {
  if (!hasVariantPricing(productType(item))) return false
  return pricesDiffer(variants(item).map(currentPrice))
}

export function pricesDiffer(prices: Money[]): boolean {
  return prices.some((p) => compareDecimal(p.amount, prices[0].amount) !== 0)
}

/** The highest regular price: what the product costs when nothing is discounted. */
export function normalPrice(item: unknown): Money {
  const type = productType(item)
  if (type === ProductType.DIGITAL) return regularPrice(structuredContent(item) ?? {})
  if (!hasVariantPricing(type)) return ZERO_MONEY
  return highestPrice(variants(item).map(regularPrice)) ?? ZERO_MONEY
}

/** The lowest sale price among discounted variants; zero when nothing is on sale. */
export function salePrice(item: unknown): Money {
  const type = productType(item)
  if (type === ProductType.DIGITAL) return salePriceOf(structuredContent(item) ?? {})
  if (!canBeOnSale(type)) return ZERO_MONEY
  return (
    lowestPrice(
      variants(item)
        .filter((v) => isTrue(v.onSale))
        .map(salePriceOf),
    ) ?? ZERO_MONEY
  )
}

/** The lowest price a buyer can pay now, for "from {price}". */
export function fromPrice(item: unknown): Money {
  const type = productType(item)
  if (type === ProductType.DIGITAL) return currentPrice(structuredContent(item) ?? {})
  if (!hasVariantPricing(type)) return ZERO_MONEY
  return lowestPrice(variants(item).map(currentPrice)) ?? ZERO_MONEY
}
