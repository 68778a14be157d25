import { DEFAULT_TIME_ZONE } from '@atelier/schema'

/** A stored UTC time as the owner reads it, in the site's time zone (DESIGN: times). */
export function formatDate(iso: string, timeZone = DEFAULT_TIME_ZONE): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date)
}
