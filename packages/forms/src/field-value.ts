/**
 * What a visitor's answer to one field looks like:
 * - a string for single-value fields (text, textarea, email, number, currency, radio, select, hidden);
 * - a list of parts for multi-part fields: name [first, last], address [line1, line2, city, state,
 *   zip, country], date [month, day, year], time [hour, minute, second, ampm], phone [country, area,
 *   prefix, line] (three parts without the country);
 * - the checked options for a checkbox;
 * - statement to score ('-2' … '2') for a likert field.
 */
export type FieldValue = string | readonly string[] | Readonly<Record<string, string>>

export type FormValues = Readonly<Record<string, FieldValue | undefined>>

export function asText(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value : ''
}

export function asParts(value: FieldValue | undefined): readonly string[] {
  if (Array.isArray(value)) return value
  return typeof value === 'string' && value !== '' ? [value] : []
}

export function asAnswers(value: FieldValue | undefined): Readonly<Record<string, string>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, string>>)
    : {}
}
