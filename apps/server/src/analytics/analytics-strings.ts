/** SPEC §8 texts of the tracking, performance and experiment calls, reproduced exactly. */
export const AnalyticsStrings = {
  trackingHttpStatus: 'Error tracking event: HTTP Status {code}',
  noPayload: 'no payload',
  unableToStoreAnalyticsId: 'Unable to store analyticsId',
  unresolvedPageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  unexpectedXhrStatus: 'XHR request DONE with unexpected status',
  configurationNotLoaded: 'The underlying Praetor configuration is not loaded',
  featureDoesNotExist: 'The specified feature does not exist',
  featureWrongType: 'The specified feature is not a {type}',
  featureInvalidDefinition: 'The specified feature has an invalid server-side definition',
  sourceEnvironmentWarning: 'sourceEnvironment must be dev, staging or prod',
  overwrittenFieldWarning: 'Overwrote the auto-populated field {field}',
  unknownSchema: 'Unknown event schema: {name}',
  invalidEventContent: 'The event content does not match the schema {name}: {problem}',
  invalidHit: 'The tracking hit is not valid: {problem}',
  invalidRange: 'Choose a range of today, 7d, 30d, 90d, 12m or custom with from and to dates.',
  unknownTable: 'There is no analytics table named {name}.',
  featureNameInvalid:
    'A feature name is 1 to 40 lowercase letters, digits or hyphens, starting with a letter.',
  featureExists: 'A feature named {name} already exists.',
  featureNotFound: 'There is no feature named {name}.',
  featureEnded: 'The feature {name} has ended and can no longer change.',
  variantsInvalid:
    'Give 1 to 10 variants, each named with 1 to 40 letters, digits or hyphens, no name twice.',
  weightsInvalid: 'Each weight is a whole number from 0 to 1000, and at least one is above 0.',
  toggleVariantsInvalid: 'A feature toggle has the variants true and false only.',
  templateInvalid: 'The theme has no template variants for {template}; choose one of: {choices}.',
  templateVariantInvalid:
    'Each variant of a template test names a variant of {template}: {choices}.',
} as const

/** Replaces `{key}` placeholders. */
export function fillAnalyticsString(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  )
}
