import type { FormatterFn } from '../../plugin-api.js'
import { asText } from '../../values.js'
import { contentStrings } from './strings.js'

const HEX_COLOR = /^#?([0-9a-fA-F]{3,6})$/
/** Half of the 24-bit colour range (SPEC §9): brighter colours count as light. */
const THRESHOLD = 0xffffff / 2

/** The 24-bit value of a hex colour of 3 to 6 digits (3 digits double each: #abc = #aabbcc). */
export function parseHexColor(text: string): number | undefined {
  const match = HEX_COLOR.exec(text)
  if (match === null) return undefined
  let hex = match[1]
  if (hex.length === 3) hex = hex[0] + hex[0] + hex[1] + hex[1] + hex[2] + hex[2]
  return Number.parseInt(hex, 16)
}

/** `{color|color-weight}`: 'light' or 'dark', for choosing a contrasting text colour. */
export const colorWeight: FormatterFn = (_args, vars) => {
  const value = parseHexColor(asText(vars[0].value))
  // Not a colour: the value goes missing, as in the reference.
  if (value === undefined) {
    vars[0].set(undefined)
    return
  }
  vars[0].set(value > THRESHOLD ? contentStrings.light : contentStrings.dark)
}
