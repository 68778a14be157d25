/**
 * The limits of analytics ingestion (issue 19): what one address may send, how repeated errors
 * fold, and what one site may store per day. The reasons for each number are in
 * docs/architecture.md ("Analytics ingestion limits").
 */

/** A token bucket: `burst` calls at once, refilled at `perMinute`. */
export interface CallRate {
  burst: number
  perMinute: number
}

export type IngestRoute = 'hit' | 'event' | 'error' | 'performance'

/**
 * Calls per address (an IPv6 address counts by its /64). A busy visitor sends a page view and a
 * heartbeat per navigation, a form-view per form shown, a few events, one performance beacon per
 * page and, from a broken page, at most 20 error calls (the reporter's own SPEC §9 limit); these
 * leave room for several such visitors behind one address (an office, a carrier's NAT).
 */
export const callRates: Record<IngestRoute, CallRate> = {
  hit: { burst: 240, perMinute: 240 },
  event: { burst: 240, perMinute: 240 },
  error: { burst: 30, perMinute: 60 },
  performance: { burst: 240, perMinute: 240 },
}

/** Identical errors (site, page, message, file, line) within one such window: one row, counted. */
export const errorFoldWindowMs = 60_000

/** Rows one site may add per day (its own time zone); page views are never capped. */
export const siteDayCaps = {
  /** `error` rows, after folding. */
  errors: 5_000,
  /** Named events (`RecordEvent`, clanker events); a page view's own product-view does not count. */
  events: 250_000,
} as const

export type SiteDayCap = keyof typeof siteDayCaps

export const tooManyCallsMessage =
  'Too many analytics calls from this address. Try again in a minute.'
