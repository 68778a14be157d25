import type { FormatterFn } from '../../plugin-api.js'

// A closing tag inside inline JSON could end the surrounding <script> element.
const CLOSE_TAG = /<\//g

/** JSON text of the value; a missing value gives empty text, as in the reference. */
function toJson(value: unknown, indent?: number): string | undefined {
  if (value === undefined) return ''
  const text = JSON.stringify(value, null, indent)
  return text === undefined ? undefined : text.replace(CLOSE_TAG, '<\\/')
}

export const jsonFormatters: Readonly<Record<string, FormatterFn>> = {
  json: (_args, vars) => vars[0]?.set(toJson(vars[0].value)),
  'json-pretty': (_args, vars) => vars[0]?.set(toJson(vars[0].value, 2)),
  // A missing value is JSON null to the reference, so `raw` prints `null` for it.
  raw: (_args, vars) => vars[0]?.set(JSON.stringify(vars[0].value ?? null)),
}
