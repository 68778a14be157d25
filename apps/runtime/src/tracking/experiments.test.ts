// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { isToggleOn, lookupFeature, sessionOverrides } from './experiments.js'
import type { ExperimentContext } from './experiments.js'

const features: ExperimentContext[] = [
  {
    name: 'hero',
    experimentType: 'AB_TEST',
    variant: 'b',
    segmentName: 'all',
    containsError: false,
  },
  {
    name: 'new-checkout',
    experimentType: 'FEATURE_TOGGLE',
    variant: 'true',
    segmentName: '',
    containsError: false,
  },
  {
    name: 'off',
    experimentType: 'FEATURE_TOGGLE',
    variant: 'false',
    segmentName: '',
    containsError: false,
  },
  { name: 'broken', experimentType: 'AB_TEST', variant: '', segmentName: '', containsError: true },
]

afterEach(() => sessionStorage.clear())

describe('the runtime feature lookup (SPEC §4, §8)', () => {
  it('answers the default with each of the four SPEC texts when it cannot decide', () => {
    expect(lookupFeature(undefined, 'hero', 'AB_TEST', 'x')).toMatchObject({
      variant: 'x',
      error: 'The underlying Praetor configuration is not loaded',
      context: { containsError: true, variant: 'x' },
    })
    expect(lookupFeature(features, 'nope', 'AB_TEST', 'x').error).toBe(
      'The specified feature does not exist',
    )
    expect(lookupFeature(features, 'hero', 'FEATURE_TOGGLE', 'x').error).toBe(
      'The specified feature is not a FEATURE_TOGGLE',
    )
    expect(lookupFeature(features, 'broken', 'AB_TEST', 'x')).toMatchObject({
      variant: 'x',
      error: 'The specified feature has an invalid server-side definition',
    })
  })

  it('answers the assigned variant with its context, and a toggle is on only for "true"', () => {
    expect(lookupFeature(features, 'hero', 'AB_TEST', 'a')).toEqual({
      variant: 'b',
      context: features[0],
    })
    expect(isToggleOn(lookupFeature(features, 'new-checkout', 'FEATURE_TOGGLE', 'false'))).toBe(
      true,
    )
    expect(isToggleOn(lookupFeature(features, 'off', 'FEATURE_TOGGLE', 'true'))).toBe(false)
    expect(isToggleOn(lookupFeature(undefined, 'new-checkout', 'FEATURE_TOGGLE', 'false'))).toBe(
      false,
    )
  })

  it('keeps name_variant overrides in session data until reset', () => {
    expect(sessionOverrides('?hero_variant=b&utm_source=x')).toEqual({ hero: 'b' })
    expect(sessionOverrides('')).toEqual({ hero: 'b' })
    expect(sessionOverrides('?grid_variant=compact')).toEqual({ hero: 'b', grid: 'compact' })
    expect(sessionOverrides('?hero_variant=reset')).toEqual({ grid: 'compact' })
    expect(JSON.parse(sessionStorage.getItem('atelier:experiment-overrides') ?? '')).toEqual({
      grid: 'compact',
    })
  })
})
