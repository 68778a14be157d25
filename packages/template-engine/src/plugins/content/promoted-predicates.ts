import type { PredicateFn } from '../../plugin-api.js'
import { PROMOTED_BLOCK_TYPES, RECORD_TYPE_VIDEO } from './content-enums.js'
import { asNumber, asText } from '../../values.js'
import { getPath } from './json-value.js'

/** `{.promotedVIDEO?}` …: true when the item promotes a block of that type. */
export const promotedPredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries(
  PROMOTED_BLOCK_TYPES.map((type): [string, PredicateFn] => [
    `promoted${type.toUpperCase()}?`,
    (_args, ctx) => asText(getPath(ctx.node(), 'promotedBlockType')) === type,
  ]),
)

/** `{.external-video?}`: a video item, or an item promoting a video block. */
export const externalVideo: PredicateFn = (_args, ctx) => {
  const node = ctx.node()
  return (
    asNumber(getPath(node, 'recordType')) === RECORD_TYPE_VIDEO ||
    asText(getPath(node, 'promotedBlockType')) === 'video'
  )
}
