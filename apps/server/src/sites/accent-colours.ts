/** An sRGB colour, 0–255 a channel. */
type Rgb = readonly [number, number, number]

function parseHex(value: string): Rgb | undefined {
  const hex = value.trim().replace(/^#/, '')
  const full =
    hex.length === 3 || hex.length === 4
      ? [...hex.slice(0, 3)].map((digit) => digit + digit).join('')
      : hex.length === 6 || hex.length === 8
        ? hex.slice(0, 6)
        : undefined
  if (full === undefined || !/^[0-9a-f]{6}$/i.test(full)) return undefined
  return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb
}

const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`

const mix = (a: Rgb, b: Rgb, weightOfA: number): Rgb =>
  a.map((channel, i) => channel * weightOfA + (b[i] ?? 0) * (1 - weightOfA)) as unknown as Rgb

/** WCAG 2 relative luminance. */
function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as unknown as Rgb
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

const white: Rgb = [255, 255, 255]
const black: Rgb = [0, 0, 0]

export interface AccentColours {
  /** A pale wash of the accent, for selected rows and focus rings. */
  soft: string
  /** The accent as text: at least 4.5:1 on white and on the soft wash (WCAG AA). */
  text: string
  /** Text on an accent background: white or near-black, whichever reads better. */
  ink: string
}

/**
 * The colours the theme derives from its accent (`--accent-soft`, `--accent-text`,
 * `--accent-ink`), so a changed accent changes them with it; undefined for a colour that is not
 * hex (the theme's own then stay).
 */
export function accentColours(accent: string): AccentColours | undefined {
  const rgb = parseHex(accent)
  if (rgb === undefined) return undefined
  const soft = mix(rgb, white, 0.16)
  let text = rgb
  for (let step = 0; step < 40; step += 1) {
    if (contrast(text, white) >= 4.5 && contrast(text, soft) >= 4.5) break
    text = mix(text, black, 0.92)
  }
  const ink = contrast(rgb, white) >= contrast(rgb, [31, 27, 22]) ? '#ffffff' : '#1f1b16'
  return { soft: toHex(soft), text: toHex(text), ink }
}

export { parseHex }
