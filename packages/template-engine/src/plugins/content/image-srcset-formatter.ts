import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from './escape-attr.js'
import { getPath } from './json-value.js'
import { asText } from '../../values.js'
import { IMAGE_WIDTHS } from './image-widths.js'

const ORIGINAL_SIZE = /^\d+x\d+$/
const VARIANT_WIDTH = /^(\d+)w$/

/**
 * `{image|image-srcset}`: a srcset of the image's stored size variants. When the largest
 * variant is smaller than the next standard width, the original file stands in for that width.
 */
export const imageSrcset: FormatterFn = (_args, vars) => {
  const image = vars[0].value
  const variants = asText(getPath(image, 'systemDataVariants'))
  if (variants === '') {
    vars[0].set('')
    return
  }
  const url = escapeAttr(asText(getPath(image, 'assetUrl')))
  const entries = variants.split(',')
  const sources: string[] = []
  let largest = 0
  for (const entry of entries) {
    const match = VARIANT_WIDTH.exec(entry)
    if (match === null) continue
    largest = Math.max(largest, Number(match[1]))
    sources.push(`${url}?format=${entry} ${entry}`)
  }
  if (ORIGINAL_SIZE.test(entries[0])) {
    const next = IMAGE_WIDTHS.indexOf(largest) + 1
    if (next > 0 && next < IMAGE_WIDTHS.length) {
      sources.push(`${url}?format=original ${IMAGE_WIDTHS[next]}w`)
    }
  }
  vars[0].set(sources.length === 0 ? '' : `srcset="${sources.join(',')}"`)
}
