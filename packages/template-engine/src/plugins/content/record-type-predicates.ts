import type { PredicateFn } from '../../plugin-api.js'
import { asNumber, asText } from '../../values.js'
import { BACKGROUND_SOURCES, RECORD_TYPES, SLICE_TYPES } from './content-enums.js'
import { getPath } from './json-value.js'

/**
 * Record types whose predicate also holds for an item that promotes a block of that type
 * (`{.video?}` on a blog post promoting a video), as in the reference.
 */
const PROMOTED_RECORD_TYPES: ReadonlySet<string> = new Set([
  'video',
  'image',
  'quote',
  'link',
  'gallery',
])

/**
 * `{.text?}`, `{.image?}` … one predicate per record type, true when the item is of that type.
 * The record type reads as a number the way the reference reads it (`"2"` and `2` alike).
 */
export const recordTypePredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  Object.entries(RECORD_TYPES).map(([name, code]): [string, PredicateFn] => [
    `${name}?`,
    PROMOTED_RECORD_TYPES.has(name)
      ? (_args, ctx) => {
          const node = ctx.node()
          return (
            asNumber(getPath(node, 'recordType')) === code ||
            asText(getPath(node, 'promotedBlockType')) === name
          )
        }
      : (_args, ctx) => asNumber(getPath(ctx.node(), 'recordType')) === code,
  ]),
)

/** `{.background-source-video?}` … true when the section background comes from that source. */
export const backgroundSourcePredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  Object.entries(BACKGROUND_SOURCES).map(([name, code]) => [
    `background-source-${name}?`,
    (_args, ctx) => asNumber(getPath(ctx.node(), 'backgroundSource')) === code,
  ]),
)

/** `{.current-type? gallery}`: true when the slide's current slice is of the named type. */
export const currentType: PredicateFn = (args, ctx) => {
  const code = args.length > 0 ? SLICE_TYPES[args[0]] : undefined
  return code !== undefined && getPath(ctx.node(), 'currentType') === code
}
