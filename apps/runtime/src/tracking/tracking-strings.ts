/** SPEC §8 tracking, performance and experiment texts, exactly; and the consent banner's words. */
export const TrackingStrings = {
  httpStatus: 'Error tracking event: HTTP Status {code}',
  unresolvedPageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  unexpectedXhrStatus: 'XHR request DONE with unexpected status',
  configurationNotLoaded: 'The underlying Praetor configuration is not loaded',
  featureDoesNotExist: 'The specified feature does not exist',
  featureWrongType: 'The specified feature is not a {type}',
  featureInvalidDefinition: 'The specified feature has an invalid server-side definition',
  consentText: 'This site uses cookies to count visits.',
  noticeText: 'This site uses cookies to count visits. No data leaves this site.',
  accept: 'Accept',
  decline: 'Decline',
  dismiss: 'OK',
} as const
