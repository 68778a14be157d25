import { accentColours } from './accent-colours.js'
import type { SiteStyles } from '@atelier/schema'
import { fontFaceCss } from './font-faces.js'
import { findLocalFont } from './local-fonts.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'

export type { SiteStyles }

/** The default theme's own look, so a site without saved styles renders unchanged. */
export const DEFAULT_SITE_STYLES: SiteStyles = {
  fonts: { heading: 'Iowan Old Style', body: 'System UI' },
  colors: { background: '#fbf8f3', text: '#1f1b16', accent: '#b5532f' },
}

// Values end up inside a <style> element and a CSS declaration: only colour syntax gets through.
const colourPattern = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\(\s*[0-9.%,\s/deg]+\))$/
const colourNamePattern = /^[a-z][a-zA-Z0-9]{0,30}$/
const maxColours = 24

/** The outcome of checking styles the owner sends; the editor API answers a failure with a 400. */
export type SiteStylesValidation = { ok: true; value: SiteStyles } | Failure<'invalid'>

function invalid(message: string, field: string): SiteStylesValidation {
  return failure('invalid', message, { fields: { [field]: message } })
}

/** The theme variable each colour name sets; other names become `--color-<name>`. */
const colourVariables: Record<string, string> = {
  background: '--paper',
  text: '--ink',
  accent: '--accent',
}

export function validateSiteStyles(input: SiteStyles): SiteStylesValidation {
  for (const role of ['heading', 'body'] as const) {
    const family = input.fonts[role]
    if (findLocalFont(family) === undefined) {
      return invalid(`${family} is not one of the expected options`, `fonts.${role}`)
    }
  }
  const names = Object.keys(input.colors)
  if (names.length > maxColours)
    return invalid(`A site has at most ${maxColours} colours.`, 'colors')
  for (const required of ['background', 'text', 'accent']) {
    if (input.colors[required] === undefined)
      return invalid(`Choose a ${required} colour.`, `colors.${required}`)
  }
  for (const [name, value] of Object.entries(input.colors)) {
    if (!colourNamePattern.test(name))
      return invalid(`${name} is not one of the expected options`, 'colors')
    if (!colourPattern.test(value.trim())) {
      return invalid(`${value} is not a colour`, `colors.${name}`)
    }
  }
  return {
    ok: true,
    value: {
      fonts: { heading: input.fonts.heading, body: input.fonts.body },
      colors: Object.fromEntries(
        Object.entries(input.colors).map(([name, value]) => [name, value.trim()]),
      ),
    },
  }
}

/**
 * The styles as CSS custom properties on `:root`, which the theme's stylesheet reads. The text goes
 * straight into a `<style>` element, so it is checked again here (a row written before validation,
 * or by hand, must not reach the page) and can never contain `<`, which could close the element.
 */
export function siteStylesCss(styles: SiteStyles): string {
  // Only the web fonts the site uses are fetched, from our own origin.
  const faces = fontFaceCss([styles.fonts.heading, styles.fonts.body])
  const declarations: string[] = []
  const heading = findLocalFont(styles.fonts.heading)
  const body = findLocalFont(styles.fonts.body)
  if (heading !== undefined) declarations.push(`--font-serif: ${heading.stack}`)
  if (body !== undefined) declarations.push(`--font-sans: ${body.stack}`)
  // A fixed order, whatever order the database hands the keys back in.
  const names = Object.keys(styles.colors).sort(
    (a, b) => colourRank(a) - colourRank(b) || a.localeCompare(b),
  )
  for (const name of names) {
    const value = styles.colors[name] ?? ''
    if (!colourNamePattern.test(name) || !colourPattern.test(value)) continue
    declarations.push(`${colourVariables[name] ?? `--color-${name}`}: ${value}`)
  }
  // The colours the theme derives from the accent follow it (the theme's own match its accent).
  const derived = accentColours(styles.colors.accent ?? '')
  if (derived !== undefined && colourPattern.test(styles.colors.accent ?? '')) {
    declarations.push(
      `--accent-soft: ${derived.soft}`,
      `--accent-text: ${derived.text}`,
      `--accent-ink: ${derived.ink}`,
    )
  }
  const root = `:root { ${declarations.join('; ')}; }`
  return (faces === '' ? root : `${faces}\n${root}`).replace(/</g, '\\3c ')
}

function colourRank(name: string): number {
  const rank = Object.keys(colourVariables).indexOf(name)
  return rank === -1 ? Number.MAX_SAFE_INTEGER : rank
}
