import { AnalyticsStrings, fillAnalyticsString } from './analytics-strings.js'
import type { ExperimentType, FeatureDefinition } from './experiments.js'

/** What the owner sends to create or change a feature. */
export interface FeatureInput {
  name: string
  experimentType: ExperimentType
  variants: Array<{ name: string; weight: number }>
  segmentName?: string
  /** AB_TEST only: the theme template whose variants the test switches ('' for none). */
  template?: string
}

/** A stored feature: the definition the lookup reads, with the owner's bookkeeping. */
export interface StoredFeature extends FeatureDefinition {
  segmentName: string
  template: string
  createdAt: string
  updatedAt: string
  endedAt: string | null
}

const featureName = /^[a-z][a-z0-9-]{0,39}$/
const variantName = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/
export const maxVariants = 10
export const maxWeight = 1000

/**
 * Checks an owner's feature (SPEC §3 types): a plain name (it becomes the `name_variant` query
 * parameter and a cookie entry), 1–10 distinct variants with whole weights 0–1000 of which one is
 * above 0; a toggle's variants are `true` and `false`; a template test's variants are the theme's
 * variants of that template. Answers the owner-facing message of the first problem.
 */
export function checkFeature(
  input: FeatureInput,
  templateVariants: Readonly<Record<string, readonly string[]>>,
): string | undefined {
  if (!featureName.test(input.name)) return AnalyticsStrings.featureNameInvalid
  const names = input.variants.map((variant) => variant.name)
  if (
    names.length === 0 ||
    names.length > maxVariants ||
    names.some((name) => !variantName.test(name)) ||
    new Set(names).size !== names.length
  ) {
    return AnalyticsStrings.variantsInvalid
  }
  const weights = input.variants.map((variant) => variant.weight)
  if (
    weights.some((weight) => !Number.isInteger(weight) || weight < 0 || weight > maxWeight) ||
    !weights.some((weight) => weight > 0)
  ) {
    return AnalyticsStrings.weightsInvalid
  }
  if (
    input.experimentType === 'FEATURE_TOGGLE' &&
    (names.some((name) => name !== 'true' && name !== 'false') || (input.template ?? '') !== '')
  ) {
    return AnalyticsStrings.toggleVariantsInvalid
  }
  const template = input.template ?? ''
  if (template !== '') {
    const choices = Object.hasOwn(templateVariants, template)
      ? templateVariants[template]
      : undefined
    if (choices === undefined) {
      return fillAnalyticsString(AnalyticsStrings.templateInvalid, {
        template,
        choices: Object.keys(templateVariants).join(', '),
      })
    }
    if (names.some((name) => !choices.includes(name))) {
      return fillAnalyticsString(AnalyticsStrings.templateVariantInvalid, {
        template,
        choices: choices.join(', '),
      })
    }
  }
  return undefined
}
