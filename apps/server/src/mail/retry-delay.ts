/** Attempts before a mail is given up as failed. */
export const maxDeliveryAttempts = 8

const firstDelayMs = 60_000
const longestDelayMs = 6 * 60 * 60_000

/**
 * The wait before the next try after `attempts` failed deliveries: one minute, doubling each time,
 * never more than six hours; `undefined` once the attempts are used up.
 */
export function retryDelayMs(attempts: number): number | undefined {
  if (attempts >= maxDeliveryAttempts) return undefined
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempts - 1), longestDelayMs)
}
