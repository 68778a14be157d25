import { TZ } from '@phensley/timezone'
import type { RenderContext } from '../../plugin-api.js'

/** An instant seen on the wall clock of a time zone. */
export interface ZonedTime {
  /** Epoch milliseconds of the instant. */
  epoch: number
  /** The wall-clock fields, read with the `getUTC*` methods. */
  wall: Date
  /** Offset from UTC in milliseconds. */
  offset: number
  /** Zone abbreviation in effect (EST, JST). */
  abbr: string
}

/** The site's time zone: `website.timeZone` in the context, else the render's default. */
export function contextTimeZone(ctx: RenderContext): string {
  const zone = ctx.resolve('website.timeZone')
  return typeof zone === 'string' && zone !== '' ? zone : ctx.timeZone
}

// Zone lookups are the costly part of date formatting and pages show the same instants render
// after render; results are shared read-only, bounded so memory stays flat.
const ZONED_LIMIT = 4096
// By zone, then epoch: no key string to build on every lookup.
const zoned = new Map<string, Map<number, ZonedTime>>()
let zonedCount = 0

/** The instant in a time zone; an unknown zone counts as UTC. Callers must not mutate it. */
export function zonedTime(epoch: number, zone: string): ZonedTime {
  let byEpoch = zoned.get(zone)
  if (byEpoch === undefined) zoned.set(zone, (byEpoch = new Map()))
  let time = byEpoch.get(epoch)
  if (time === undefined) {
    const info = TZ.fromUTC(zone, epoch) ?? TZ.utcZone()
    time = { epoch, wall: new Date(epoch + info.offset), offset: info.offset, abbr: info.abbr }
    if (zonedCount >= ZONED_LIMIT) {
      for (const times of zoned.values()) times.clear()
      zonedCount = 0
    }
    byEpoch.set(epoch, time)
    zonedCount++
  }
  return time
}
