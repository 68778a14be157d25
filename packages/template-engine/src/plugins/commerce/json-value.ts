/** Narrowing helpers for the untyped JSON context a template renders. */

export type JsonRecord = Readonly<Record<string, unknown>>

export function asRecord(value: unknown): JsonRecord | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as JsonRecord)
    : undefined
}

export function asArray(value: unknown): readonly unknown[] {
  return Array.isArray(value) ? value : []
}

/** Text as the template language prints it: missing and null print nothing. */
export function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Truthiness of a JSON flag: stored documents hold both `true` and `"true"`. */
export function isTrue(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'string') return value === 'true'
  if (typeof value === 'number') return value !== 0
  return false
}

/** A number from a JSON number or numeric string; NaN when it is neither. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value)
  return Number.NaN
}
