import type { ExperimentContext, ExperimentType, FeatureLookup } from '@atelier/schema'
import { createHash } from 'node:crypto'
import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'

export interface FeatureDefinition {
  name: string
  experimentType: ExperimentType
  variants: Array<{ name: string; weight: number }>
  segmentName?: string
}

/**
 * The variant of `name` for one visitor: the owner's override (from `name_variant`) when it names a
 * variant, otherwise a sticky weighted pick from the visitor id, so a visitor keeps their variant.
 * An unloaded configuration, a missing feature, the wrong type or a broken definition return the
 * supplied default with the SPEC error note.
 */
export function lookupFeature(
  features: readonly FeatureDefinition[] | undefined,
  input: {
    name: string
    type: ExperimentType
    defaultVariant: string
    visitorId: string
    overrides?: Readonly<Record<string, string>>
  },
): FeatureLookup {
  const fallback = (error: string): FeatureLookup => ({
    variant: input.defaultVariant,
    error,
    context: {
      name: input.name,
      experimentType: input.type,
      variant: input.defaultVariant,
      segmentName: '',
      containsError: true,
    },
  })
  if (features === undefined) return fallback(AnalyticsStrings.configurationNotLoaded)
  const feature = features.find((entry) => entry.name === input.name)
  if (feature === undefined) return fallback(AnalyticsStrings.featureDoesNotExist)
  if (feature.experimentType !== input.type) {
    return fallback(fillAnalyticsString(AnalyticsStrings.featureWrongType, { type: input.type }))
  }
  const total = feature.variants.reduce((sum, variant) => sum + variant.weight, 0)
  const broken =
    feature.variants.length === 0 ||
    !Number.isFinite(total) ||
    total <= 0 ||
    feature.variants.some((variant) => !(variant.weight >= 0) || variant.name === '')
  if (broken) return fallback(AnalyticsStrings.featureInvalidDefinition)
  const override = input.overrides?.[input.name]
  const chosen =
    override !== undefined && feature.variants.some((variant) => variant.name === override)
      ? override
      : stickyPick(feature, total, input.visitorId)
  return {
    variant: chosen,
    context: {
      name: feature.name,
      experimentType: feature.experimentType,
      variant: chosen,
      segmentName: feature.segmentName ?? '',
      containsError: false,
    },
  }
}

/** SPEC §3: a feature toggle is on when its variant is the string `true`. */
export function isToggleOn(lookup: FeatureLookup): boolean {
  return lookup.variant === 'true'
}

function stickyPick(feature: FeatureDefinition, total: number, visitorId: string): string {
  const digest = createHash('sha256').update(`${feature.name}\u0000${visitorId}`).digest()
  const point = (digest.readUInt32BE(0) / 0x1_0000_0000) * total
  let reached = 0
  for (const variant of feature.variants) {
    reached += variant.weight
    if (point < reached) return variant.name
  }
  return feature.variants[feature.variants.length - 1]?.name ?? ''
}

/**
 * Owner overrides from the query (`{name}_variant=…`; `reset` clears one), merged into the ones
 * kept in session data; returns the new session overrides.
 */
export function readOverrides(
  query: URLSearchParams,
  session: Readonly<Record<string, string>>,
): Record<string, string> {
  const next = { ...session }
  for (const [key, value] of query) {
    if (!key.endsWith('_variant') || key.length <= '_variant'.length) continue
    const name = key.slice(0, -'_variant'.length)
    if (value === 'reset') delete next[name]
    else if (value !== '') next[name] = value.slice(0, 100)
  }
  return next
}

export type { ExperimentContext, ExperimentType, FeatureLookup }
