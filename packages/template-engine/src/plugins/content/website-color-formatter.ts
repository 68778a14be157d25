import type { FormatterFn } from '../../plugin-api.js'
import { asNumber, getPath } from './json-value.js'
import { contentStrings } from './strings.js'

const MAX_HUE = 360

/** Two decimals at most, without trailing zeros (0.956 → 0.96, 30 → 30). */
function round2(n: number): string {
  return String(Math.round(n * 100) / 100)
}

const outside = (n: number, max: number): boolean => n < 0 || n > max

/**
 * `{color|website-color}`: a site colour stored as hue (0-360) and saturation, lightness and
 * optional alpha (0-1) as CSS `hsl()` / `hsla()`, or the SPEC messages for bad values.
 */
export const websiteColor: FormatterFn = (_args, vars) => {
  const color = vars[0].value
  const hue = asNumber(getPath(color, 'hue'))
  const saturation = asNumber(getPath(color, 'saturation'))
  const lightness = asNumber(getPath(color, 'lightness'))
  if (hue === undefined || saturation === undefined || lightness === undefined) {
    vars[0].set(contentStrings.missingHsl)
    return
  }
  const alpha = asNumber(getPath(color, 'alpha'))
  const errors: string[] = []
  if (outside(hue, MAX_HUE)) errors.push(contentStrings.hueOutOfBounds)
  if (outside(saturation, 1)) errors.push(contentStrings.saturationOutOfBounds)
  if (outside(lightness, 1)) errors.push(contentStrings.lightnessOutOfBounds)
  if (alpha !== undefined && outside(alpha, 1)) errors.push(contentStrings.alphaOutOfBounds)
  if (errors.length > 0) {
    vars[0].set(errors.join(' '))
    return
  }
  const hsl = `${round2(hue)}, ${round2(saturation * 100)}%, ${round2(lightness * 100)}%`
  vars[0].set(alpha === undefined ? `hsl(${hsl})` : `hsla(${hsl}, ${round2(alpha)})`)
}
