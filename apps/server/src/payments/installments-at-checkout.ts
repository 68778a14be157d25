import type { InstallmentProvider } from '@atelier/commerce'

/**
 * The installment providers a shopper can choose at this server's checkout. The checkout takes a
 * card (the test provider) and, when the owner allows it, payment on pickup or by transfer; no
 * provider splits a purchase into installments, so the list is empty and no product page promises
 * Afterpay or Clearpay. A provider that takes installment payments adds its name here.
 */
export const INSTALLMENT_PROVIDERS_AT_CHECKOUT: readonly InstallmentProvider[] = []
