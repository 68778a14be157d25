/** `{{order.number}}`: a name of letters and dots between double braces (spaces allowed inside). */
const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g

export type PlaceholderValues = Readonly<Record<string, string>>

/** The template with every known placeholder replaced by its value; others stay as written. */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  return template.replace(placeholderPattern, (whole, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : whole,
  )
}

/** The placeholders of a template that are not in `allowed`, each once, as written (`{{x}}`). */
export function unknownPlaceholders(template: string, allowed: readonly string[]): string[] {
  const unknown = new Set<string>()
  for (const match of template.matchAll(placeholderPattern)) {
    const name = match[1] ?? ''
    if (!allowed.includes(name)) unknown.add(`{{${name}}}`)
  }
  return [...unknown]
}
