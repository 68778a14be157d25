/** `ANALYTICS_RETENTION_DAYS` (default 90): how long raw events are kept; rollups stay. */
export function retentionDaysFrom(env: NodeJS.ProcessEnv): number {
  const raw = env.ANALYTICS_RETENTION_DAYS?.trim()
  const days = raw === undefined || raw === '' ? 90 : Number(raw)
  if (!Number.isInteger(days) || days < 1 || days > 3650) {
    throw new Error('ANALYTICS_RETENTION_DAYS must be a whole number of days from 1 to 3650')
  }
  return days
}
