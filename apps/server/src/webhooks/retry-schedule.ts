/**
 * The waits after each failed attempt, as the Standard Webhooks reference services retry:
 * 5 seconds, 5 minutes, 30 minutes, 2 hours, 5 hours, 10 hours, 10 hours — eight attempts over a
 * little more than a day, then the delivery is failed (the owner can still redeliver it).
 */
const delaysMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
] as const

export const maxWebhookAttempts = delaysMs.length + 1

/** The wait before the next attempt after `attempts` failed ones; undefined once they are used up. */
export function webhookRetryDelayMs(attempts: number): number | undefined {
  if (attempts < 1) return 0
  return delaysMs[attempts - 1]
}
