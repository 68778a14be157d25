import type { FormatterFn } from '../../plugin-api.js'
import { asText } from '../../values.js'
import { thumbnailVariant } from './image-widths.js'
import { contentStrings } from './strings.js'

/** `WIDTHxHEIGHT` split in two, as the reference splits it; null unless there are two parts. */
function dimensions(value: unknown): [string, string] | null {
  const parts = asText(value).split('x')
  return parts.length === 2 ? (parts as [string, string]) : null
}

/**
 * The other side of the image scaled so that one side is `requested` pixels, truncated to an
 * integer as the reference does (`NaN` and infinities become 0); the SPEC message for a value
 * that is no size.
 */
function resize(value: unknown, scaleWidth: boolean, requested: number): number | string {
  const parts = dimensions(value)
  if (parts === null) return contentStrings.invalidSource
  const w = Number.parseInt(parts[0], 10)
  const h = Number.parseInt(parts[1], 10)
  return (scaleWidth ? w * (requested / h) : h * (requested / w)) | 0
}

const argument = (args: readonly string[]): number => Number.parseInt(args[0] ?? '', 10)

/** `{originalSize|width}`: the width as a number; missing when the value is no size. */
export const width: FormatterFn = (_args, vars) => {
  const parts = dimensions(vars[0].value)
  vars[0].set(parts === null ? undefined : Number.parseInt(parts[0], 10))
}

/** `{originalSize|height}`: the height as a number; missing when the value is no size. */
export const height: FormatterFn = (_args, vars) => {
  const parts = dimensions(vars[0].value)
  vars[0].set(parts === null ? undefined : Number.parseInt(parts[1], 10))
}

/** `{originalSize|resizedHeightForWidth 300}`: the height of the image scaled to that width. */
export const resizedHeightForWidth: FormatterFn = (args, vars) => {
  vars[0].set(resize(vars[0].value, false, argument(args)))
}

/** `{originalSize|resizedWidthForHeight 300}`: the width of the image scaled to that height. */
export const resizedWidthForHeight: FormatterFn = (args, vars) => {
  vars[0].set(resize(vars[0].value, true, argument(args)))
}

/** `{any|squarespaceThumbnailForWidth 300}`: the variant that fills that width (the value is not read). */
export const thumbnailForWidth: FormatterFn = (args, vars) => {
  vars[0].set(thumbnailVariant(argument(args)))
}

/** `{originalSize|squarespaceThumbnailForHeight 300}`: the variant that fills that height. */
export const thumbnailForHeight: FormatterFn = (args, vars) => {
  const resized = resize(vars[0].value, true, argument(args))
  vars[0].set(typeof resized === 'number' ? thumbnailVariant(resized) : resized)
}
