/** A colour as red, green, blue (0-255) and alpha (0-1). */
export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

export interface Hsla {
  h: number
  s: number
  l: number
  a: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** Reads #rgb, #rgba, #rrggbb, #rrggbbaa; undefined for anything else. */
export function parseHex(hex: string): Rgba | undefined {
  const match = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim())
  if (!match?.[1]) return undefined
  let digits = match[1]
  if (digits.length <= 4) digits = [...digits].map((digit) => digit + digit).join('')
  const part = (at: number) => parseInt(digits.slice(at, at + 2), 16)
  return {
    r: part(0),
    g: part(2),
    b: part(4),
    a: digits.length === 8 ? Math.round((part(6) / 255) * 100) / 100 : 1,
  }
}

export function toHex({ r, g, b, a }: Rgba): string {
  const byte = (value: number) =>
    Math.round(clamp(value, 0, 255))
      .toString(16)
      .padStart(2, '0')
  return `#${byte(r)}${byte(g)}${byte(b)}${a < 1 ? byte(a * 255) : ''}`
}

export function rgbToHsl({ r, g, b, a }: Rgba): Hsla {
  const [red, green, blue] = [r / 255, g / 255, b / 255]
  const max = Math.max(red, green, blue)
  const min = Math.min(red, green, blue)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100), a }
  const s = d / (1 - Math.abs(2 * l - 1))
  let h: number
  if (max === red) h = ((green - blue) / d) % 6
  else if (max === green) h = (blue - red) / d + 2
  else h = (red - green) / d + 4
  return { h: Math.round((h * 60 + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100), a }
}

export function hslToRgb({ h, s, l, a }: Hsla): Rgba {
  const sat = clamp(s, 0, 100) / 100
  const light = clamp(l, 0, 100) / 100
  const c = (1 - Math.abs(2 * light - 1)) * sat
  const x = c * (1 - Math.abs(((clamp(h, 0, 360) / 60) % 2) - 1))
  const m = light - c / 2
  const sector = Math.floor(clamp(h, 0, 359.999) / 60)
  const [r, g, b] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [0, 0, 0]
  return {
    r: Math.round((r + m) * 255),
    g: Math.round((g + m) * 255),
    b: Math.round((b + m) * 255),
    a,
  }
}

/** The CSS the site styles store: hex when opaque, rgba() with alpha otherwise. */
export function toCss(color: Rgba): string {
  return color.a < 1
    ? `rgba(${color.r}, ${color.g}, ${color.b}, ${Math.round(color.a * 100) / 100})`
    : toHex(color)
}

/** Reads what `toCss` writes (hex or rgb()/rgba()). */
export function parseCss(value: string): Rgba | undefined {
  const hex = parseHex(value)
  if (hex) return hex
  const match = /^rgba?\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(
    value.trim(),
  )
  if (!match) return undefined
  return {
    r: Number(match[1]),
    g: Number(match[2]),
    b: Number(match[3]),
    a: match[4] === undefined ? 1 : clamp(Number(match[4]), 0, 1),
  }
}
