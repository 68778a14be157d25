import type { FormatterFn } from '../../plugin-api.js'
import { asNumber, getPath } from '../content/json-value.js'
import { asText } from '../../values.js'

const CALENDAR_URL = 'http://www.google.com/calendar/event?action=TEMPLATE'
const ADDRESS_FIELDS = ['addressLine1', 'addressLine2', 'addressCountry'] as const

const pad = (n: number): string => String(n).padStart(2, '0')

/** A UTC instant as yyyymmddThhmmssZ (SPEC §9 calendar link date format). */
export function calendarDate(ms: number): string {
  const d = new Date(ms)
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  )
}

/** `{event|google-calendar-url}`: a link that adds the event to a Google calendar. */
export const googleCalendarUrl: FormatterFn = (_args, vars) => {
  const event = vars[0].value
  const start = asNumber(getPath(event, 'startDate')) ?? 0
  const end = asNumber(getPath(event, 'endDate')) ?? 0
  let url =
    `${CALENDAR_URL}&text=${encodeURIComponent(asText(getPath(event, 'title')))}` +
    `&dates=${calendarDate(start)}/${calendarDate(end)}`
  const address = ADDRESS_FIELDS.map((f) => asText(getPath(event, `location.${f}`)))
    .filter((part) => part !== '')
    .join(', ')
  if (address !== '') url += `&location=${encodeURIComponent(address)}`
  vars[0].set(url)
}
