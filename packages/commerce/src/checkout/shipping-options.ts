import type { ShippingLocation, ShippingOption } from '../cart.js'
import { checkoutStrings } from './strings.js'
import { summarizeLines, type CheckoutLine } from './checkout-line.js'

/** Where a rate ships: a country (ISO 3166-1 alpha-2), optionally only some of its regions. */
export interface ShippingDestination {
  readonly country: string
  /** Region codes (e.g. US states 'CA', 'NY'); absent or empty means the whole country. */
  readonly regions?: readonly string[]
}

export interface WeightBand {
  /** The band covers parcels up to and including this weight. */
  readonly upToGrams: number
  readonly costCents: number
}

interface ShippingRateBase {
  readonly id: string
  readonly name: string
  /** Empty means every destination. */
  readonly destinations: readonly ShippingDestination[]
}

/** A shipping rate as the store owner sets it up; costs in minor units of the store currency. */
export type StoreShippingRate =
  | (ShippingRateBase & { readonly kind: 'flat-rate'; readonly costCents: number })
  | (ShippingRateBase & { readonly kind: 'weight-bands'; readonly bands: readonly WeightBand[] })
  | (ShippingRateBase & { readonly kind: 'free-above'; readonly minimumSubtotalCents: number })
  | (ShippingRateBase & { readonly kind: 'local-pickup' })

export type ShippingRateKind = StoreShippingRate['kind']

/** An option offered at checkout (SPEC §3 `shippingOptions`), with the kind of rate behind it. */
export interface AvailableShippingOption extends ShippingOption {
  readonly kind: ShippingRateKind
}

export interface ShippingCart {
  readonly lines: readonly CheckoutLine[]
  /**
   * The subtotal that 'free above' rates compare against. `priceOrder` passes the subtotal after
   * discounts, so a coupon cannot lift an order over the threshold it no longer reaches.
   * Defaults to the lines' subtotal.
   */
  readonly subtotalCents?: number
}

const upper = (code: string | undefined) => (code ?? '').trim().toUpperCase()

export function shipsTo(
  destinations: readonly ShippingDestination[],
  address: ShippingLocation,
): boolean {
  if (destinations.length === 0) return true
  const country = upper(address.country)
  const region = upper(address.region)
  return destinations.some(
    (d) =>
      upper(d.country) === country &&
      (!d.regions || d.regions.length === 0 || d.regions.some((r) => upper(r) === region)),
  )
}

function rateCost(rate: StoreShippingRate, subtotalCents: number, weightGrams: number) {
  switch (rate.kind) {
    case 'flat-rate':
      return rate.costCents
    case 'local-pickup':
      return 0
    case 'free-above':
      return subtotalCents >= rate.minimumSubtotalCents ? 0 : undefined
    case 'weight-bands': {
      const band = [...rate.bands]
        .sort((a, b) => a.upToGrams - b.upToGrams)
        .find((b) => weightGrams <= b.upToGrams)
      return band?.costCents
    }
  }
}

/**
 * The store's rates that can ship this cart to this address, with their cost, in the owner's order.
 * A cart with nothing physical in it (digital goods, services, gift cards) needs no shipping and
 * gets no options; so does a cart without a destination country yet. A 'free above' rate is only
 * offered at or above its minimum; a weight-band rate only while some band covers the weight.
 */
export function shippingOptionsFor(
  cart: ShippingCart,
  address: ShippingLocation | null | undefined,
  storeShipping: readonly StoreShippingRate[],
): AvailableShippingOption[] {
  const summary = summarizeLines(cart.lines)
  if (!summary.requiresShipping || !address || upper(address.country) === '') return []
  const subtotal = cart.subtotalCents ?? summary.subtotalCents
  const options: AvailableShippingOption[] = []
  for (const rate of storeShipping) {
    if (!shipsTo(rate.destinations, address)) continue
    const costCents = rateCost(rate, subtotal, summary.totalWeightGrams)
    if (costCents === undefined) continue
    options.push({ id: rate.id, name: rate.name, costCents, kind: rate.kind })
  }
  return options
}

export type ShippingSelection =
  | { readonly ok: true; readonly option: AvailableShippingOption | null }
  | {
      readonly ok: false
      readonly code:
        'no-shipping-to-address' | 'shipping-option-required' | 'shipping-option-unavailable'
      readonly message: string
    }

/**
 * Checks the visitor's choice against the options on offer. A cart that needs no shipping has no
 * option (any id sent is ignored).
 */
export function selectShippingOption(
  options: readonly AvailableShippingOption[],
  requiresShipping: boolean,
  selectedId: string | null | undefined,
): ShippingSelection {
  if (!requiresShipping) return { ok: true, option: null }
  if (options.length === 0) {
    return {
      ok: false,
      code: 'no-shipping-to-address',
      message: checkoutStrings.noShippingToAddress,
    }
  }
  if (!selectedId) {
    return {
      ok: false,
      code: 'shipping-option-required',
      message: checkoutStrings.shippingOptionRequired,
    }
  }
  const option = options.find((o) => o.id === selectedId)
  if (!option) {
    return {
      ok: false,
      code: 'shipping-option-unavailable',
      message: checkoutStrings.shippingOptionUnavailable,
    }
  }
  return { ok: true, option }
}
