/** SPEC §2 page types the tracker reads. */
export const TrackedPageType = {
  notFound: 100,
  search: 102,
  lockScreen: 103,
  memberAccessDenied: 106,
} as const

/** Not-found, lock-screen and member-access-denied pages: no page view. */
const skippedPageTypes: readonly number[] = [100, 103, 106]

export type TrackingDecision = 'page-view' | 'site-search' | 'skip'

/**
 * SPEC §6: no page view on not-found, lock-screen and member-access-denied pages or under
 * /config; /search sends a site-search event (kind 2) instead. Signed-in contributors and a site
 * with census off are skipped by the server, which knows both.
 */
export function trackingDecision(pageType: number, path: string): TrackingDecision {
  if (path === '/config' || path.startsWith('/config/') || skippedPageTypes.includes(pageType)) {
    return 'skip'
  }
  return pageType === 102 || path === '/search' ? 'site-search' : 'page-view'
}
