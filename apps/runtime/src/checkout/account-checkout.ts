import { apiRequest } from '../api/api-request.js'
import { documentCookies } from '../api/cookies.js'
import { isSignedIn } from '../cart/should-load-cart.js'
import type { AddressInput } from './checkout-api.js'

interface Profile {
  email: string
  shippingAddress: Partial<AddressInput> | null
  billingAddress: Partial<AddressInput> | null
}

/**
 * For a signed-in shopper: their email and the address book's default address (the shipping one
 * when the order ships, else the billing one) to fill the checkout with; undefined when signed out.
 */
export async function accountCheckoutDefaults(): Promise<
  { email: string; shipping?: AddressInput; billing?: AddressInput } | undefined
> {
  if (!isSignedIn(documentCookies())) return undefined
  const answer = await apiRequest<Profile>('GET', '/api/site-users/account/profile')
  if (!answer.ok) return undefined
  const pick = (address: Partial<AddressInput> | null): AddressInput | undefined =>
    address === null
      ? undefined
      : {
          firstName: address.firstName ?? '',
          lastName: address.lastName ?? '',
          address1: address.address1 ?? '',
          address2: address.address2 ?? '',
          city: address.city ?? '',
          region: address.region ?? '',
          postalCode: address.postalCode ?? '',
          country: address.country ?? '',
        }
  const shipping = pick(answer.data.shippingAddress)
  const billing = pick(answer.data.billingAddress)
  return {
    email: answer.data.email,
    ...(shipping ? { shipping } : {}),
    ...(billing ? { billing } : {}),
  }
}

/** "Save this address to my account", after the order is placed; a refusal loses nothing. */
export async function saveCheckoutAddress(address: AddressInput): Promise<void> {
  await apiRequest('POST', '/api/site-users/account/addresses', address)
}

/** A saved card offered at checkout (brand, last four, expiry: never a number). */
export interface CheckoutSavedCard {
  id: string
  provider: string
  brand: string
  last4: string
  expMonth: number
  expYear: number
  isDefault: boolean
}

/** The signed-in shopper's saved cards, the default first; none when the call fails. */
export async function accountSavedCards(): Promise<CheckoutSavedCard[]> {
  const answer = await apiRequest<{ cards: CheckoutSavedCard[] }>(
    'GET',
    '/api/site-users/account/payment-methods',
  )
  return answer.ok ? answer.data.cards : []
}
