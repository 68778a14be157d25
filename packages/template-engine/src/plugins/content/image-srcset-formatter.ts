import type { FormatterFn } from '../../plugin-api.js'
import { escapeAttr } from './escape-attr.js'
import { getPath } from './json-value.js'
import { asText } from '../../values.js'

/** The variants the image service stores of every upload, narrowest first (SPEC §9). */
const STANDARD_VARIANTS = ['100w', '300w', '500w', '750w', '1000w', '1500w', '2500w']

/**
 * `{image|image-srcset}`: ` srcset="…"` (with its leading space) listing the image's stored
 * variants, the entries of `systemDataVariants` that end in `w`. When the last of them is a
 * standard width short of the widest, the original file stands in for the next standard width.
 * Without variants (or without a value) the value passes through unchanged, as in the reference.
 * The asset URL is escaped, where the reference prints it raw.
 */
export const imageSrcset: FormatterFn = (_args, vars) => {
  const image = vars[0].value
  if (image === undefined) return
  const variants = asText(getPath(image, 'systemDataVariants'))
    .split(',')
    .filter((v) => v.endsWith('w'))
  if (variants.length === 0) return
  const url = escapeAttr(asText(getPath(image, 'assetUrl')))
  const sources = variants.map((v) => `${url}?format=${v} ${v}`)
  const last = STANDARD_VARIANTS.indexOf(variants[variants.length - 1] as string)
  if (last >= 0 && last < STANDARD_VARIANTS.length - 1) {
    sources.push(`${url}?format=original ${STANDARD_VARIANTS[last + 1]}`)
  }
  vars[0].set(` srcset="${sources.join(',')}"`)
}
