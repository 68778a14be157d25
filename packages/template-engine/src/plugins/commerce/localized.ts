import type { RenderContext } from '../../plugin-api.js'

/** A translation from the page's `localizedStrings`, or the SPEC default. */
export function localized(ctx: RenderContext, key: string, fallback: string): string {
  const value = ctx.resolve(['localizedStrings', key])
  return typeof value === 'string' ? value : fallback
}

const PLACEHOLDER = /\{(\w+)\}/g

/** Fill `{name}` placeholders; unknown names are left as written. */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}
