import { dictionary } from '@zxcvbn-ts/language-common'
import { siteUserStrings } from './site-user-strings.js'

export const minPasswordLength = 8
export const maxPasswordLength = 1024

/**
 * The most common passwords of public breach corpora, as zxcvbn-ts ships them (ranked, lower
 * case), read once into a set: a shopper may not choose one of them.
 */
let common: ReadonlySet<string> | undefined
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()))
  return common
}

/** Whether the password is on the common-password list (compared without case). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase())
}

/**
 * Why a new password of a customer account is refused, or undefined when it is fine: at least 8
 * characters (the owners' and the command line's rule), at most 1024, not one of the common
 * passwords, and not the account's own email.
 */
export function passwordProblem(password: string, email?: string): string | undefined {
  if ([...password].length < minPasswordLength) return siteUserStrings.passwordTooShort
  if (password.length > maxPasswordLength) return siteUserStrings.passwordTooLong
  if (email !== undefined && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    return siteUserStrings.passwordIsEmail
  }
  if (isCommonPassword(password)) return siteUserStrings.passwordTooCommon
  return undefined
}
