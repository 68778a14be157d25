/**
 * fast-check arbitraries for render contexts: JSON trees over a small set of keys that the
 * templates of `template-arbitrary.ts` use, with values of every JSON type and the awkward ones
 * (HTML characters, numeric strings, negative and fractional numbers, empty arrays and objects).
 */
import fc from 'fast-check'

/** Keys the templates read; `missing` is never defined. */
export const CONTEXT_KEYS: readonly string[] = ['a', 'b', 'c', 'n', 's', 'k', 'items', 'obj', 'x']

/** Keys some formatters and predicates look for, so that their main paths run too. */
const DOMAIN_KEYS = [
  'recordType',
  'title',
  'assetUrl',
  'mediaFocalPoint',
  'originalSize',
  'collectionId',
  'id',
  'fullUrl',
  'publishOn',
  'startDate',
  'endDate',
  'value',
  'currency',
  'decimalValue',
  'typeName',
  'passthrough',
  'excerpt',
  'items',
]

const stringArb = fc.constantFrom(
  '',
  'x',
  'Hello World',
  'a b  c',
  '<b>&"\'</b>',
  '12',
  '-3.5',
  '0',
  'true',
  'null',
  'é☃ü',
  'line\nbreak',
  'http://e.com/a b?x=1&y=<2>',
  'hello "world" -- it\'s...',
  '{a}',
  '%Y',
  'one {n, plural, one {# item} other {# items}}',
  '500x300',
)

const numberArb = fc.oneof(
  fc.integer({ min: -5, max: 12 }),
  // No dates beyond the calendars' range (year 8652): SPEC §9 has this engine report them where
  // the reference silently clamps them, so they are not compared.
  fc.constantFrom(0, -0, 1.5, -2.25, 123456789, 1700000000000, 0.1, 2147483648, 3.999),
)

const scalarArb: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: stringArb },
  { weight: 3, arbitrary: numberArb },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
)

const keyArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...CONTEXT_KEYS) },
  { weight: 1, arbitrary: fc.constantFrom(...DOMAIN_KEYS) },
)

const valueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    { weight: 4, arbitrary: scalarArb },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(keyArb, tie('value'), { maxKeys: 4 }) },
  ),
})).value

/** A context: an object with most of the keys templates read. */
export const contextArb: fc.Arbitrary<Record<string, unknown>> = fc
  .dictionary(keyArb, valueArb, { minKeys: 2, maxKeys: 8 })
  // Through JSON, as contexts reach the engine: no null-prototype objects, no -0.
  .map((json) => JSON.parse(JSON.stringify(json)) as Record<string, unknown>)
