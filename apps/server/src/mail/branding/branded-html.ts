import { escapeHtml } from '../../html/escape-html.js'
import { accentColours, contrast, parseHex } from '../../sites/accent-colours.js'
import type { MailBrand } from './mail-brand.js'

// Colours go into style attributes: only colour syntax gets through, whatever a row holds.
const colourPattern = /^(#[0-9a-fA-F]{3,8}|(rgb|hsl)a?\(\s*[0-9.%,\s/deg]+\))$/
const safeColour = (value: string, fallback: string) =>
  colourPattern.test(value.trim()) ? value.trim() : fallback

const fontStack = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"
const urlPattern = /https?:\/\/[^\s<>"']+/g
/** `Order status: https://…` alone on its line becomes a button. */
const buttonLine = /^([^:\n]{1,60}):\s+(https?:\/\/[^\s<>"']+)$/

interface Palette {
  page: string
  card: string
  text: string
  accent: string
  ink: string
  link: string
}

function paletteOf(brand: MailBrand): Palette {
  const card = safeColour(brand.colors.background, '#fbf8f3')
  const text = safeColour(brand.colors.text, '#1f1b16')
  const accent = safeColour(brand.colors.accent, '#b5532f')
  const derived = accentColours(accent)
  const accentRgb = parseHex(accent)
  const cardRgb = parseHex(card)
  // Links in the accent when it reads on the card (WCAG AA), else in the text colour.
  const link =
    accentRgb !== undefined && cardRgb !== undefined && contrast(accentRgb, cardRgb) >= 4.5
      ? accent
      : text
  return {
    page: derived?.soft ?? '#f1ede6',
    card,
    text,
    accent,
    ink: derived?.ink ?? '#ffffff',
    link,
  }
}

/** A URL without the sentence's closing punctuation. */
function splitTrailing(url: string): [string, string] {
  const match = /[.,;:!?)\]]+$/.exec(url)
  return match === null ? [url, ''] : [url.slice(0, match.index), match[0]]
}

function linkified(line: string, palette: Palette): string {
  let html = ''
  let last = 0
  for (const match of line.matchAll(urlPattern)) {
    const [url, trailing] = splitTrailing(match[0])
    html += escapeHtml(line.slice(last, match.index))
    html += `<a href="${escapeHtml(url)}" style="color:${palette.link};word-break:break-all;">${escapeHtml(url)}</a>${escapeHtml(trailing)}`
    last = match.index + match[0].length
  }
  return html + escapeHtml(line.slice(last))
}

function button(label: string, url: string, palette: Palette): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 20px;"><tr><td style="background:${palette.accent};border-radius:4px;"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;font-family:${fontStack};font-size:16px;font-weight:bold;color:${palette.ink};text-decoration:none;">${escapeHtml(label)}</a></td></tr></table>`
}

/** The plain text as HTML: paragraphs, line breaks, links, and a button for a lone labelled link. */
export function textToHtml(text: string, palette: Palette): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const single = buttonLine.exec(paragraph.trim())
      if (single !== null) return button(single[1] ?? '', single[2] ?? '', palette)
      // An indented line (a line's variant under it) keeps its indent.
      const lines = paragraph.split('\n').map((line) => {
        const indent = /^ +/.exec(line)?.[0].length ?? 0
        const html = linkified(line.slice(indent), palette)
        return indent === 0 ? html : `<span style="padding-left:${indent * 6}px;">${html}</span>`
      })
      return `<p style="margin:0 0 16px;">${lines.join('<br>')}</p>`
    })
    .join('\n')
}

export interface BrandedHtmlInput {
  subject: string
  text: string
  /** A fragment the mail brings (already escaped by its author), used instead of the text. */
  bodyHtml?: string | undefined
}

/**
 * The mail's HTML part in the shop's look: a table layout with inline styles (what mail clients
 * render), the logo or the shop's name on top, Site Styles' colours, a footer linking the site.
 * Every interpolated value is escaped.
 */
export function brandedHtml(input: BrandedHtmlInput, brand: MailBrand): string {
  const palette = paletteOf(brand)
  const name = escapeHtml(brand.shopName)
  const site = escapeHtml(brand.siteUrl)
  const header =
    brand.logoUrl === undefined
      ? `<a href="${site}" style="font-family:Georgia, 'Times New Roman', serif;font-size:24px;font-weight:bold;color:${palette.text};text-decoration:none;">${name}</a>`
      : `<a href="${site}"><img src="${escapeHtml(brand.logoUrl)}" alt="${name}" height="48" style="display:block;height:48px;width:auto;max-width:100%;border:0;"></a>`
  const body = input.bodyHtml ?? textToHtml(input.text, palette)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<style>@media (max-width: 480px) { .mail-pad { padding-left: 16px !important; padding-right: 16px !important; } }</style>
<title>${escapeHtml(input.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${palette.page};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${palette.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:${palette.card};border-radius:8px;">
<tr><td class="mail-pad" style="padding:24px 32px 20px;border-bottom:4px solid ${palette.accent};">${header}</td></tr>
<tr><td class="mail-pad" style="padding:24px 32px 8px;font-family:${fontStack};font-size:16px;line-height:1.5;color:${palette.text};">
${body}
</td></tr>
<tr><td class="mail-pad" style="padding:16px 32px 24px;font-family:${fontStack};font-size:13px;line-height:1.4;color:${palette.text};border-top:1px solid ${palette.page};"><a href="${site}" style="color:${palette.link};">${name}</a></td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`
}
