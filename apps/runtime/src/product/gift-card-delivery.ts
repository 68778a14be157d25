import { validateRestockEmail } from '@atelier/forms'
import { runtimeStrings } from '../runtime-strings.js'

/** The labels of the gift card's recipient fields, as the theme prints them. */
export interface GiftCardDeliveryLabels {
  readonly recipientEmail: string
  readonly deliveryDate: string
}

/** What the visitor typed; empty strings for fields left blank. */
export interface GiftCardDeliveryInput {
  readonly recipientEmail: string
  readonly deliverAt: string
}

export type GiftCardDeliveryErrors = Partial<Record<keyof GiftCardDeliveryInput, string>>

export type GiftCardDeliveryCheck =
  | { readonly ok: true; readonly additionalFields: string | undefined }
  | { readonly ok: false; readonly errors: GiftCardDeliveryErrors }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** The visitor's own calendar day as a date input writes it (`2026-12-24`). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/**
 * Both fields are optional: without them the checkout mails the card to the buyer at once. The
 * email follows the restock rule of `@atelier/forms`; a date must be today or later (`today` is
 * the visitor's day, `localIsoDate`). Answers go to the cart line as `additionalFields` JSON.
 */
export function checkGiftCardDelivery(
  input: GiftCardDeliveryInput,
  today: string,
): GiftCardDeliveryCheck {
  const errors: GiftCardDeliveryErrors = {}
  const fields: { recipientEmail?: string; deliverAt?: string } = {}
  if (input.recipientEmail.trim() !== '') {
    const email = validateRestockEmail(input.recipientEmail)
    if (email.ok) fields.recipientEmail = email.email
    else errors.recipientEmail = email.message
  }
  const date = input.deliverAt.trim()
  if (date !== '') {
    if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
      errors.deliverAt = runtimeStrings.deliveryDateInvalid
    } else if (date < today) {
      errors.deliverAt = runtimeStrings.deliveryDateInPast
    } else {
      fields.deliverAt = date
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return {
    ok: true,
    additionalFields: Object.keys(fields).length > 0 ? JSON.stringify(fields) : undefined,
  }
}

/** Reads the theme's `.gift-card-delivery` block; undefined when the page prints none. */
export function readGiftCardDeliveryLabels(root: ParentNode): GiftCardDeliveryLabels | undefined {
  const block = root.querySelector<HTMLElement>('[data-gift-card-delivery]')
  if (!block) return undefined
  const labelOf = (name: string) =>
    block
      .querySelector(`input[name="${name}"]`)
      ?.closest('label')
      ?.querySelector('.form-field__label')
      ?.textContent?.trim()
  return {
    recipientEmail: labelOf('recipientEmail') || runtimeStrings.recipientEmail,
    deliveryDate: labelOf('deliverAt') || runtimeStrings.deliveryDate,
  }
}
