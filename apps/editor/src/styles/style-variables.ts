import type { FontCategory, FontEntry, SiteStyles } from '../api/api-types.js'

/** The theme's CSS variable for each named colour; other names become `--color-<name>`. */
const colourVariables: Record<string, string> = {
  background: '--paper',
  text: '--ink',
  accent: '--accent',
}

const fallbacks: Record<FontCategory, string> = {
  'Sans Serif': 'sans-serif',
  Serif: 'serif',
  Display: 'serif',
  Script: 'cursive',
  'Slab Serif': 'serif',
  Mono: 'monospace',
  Other: 'sans-serif',
}

function fontStack(family: string, fonts: readonly FontEntry[]): string {
  const category = fonts.find((font) => font.family === family)?.category ?? 'Other'
  return `"${family.replace(/"/g, '')}", ${fallbacks[category]}`
}

/** Site styles as the CSS variables the theme reads, sent to the canvas in a `change` tweak. */
export function styleVariables(
  styles: SiteStyles,
  fonts: readonly FontEntry[],
): Record<string, string> {
  const css: Record<string, string> = {
    '--font-serif': fontStack(styles.fonts.heading, fonts),
    '--font-sans': fontStack(styles.fonts.body, fonts),
  }
  for (const [name, value] of Object.entries(styles.colors))
    css[colourVariables[name] ?? `--color-${name}`] = value
  return css
}
