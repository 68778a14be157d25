import { commerceStrings } from './strings.js'

/** Why an add-to-cart request failed, as the visitor runtime learns it. */
export type AddFailure =
  /** The server answered `{"crumbFail": true}`. */
  | { readonly kind: 'crumb-fail'; readonly cookiesEnabled: boolean }
  /** HTTP 429. */
  | { readonly kind: 'rate-limited' }
  | { readonly kind: 'network' }
  | { readonly kind: 'server'; readonly message?: string }

/** Which flow the visitor was in when the add failed; decides the alert's title. */
export type AddFlow = 'add-to-cart' | 'express-checkout' | 'gift-card'

export interface FailureAlert {
  readonly title: string
  readonly message: string
}

const titles: Readonly<Record<AddFlow, string>> = {
  'add-to-cart': commerceStrings.alertTitleAdd,
  'express-checkout': commerceStrings.alertTitlePurchase,
  'gift-card': commerceStrings.alertTitleGiftCard,
}

/** SPEC §8: the alert shown when adding to the cart fails. */
export function addFailureAlert(failure: AddFailure, flow: AddFlow = 'add-to-cart'): FailureAlert {
  return { title: titles[flow], message: addFailureMessage(failure) }
}

function addFailureMessage(failure: AddFailure): string {
  switch (failure.kind) {
    case 'crumb-fail':
      return failure.cookiesEnabled ? commerceStrings.sessionExpired : commerceStrings.enableCookies
    case 'rate-limited':
      return commerceStrings.tryAgainInAFewSeconds
    case 'network':
      return commerceStrings.checkInternetConnection
    case 'server':
      return failure.message?.trim() || commerceStrings.pleaseTryAgain
  }
}
