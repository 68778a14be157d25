import type { PredicateFn } from '../../plugin-api.js'
import { BACKGROUND_SOURCES, RECORD_TYPES, SLICE_TYPES } from './content-enums.js'
import { getPath } from './json-value.js'

/** `{.text?}`, `{.image?}` … one predicate per record type, true when the item is of that type. */
export const recordTypePredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  Object.entries(RECORD_TYPES).map(([name, code]) => [
    `${name}?`,
    (_args, ctx) => getPath(ctx.node(), 'recordType') === code,
  ]),
)

/** `{.background-source-video?}` … true when the section background comes from that source. */
export const backgroundSourcePredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  Object.entries(BACKGROUND_SOURCES).map(([name, code]) => [
    `background-source-${name}?`,
    (_args, ctx) => getPath(ctx.node(), 'backgroundSource') === code,
  ]),
)

/** `{.current-type? gallery}`: true when the slide's current slice is of the named type. */
export const currentType: PredicateFn = (args, ctx) => {
  const code = args.length > 0 ? SLICE_TYPES[args[0]] : undefined
  return code !== undefined && getPath(ctx.node(), 'currentType') === code
}
