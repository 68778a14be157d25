import { commerceStrings, type AddFailure } from '@atelier/commerce'

/**
 * SPEC §8 crumb failure, worded as the storefront words it: the session expired, or cookies are off
 * (no crumb cookie can ever be sent). Undefined for every other failure.
 */
export function crumbFailMessage(failure: AddFailure): string | undefined {
  if (failure.kind !== 'crumb-fail') return undefined
  return failure.cookiesEnabled ? commerceStrings.sessionExpired : commerceStrings.enableCookies
}
