import type { FormatterFn } from '../../plugin-api.js'
import { contentStrings } from './strings.js'
import { getPath } from './json-value.js'
import { asText, isObject } from '../../values.js'

export const COLOR_POSITIONS = [
  'topLeft',
  'topRight',
  'bottomLeft',
  'bottomRight',
  'center',
] as const

/** The image's average colours as `data-color-<position>="#rgb"` attributes. */
export function colorDataAttributes(image: unknown, lowerCaseNames: boolean): string {
  const colorData = getPath(image, 'colorData')
  if (!isObject(colorData)) return ''
  const parts: string[] = []
  for (const position of COLOR_POSITIONS) {
    const color = colorData[`${position}Average`]
    if (color === undefined) continue
    const name = lowerCaseNames ? position.toLowerCase() : position
    parts.push(`data-color-${name}="#${asText(color)}"`)
  }
  return parts.join(' ')
}

/**
 * `{image|image-color}` gives every average colour as data attributes;
 * `{image|image-color topLeft}` one colour, `{image|image-color topLeft color}` a CSS declaration.
 */
export const imageColor: FormatterFn = (args, vars) => {
  const image = vars[0].value
  if (args.length === 0) {
    vars[0].set(colorDataAttributes(image, false))
    return
  }
  const position = args[0]
  const color = getPath(image, `colorData.${position}Average`)
  if (color === undefined) {
    vars[0].set(isObject(getPath(image, 'colorData')) ? contentStrings.colorNotFound(position) : '')
    return
  }
  const hex = `#${asText(color)}`
  vars[0].set(args.length > 1 ? `${args[1]}: ${hex}` : hex)
}
