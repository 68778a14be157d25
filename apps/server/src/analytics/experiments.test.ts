import { describe, expect, it } from 'vitest'
import { isToggleOn, lookupFeature, readOverrides } from './experiments.js'
import type { FeatureDefinition } from './experiments.js'
import { AnalyticsStrings } from './analytics-strings.js'
import { assignVariants, formatAssignments, parseAssignments } from './experiment-assignments.js'
import { checkFeature } from './feature-definitions.js'
import type { FeatureInput } from './feature-definitions.js'

const features: FeatureDefinition[] = [
  {
    name: 'new-checkout',
    experimentType: 'FEATURE_TOGGLE',
    variants: [{ name: 'true', weight: 1 }],
  },
  {
    name: 'hero',
    experimentType: 'AB_TEST',
    variants: [
      { name: 'a', weight: 50 },
      { name: 'b', weight: 50 },
    ],
    segmentName: 'everyone',
  },
  { name: 'broken', experimentType: 'AB_TEST', variants: [] },
]
const ask = (name: string, type: 'FEATURE_TOGGLE' | 'AB_TEST', visitorId = 'v1', overrides = {}) =>
  lookupFeature(features, { name, type, defaultVariant: 'control', visitorId, overrides })

describe('experiments and feature toggles (SPEC §3, §4, §8)', () => {
  it('returns the default with the SPEC note when it cannot decide', () => {
    expect(
      lookupFeature(undefined, {
        name: 'hero',
        type: 'AB_TEST',
        defaultVariant: 'x',
        visitorId: 'v',
      }).error,
    ).toBe('The underlying Praetor configuration is not loaded')
    expect(ask('nope', 'AB_TEST')).toMatchObject({
      variant: 'control',
      error: 'The specified feature does not exist',
    })
    expect(ask('hero', 'FEATURE_TOGGLE').error).toBe(
      'The specified feature is not a FEATURE_TOGGLE',
    )
    expect(ask('broken', 'AB_TEST').error).toBe(
      'The specified feature has an invalid server-side definition',
    )
    expect(ask('nope', 'AB_TEST').context.containsError).toBe(true)
  })

  it('turns a toggle on when its variant is the string true', () => {
    expect(isToggleOn(ask('new-checkout', 'FEATURE_TOGGLE'))).toBe(true)
  })

  it('keeps a visitor in one variant and splits visitors by weight', () => {
    expect(ask('hero', 'AB_TEST', 'visitor-7').variant).toBe(
      ask('hero', 'AB_TEST', 'visitor-7').variant,
    )
    const counts = { a: 0, b: 0 }
    for (let index = 0; index < 2000; index += 1) {
      counts[ask('hero', 'AB_TEST', `visitor-${index}`).variant as 'a' | 'b'] += 1
    }
    expect(counts.a).toBeGreaterThan(850)
    expect(counts.b).toBeGreaterThan(850)
    expect(ask('hero', 'AB_TEST').context).toMatchObject({
      segmentName: 'everyone',
      containsError: false,
    })
  })

  it('lets the owner override by name_variant and reset it', () => {
    const session = readOverrides(new URLSearchParams('hero_variant=b'), {})
    expect(session).toEqual({ hero: 'b' })
    expect(ask('hero', 'AB_TEST', 'anyone', session).variant).toBe('b')
    expect(readOverrides(new URLSearchParams('hero_variant=reset'), session)).toEqual({})
  })
})

describe('sticky assignments and owner definitions', () => {
  const running: FeatureDefinition[] = [
    {
      name: 'hero',
      experimentType: 'AB_TEST',
      variants: [
        { name: 'a', weight: 1 },
        { name: 'b', weight: 1 },
      ],
    },
    { name: 'flag', experimentType: 'FEATURE_TOGGLE', variants: [{ name: 'true', weight: 1 }] },
  ]

  it('keeps the cookie’s variants, drops ended features and picks the missing ones', () => {
    const kept = assignVariants(running, 'hero:b|flag:true')
    expect(kept).toMatchObject({ value: 'flag:true|hero:b', changed: false })
    const dropped = assignVariants(running, 'hero:b|flag:true|gone:x')
    expect(dropped).toMatchObject({ value: 'flag:true|hero:b', changed: true })
    const repicked = assignVariants(running, 'hero:zzz|flag:true', 'visitor-1')
    expect(repicked.assignments.get('hero')).toBe(ask('hero', 'AB_TEST', 'visitor-1').variant)
    expect(assignVariants(running, undefined).changed).toBe(true)
  })

  it('reads only well-formed pairs from the cookie', () => {
    expect([...parseAssignments('hero:a|Bad:x|x:|:y|a:b:c|ok:fine-1')]).toEqual([
      ['hero', 'a'],
      ['ok', 'fine-1'],
    ])
    expect(parseAssignments('x'.repeat(2001)).size).toBe(0)
    expect(
      formatAssignments(
        new Map([
          ['z', '1'],
          ['a', '2'],
        ]),
      ),
    ).toBe('a:2|z:1')
  })

  it('checks the owner’s definitions with a message for each problem', () => {
    const templates = { 'products-list': ['default', 'compact'] }
    const check = (input: Partial<FeatureInput>) =>
      checkFeature(
        { name: 'hero', experimentType: 'AB_TEST', variants: [{ name: 'a', weight: 1 }], ...input },
        templates,
      )
    expect(check({})).toBeUndefined()
    expect(check({ name: '9lives' })).toBe(AnalyticsStrings.featureNameInvalid)
    expect(check({ variants: [] })).toBe(AnalyticsStrings.variantsInvalid)
    expect(
      check({
        variants: [
          { name: 'a', weight: 1 },
          { name: 'a', weight: 1 },
        ],
      }),
    ).toBe(AnalyticsStrings.variantsInvalid)
    expect(
      check({ variants: Array.from({ length: 11 }, (_, i) => ({ name: `v${i}`, weight: 1 })) }),
    ).toBe(AnalyticsStrings.variantsInvalid)
    expect(check({ variants: [{ name: 'a', weight: 0.5 }] })).toBe(AnalyticsStrings.weightsInvalid)
    expect(check({ variants: [{ name: 'a', weight: Number.NaN }] })).toBe(
      AnalyticsStrings.weightsInvalid,
    )
    expect(check({ variants: [{ name: 'a', weight: 1001 }] })).toBe(AnalyticsStrings.weightsInvalid)
    expect(check({ experimentType: 'FEATURE_TOGGLE' })).toBe(AnalyticsStrings.toggleVariantsInvalid)
    expect(
      check({
        experimentType: 'FEATURE_TOGGLE',
        variants: [
          { name: 'true', weight: 1 },
          { name: 'false', weight: 3 },
        ],
      }),
    ).toBeUndefined()
    expect(check({ template: 'blog-list' })).toBe(
      'The theme has no template variants for blog-list; choose one of: products-list.',
    )
    expect(
      check({
        template: 'products-list',
        variants: [
          { name: 'default', weight: 1 },
          { name: 'compact', weight: 1 },
        ],
      }),
    ).toBeUndefined()
  })
})
