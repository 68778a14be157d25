import type { ExperimentContext, ExperimentType, FeatureLookup } from '@atelier/schema'
import { fetchJson } from './send-tracking.js'
import { TrackingStrings } from './tracking-strings.js'

const overridesKey = 'atelier:experiment-overrides'

/**
 * SPEC §4 owner overrides: `name_variant=…` in the address (`reset` clears one), kept in session
 * data for the rest of the visit. The server honours them only for the site's own people.
 */
export function sessionOverrides(search: string): Record<string, string> {
  let stored: Record<string, string> = {}
  try {
    stored = JSON.parse(sessionStorage.getItem(overridesKey) ?? '{}') as Record<string, string>
  } catch {
    // Storage blocked or broken: this page's parameters only.
  }
  for (const [key, value] of new URLSearchParams(search)) {
    if (!key.endsWith('_variant') || key.length <= 8) continue
    const name = key.slice(0, -8)
    if (value === 'reset') delete stored[name]
    else if (value !== '') stored[name] = value.slice(0, 40)
  }
  try {
    sessionStorage.setItem(overridesKey, JSON.stringify(stored))
  } catch {
    // Not kept: the next page has only its own parameters.
  }
  return stored
}

/** The visitor's running features from the server (undefined when it cannot be reached). */
export async function loadExperiments(
  overrides: Readonly<Record<string, string>>,
): Promise<ExperimentContext[] | undefined> {
  const query = new URLSearchParams()
  for (const [name, variant] of Object.entries(overrides)) query.set(`${name}_variant`, variant)
  const answer = (await fetchJson(`/api/census/experiments?${query}`)) as
    { features: ExperimentContext[] } | undefined
  return answer?.features
}

/**
 * SPEC §4/§8: the visitor's variant of `name`, or the supplied default with the SPEC note when the
 * configuration is not loaded, the feature does not exist, is of another type or is broken.
 */
export function lookupFeature(
  features: readonly ExperimentContext[] | undefined,
  name: string,
  type: ExperimentType,
  defaultVariant: string,
): FeatureLookup {
  const fallback = (error: string): FeatureLookup => ({
    variant: defaultVariant,
    error,
    context: {
      name,
      experimentType: type,
      variant: defaultVariant,
      segmentName: '',
      containsError: true,
    },
  })
  if (features === undefined) return fallback(TrackingStrings.configurationNotLoaded)
  const feature = features.find((entry) => entry.name === name)
  if (feature === undefined) return fallback(TrackingStrings.featureDoesNotExist)
  if (feature.experimentType !== type) {
    return fallback(TrackingStrings.featureWrongType.replace('{type}', type))
  }
  if (feature.containsError || feature.variant === '') {
    return fallback(TrackingStrings.featureInvalidDefinition)
  }
  return { variant: feature.variant, context: feature }
}

/** SPEC §4: a feature toggle is on when its variant is the string `true`. */
export function isToggleOn(lookup: FeatureLookup): boolean {
  return lookup.variant === 'true'
}

export type { ExperimentContext, ExperimentType, FeatureLookup }

/** What a page's own scripts call: `atelierFeatures.lookup('hero', 'AB_TEST', 'a')`. */
export interface AtelierFeatures {
  ready: Promise<void>
  lookup: (name: string, type: ExperimentType, defaultVariant: string) => FeatureLookup
  isToggleOn: (name: string) => boolean
}

declare global {
  interface Window {
    atelierFeatures?: AtelierFeatures
  }
}

/**
 * Loads the visitor's variants (with the owner's overrides) and offers the SPEC §4 lookup, on the
 * pages the tracker counts (those with the tracking island, not under /config). The loader starts
 * it, so page scripts have their variants early and the tracker (which waits for `ready` before
 * sending the page view, so the view carries the assignments) stays small.
 */
export function startExperiments(doc: Document = document): void {
  if (!doc.querySelector('[data-island="tracking"]') || location.pathname.startsWith('/config')) {
    return
  }
  let loaded: ExperimentContext[] | undefined
  const ready = loadExperiments(sessionOverrides(location.search)).then((features) => {
    loaded = features
  })
  window.atelierFeatures = {
    ready,
    lookup: (name, type, defaultVariant) => lookupFeature(loaded, name, type, defaultVariant),
    isToggleOn: (name) => isToggleOn(lookupFeature(loaded, name, 'FEATURE_TOGGLE', 'false')),
  }
}
