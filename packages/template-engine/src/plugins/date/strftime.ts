import { dateStrings } from './strings.js'
import { dayOfYear, isoWeek, weekOfYear } from './week-numbers.js'
import type { ZonedTime } from './zoned-time.js'

type Field = (t: ZonedTime) => string

const pad2 = (n: number): string => (n < 10 ? `0${n}` : String(n))
const space2 = (n: number): string => (n < 10 ? ` ${n}` : String(n))
const hour12 = (t: ZonedTime): number => t.wall.getUTCHours() % 12 || 12
const ampm = (t: ZonedTime): string => (t.wall.getUTCHours() < 12 ? dateStrings.am : dateStrings.pm)
const year = (t: ZonedTime): number => t.wall.getUTCFullYear()
const month = (t: ZonedTime): number => t.wall.getUTCMonth() + 1
const day = (t: ZonedTime): number => t.wall.getUTCDate()

function offset(t: ZonedTime): string {
  const minutes = Math.round(Math.abs(t.offset) / 60_000)
  return `${t.offset < 0 ? '-' : '+'}${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`
}

const time = (t: ZonedTime): string =>
  `${pad2(t.wall.getUTCHours())}:${pad2(t.wall.getUTCMinutes())}:${pad2(t.wall.getUTCSeconds())}`
const time12 = (t: ZonedTime, h: string): string =>
  `${h}:${pad2(t.wall.getUTCMinutes())}:${pad2(t.wall.getUTCSeconds())} ${ampm(t)}`

/** The `%` conversions of the `date` formatter (strftime-like, English names). */
const FIELDS: Readonly<Record<string, Field>> = {
  a: (t) => dateStrings.weekdaysShort[t.wall.getUTCDay()],
  A: (t) => dateStrings.weekdays[t.wall.getUTCDay()],
  b: (t) => dateStrings.monthsShort[t.wall.getUTCMonth()],
  B: (t) => dateStrings.months[t.wall.getUTCMonth()],
  c: (t) =>
    `${FIELDS.a(t)}, ${FIELDS.b(t)} ${day(t)}, ${year(t)} ${time12(t, String(hour12(t)))} ${t.abbr}`,
  C: (t) => pad2(Math.floor(year(t) / 100)),
  d: (t) => pad2(day(t)),
  D: (t) => `${pad2(month(t))}/${pad2(day(t))}/${pad2(year(t) % 100)}`,
  e: (t) => space2(day(t)),
  F: (t) => `${year(t)}-${pad2(month(t))}-${pad2(day(t))}`,
  g: (t) => pad2(isoWeek(t.wall).year % 100),
  G: (t) => String(isoWeek(t.wall).year),
  h: (t) => dateStrings.monthsShort[t.wall.getUTCMonth()],
  H: (t) => pad2(t.wall.getUTCHours()),
  I: (t) => pad2(hour12(t)),
  j: (t) => String(dayOfYear(t.wall) + 1).padStart(3, '0'),
  k: (t) => space2(t.wall.getUTCHours()),
  l: (t) => space2(hour12(t)),
  m: (t) => pad2(month(t)),
  M: (t) => pad2(t.wall.getUTCMinutes()),
  n: () => '\n',
  N: (t) => String((((t.epoch % 1000) + 1000) % 1000) * 1_000_000).padStart(9, '0'),
  p: ampm,
  P: (t) => ampm(t).toLowerCase(),
  q: (t) => String(Math.floor(t.wall.getUTCMonth() / 3) + 1),
  r: (t) => time12(t, String(hour12(t))),
  R: (t) => `${pad2(t.wall.getUTCHours())}:${pad2(t.wall.getUTCMinutes())}`,
  s: (t) => String(Math.floor(t.epoch / 1000)),
  S: (t) => pad2(t.wall.getUTCSeconds()),
  t: () => '\t',
  T: time,
  u: (t) => String(t.wall.getUTCDay() || 7),
  U: (t) => pad2(weekOfYear(t.wall, 0)),
  v: (t) => `${space2(day(t))}-${FIELDS.b(t)}-${year(t)}`,
  V: (t) => pad2(isoWeek(t.wall).week),
  w: (t) => String(t.wall.getUTCDay()),
  // Weeks start on Sunday for %W too: the reference computes both alike, whatever its docs say.
  W: (t) => pad2(weekOfYear(t.wall, 0)),
  x: (t) => `${pad2(month(t))}/${pad2(day(t))}/${year(t)}`,
  X: (t) => time12(t, pad2(hour12(t))),
  y: (t) => pad2(year(t) % 100),
  Y: (t) => String(year(t)),
  z: offset,
  Z: (t) => t.abbr,
  '%': () => '%',
}

type Part = string | Field

/** A parsed format: literal text and conversions. Unknown conversions print nothing. */
export type CompiledFormat = readonly Part[]

export function compileFormat(format: string): CompiledFormat {
  const parts: Part[] = []
  let literal = ''
  for (let i = 0; i < format.length; i++) {
    const ch = format[i]
    if (ch !== '%' || i === format.length - 1) {
      literal += ch
      continue
    }
    const field = FIELDS[format[++i]]
    if (field === undefined) continue
    if (literal !== '') parts.push(literal)
    literal = ''
    parts.push(field)
  }
  if (literal !== '') parts.push(literal)
  return parts
}

export function formatZoned(format: CompiledFormat, time: ZonedTime): string {
  let out = ''
  for (const part of format) out += typeof part === 'string' ? part : part(time)
  return out
}
