/** SPEC §3 experiment types: a feature toggle or an A/B test. */
export type ExperimentType = 'FEATURE_TOGGLE' | 'AB_TEST'

/** SPEC §3: the experiment context that travels with tracking events. */
export interface ExperimentContext {
  name: string
  experimentType: ExperimentType
  variant: string
  segmentName: string
  containsError: boolean
}

/** A feature lookup's answer: the variant, its context, and the SPEC §8 note on a fallback. */
export interface FeatureLookup {
  variant: string
  context: ExperimentContext
  /** One of the four SPEC §8 texts when the supplied default was returned. */
  error?: string
}
