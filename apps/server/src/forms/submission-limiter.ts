import type { Storage } from '../storage/open-storage.js'
import { countRecentSubmissions } from './form-queries.js'

export interface SubmissionAttempt {
  websiteId: string
  formId: string
  /** SHA-256 of the visitor's address. */
  visitorHash: string
  now: Date
}

/** Decides whether one more submission of a form by one visitor is let through. */
export interface SubmissionLimiter {
  allow(attempt: SubmissionAttempt): Promise<boolean>
}

/**
 * The default: at most `max` stored submissions per visitor and form within `windowMs`. It counts
 * rows in the database, so every server process of an installation applies the same limit.
 */
export function createStoredSubmissionLimiter(
  storage: Storage,
  options: { max: number; windowMs: number } = { max: 5, windowMs: 10 * 60_000 },
): SubmissionLimiter {
  return {
    async allow(attempt) {
      const recent = await countRecentSubmissions(storage, {
        websiteId: attempt.websiteId,
        formId: attempt.formId,
        visitorHash: attempt.visitorHash,
        since: new Date(attempt.now.getTime() - options.windowMs),
      })
      return recent < options.max
    },
  }
}
