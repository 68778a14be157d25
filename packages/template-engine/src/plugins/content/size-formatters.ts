import type { FormatterFn, Variable } from '../../plugin-api.js'
import { thumbnailVariant } from './image-widths.js'
import { parseOriginalSize, type Size } from './original-size.js'
import { contentStrings } from './strings.js'

/** Run `compute` on the parsed size and the first numeric argument; a bad size prints the SPEC message. */
function withSize(
  args: readonly string[],
  vars: Variable[],
  compute: (size: Size, target: number) => string,
): void {
  const size = parseOriginalSize(vars[0].value)
  if (size === undefined || size.width === 0 || size.height === 0) {
    vars[0].set(contentStrings.invalidSource)
    return
  }
  vars[0].set(compute(size, Number(args[0] ?? 0)))
}

/** `{originalSize|width}` */
export const width: FormatterFn = (_args, vars) => {
  const size = parseOriginalSize(vars[0].value)
  vars[0].set(size === undefined ? '' : String(size.width))
}

/** `{originalSize|height}` */
export const height: FormatterFn = (_args, vars) => {
  const size = parseOriginalSize(vars[0].value)
  vars[0].set(size === undefined ? '' : String(size.height))
}

// Whole pixels are truncated, as the image service does.
const heightForWidth = (size: Size, w: number): number => Math.floor((size.height * w) / size.width)
const widthForHeight = (size: Size, h: number): number => Math.floor((size.width * h) / size.height)

/** `{originalSize|resizedHeightForWidth 300}`: the height of the image scaled to that width. */
export const resizedHeightForWidth: FormatterFn = (args, vars) => {
  withSize(args, vars, (size, w) => String(heightForWidth(size, w)))
}

/** `{originalSize|resizedWidthForHeight 300}`: the width of the image scaled to that height. */
export const resizedWidthForHeight: FormatterFn = (args, vars) => {
  withSize(args, vars, (size, h) => String(widthForHeight(size, h)))
}

/** `{originalSize|squarespaceThumbnailForWidth 300}`: the variant that fills that width. */
export const thumbnailForWidth: FormatterFn = (args, vars) => {
  withSize(args, vars, (_size, w) => thumbnailVariant(w))
}

/** `{originalSize|squarespaceThumbnailForHeight 300}`: the variant that fills that height. */
export const thumbnailForHeight: FormatterFn = (args, vars) => {
  withSize(args, vars, (size, h) => thumbnailVariant(widthForHeight(size, h)))
}
