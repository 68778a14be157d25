/** A limit on attempts: at most `max` per key within `windowMs`, counted in `bucket`. */
export interface AttemptLimit {
  /** Names the counter: `owner-sign-in`, `page-password`, `cart-add`… */
  readonly bucket: string
  readonly max: number
  readonly windowMs: number
}

/**
 * Counts attempts where every server process sees the same numbers (the database, or Redis when
 * `REDIS_URL` is set). Each count is one atomic step that also answers the new total, so many
 * concurrent attempts each get their own number and only `max` of them pass.
 */
export interface AttemptCounter {
  /** Counts one attempt of `key` and answers how many its window now holds, this one included. */
  count(limit: AttemptLimit, key: string, now: Date): Promise<number>
  /** Takes back one attempt of `key` (one that turned out fine), never below zero. */
  forgive(limit: AttemptLimit, key: string): Promise<void>
  close(): Promise<void>
}

/** Counts the attempt and answers whether it is within the limit. */
export async function withinLimit(
  counter: AttemptCounter,
  limit: AttemptLimit,
  key: string,
  now: Date,
): Promise<boolean> {
  return (await counter.count(limit, key, now)) <= limit.max
}
