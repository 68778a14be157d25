import { isValidEmail } from '@atelier/schema'
import { FormStrings } from './form-strings.js'

export const RESTOCK_EMAIL_MIN_LENGTH = 3
export const RESTOCK_EMAIL_MAX_LENGTH = 256

export type RestockEmailValidation = { ok: true; email: string } | { ok: false; message: string }

/** SPEC §5 Restock: valid when 3 to 256 characters matching a simple address pattern. */
export function validateRestockEmail(input: string): RestockEmailValidation {
  const email = input.trim()
  if (email === '') return { ok: false, message: FormStrings.restockEmailBlank }
  const fits = email.length >= RESTOCK_EMAIL_MIN_LENGTH && email.length <= RESTOCK_EMAIL_MAX_LENGTH
  return fits && isValidEmail(email)
    ? { ok: true, email }
    : { ok: false, message: FormStrings.restockEmailInvalid }
}
