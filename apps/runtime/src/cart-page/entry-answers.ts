import { summarizeAnswer, type FormValues } from '@atelier/forms'
import type { CartEntryView } from '../cart/cart-view.js'
import { runtimeStrings } from '../runtime-strings.js'

/** The gift card's recipient answers (no form of their own) under the product page's labels. */
const GIFT_CARD_LABELS: Readonly<Record<string, string>> = {
  recipientEmail: runtimeStrings.recipientEmail,
  deliverAt: runtimeStrings.deliveryDate,
}

export interface AnswerLine {
  readonly label: string
  readonly answer: string
}

/** The entry's extra-information answers, parsed from the JSON string the cart stores. */
export function parseAnswers(entry: CartEntryView): FormValues | undefined {
  if (!entry.additionalFields) return undefined
  try {
    const parsed: unknown = JSON.parse(entry.additionalFields)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as FormValues)
      : undefined
  } catch {
    return undefined
  }
}

/** One line per field as the cart shows it: the field's label and its summarised answer. */
export function answerLines(entry: CartEntryView): AnswerLine[] {
  const values = parseAnswers(entry)
  if (!values) return []
  const form = entry.additionalFieldsForm
  if (!form) {
    return Object.entries(values).map(([key, value]) => ({
      label: GIFT_CARD_LABELS[key] ?? key,
      answer: typeof value === 'string' ? value : JSON.stringify(value),
    }))
  }
  return form.fields
    .filter((field) => field.type !== 'section' && field.type !== 'hidden')
    .map((field) => ({
      label: field.label || field.id,
      answer: summarizeAnswer(field, values[field.id]),
    }))
}

/** Only the gift card's recipient answers, which have no form to edit them in. */
export function hasOnlyGiftCardAnswers(entry: CartEntryView): boolean {
  if (entry.additionalFieldsForm) return false
  const keys = Object.keys(parseAnswers(entry) ?? {})
  return keys.length > 0 && keys.every((key) => key in GIFT_CARD_LABELS)
}
