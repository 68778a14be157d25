import { commerceStrings, type AddFailure } from '@atelier/commerce'

/** SPEC §8 wording for crumb and network failures; otherwise the server's own message. */
export function accountFailureMessage(failure: AddFailure, body: unknown): string {
  const said = (body as { message?: unknown } | undefined)?.message
  if (typeof said === 'string' && failure.kind !== 'crumb-fail') return said
  switch (failure.kind) {
    case 'crumb-fail':
      return failure.cookiesEnabled ? commerceStrings.sessionExpired : commerceStrings.enableCookies
    case 'network':
      return commerceStrings.checkInternetConnection
    case 'rate-limited':
      return commerceStrings.tryAgainInAFewSeconds
    default:
      return failure.message ?? commerceStrings.pleaseTryAgain
  }
}
