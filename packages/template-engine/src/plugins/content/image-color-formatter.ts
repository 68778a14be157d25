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
 * `{image|image-color}` gives every average colour as `data-color-<position>="#rgb" ` attributes
 * (each with a trailing space, `#` alone for a position without colour);
 * `{image|image-color topLeft}` one colour, `{image|image-color topLeft color}` a CSS
 * declaration, `"topLeft" not found.` when the image has no such colour. Without `colorData`
 * the value becomes missing. All as the reference prints them.
 */
export const imageColor: FormatterFn = (args, vars) => {
  const colorData = getPath(vars[0].value, 'colorData')
  if (colorData === undefined) {
    vars[0].set(undefined)
    return
  }
  const average = (position: string): string => asText(getPath(colorData, `${position}Average`))
  if (args.length === 0) {
    vars[0].set(
      COLOR_POSITIONS.map((position) => `data-color-${position}="#${average(position)}" `).join(''),
    )
    return
  }
  const position = args[0] as string
  const color = average(position)
  if (color === '') {
    vars[0].set(contentStrings.colorNotFound(position))
    return
  }
  vars[0].set(args.length > 1 ? `${args[1]}: #${color}` : `#${color}`)
}
