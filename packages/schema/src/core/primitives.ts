import { z } from 'zod'
import { Limits } from './limits.js'
import { invalidEmailMessage, isValidEmail } from './email-address.js'

export const idSchema = z.string().min(1, { error: 'An id cannot be empty.' }).max(128)

/** The path segment of a collection or item URL. */
export const urlIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
    error: 'A URL id uses lowercase letters, digits and single hyphens.',
  })
  .max(200)

/**
 * Links an owner may put on the site: web addresses, site paths, anchors, mail and phone links.
 * Anything else (javascript:, data:) is refused so owner content can never run script.
 */
export const linkSchema = z
  .string()
  .regex(/^(?:https?:\/\/[^\s]+|\/[^\s]*|#[^\s]*|mailto:[^\s]+|tel:[^\s]+)$/i, {
    error: 'A link must be a web address, a site path, an anchor, a mailto: or a tel: link.',
  })

export const webAddressSchema = z.string().regex(/^https?:\/\/[^\s]+$/i, {
  error: 'A web address must start with http:// or https://.',
})

export const centsSchema = z
  .number()
  .int({ error: 'Amounts are whole cents.' })
  .min(0, { error: 'Amounts cannot be negative.' })
  .max(Limits.amountMaxCents, { error: 'Amounts are at most 1,000,000,000 cents.' })

export const isoDateTimeSchema = z.iso.datetime({
  offset: true,
  error: 'Dates are ISO 8601 date-times.',
})

export const epochMsSchema = z.number().int().min(0)

/** A trimmed email address that keeps `isValidEmail`. */
export const emailAddressSchema = z
  .string()
  .trim()
  .refine(isValidEmail, { error: invalidEmailMessage })
