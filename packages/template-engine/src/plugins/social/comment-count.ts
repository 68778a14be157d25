import { asNumber } from '../content/json-value.js'
import { socialStrings } from './strings.js'

/** The count and noun of a comment count: ['No', 'Comments'], ['1', 'Comment'], ['5', 'Comments']. */
export function commentCountWords(value: unknown): [string, string] {
  const count = asNumber(value) ?? 0
  if (count === 0) return [socialStrings.noComments, socialStrings.comments]
  return [String(count), count === 1 ? socialStrings.comment : socialStrings.comments]
}
