import type { PredicateFn } from '../../plugin-api.js'
import {
  GALLERY_ACTIVE_ALIGNMENTS,
  GALLERY_BOOLEAN_SETTINGS,
  GALLERY_DESIGNS,
  GALLERY_META_POSITIONS,
} from './content-enums.js'
import { getPath } from './json-value.js'
import { isTruthy } from '../../values.js'

function optionEquals(option: string, expected: string): PredicateFn {
  return (_args, ctx) => getPath(getPath(ctx.node(), 'options'), option) === expected
}

function entries(
  prefix: string,
  option: string,
  values: readonly string[],
): [string, PredicateFn][] {
  return values.map((value) => [`${prefix}-${value}?`, optionEquals(option, value)])
}

/** Predicates over a gallery block's `options` (SPEC §3 gallery settings). */
export const galleryPredicates: Readonly<Record<string, PredicateFn>> = Object.fromEntries([
  ...entries('gallery-design', 'design', GALLERY_DESIGNS),
  ...entries('gallery-meta-position', 'meta-position', GALLERY_META_POSITIONS),
  ...entries('gallery-active-alignment', 'active-alignment', GALLERY_ACTIVE_ALIGNMENTS),
  ...GALLERY_BOOLEAN_SETTINGS.map((setting): [string, PredicateFn] => [
    `gallery-${setting}?`,
    (_args, ctx) => isTruthy(getPath(getPath(ctx.node(), 'options'), setting)),
  ]),
  [
    'gallery-meta?',
    (_args, ctx) => {
      const options = getPath(ctx.node(), 'options')
      return isTruthy(getPath(options, 'controls')) || isTruthy(getPath(options, 'indicators'))
    },
  ],
])
