import { describe, expect, it } from 'vitest'
import { isToggleOn, lookupFeature, readOverrides } from './experiments.js'
import type { FeatureDefinition } from './experiments.js'

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
