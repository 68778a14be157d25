/** SPEC §8 tracking and performance texts, exactly; and the consent banner's words. */
export const TrackingStrings = {
  httpStatus: 'Error tracking event: HTTP Status {code}',
  unresolvedPageLoadId: 'Unable to resolve pageLoadId',
  settingsTimeout: 'Metric settings request timeout',
  unexpectedXhrStatus: 'XHR request DONE with unexpected status',
  consentText: 'This site uses cookies to count visits.',
  noticeText: 'This site uses cookies to count visits. No data leaves this site.',
  accept: 'Accept',
  decline: 'Decline',
  dismiss: 'OK',
} as const
