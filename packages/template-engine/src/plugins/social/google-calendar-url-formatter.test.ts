import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'

const render = (event: unknown): string => compile('{@|google-calendar-url}').render(event).output

const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE'
const event = { title: 'Launch & party', startDate: 1384518630000, endDate: 1384518716400 }

describe('google-calendar-url', () => {
  it('gives the dates in UTC as yyyymmddThhmmssZ (SPEC §9)', () => {
    expect(render(event)).toBe(
      `${BASE}&text=Launch%20%26%20party&dates=20131115T123030Z/20131115T123156Z`,
    )
  })

  it('adds the address parts that are present', () => {
    const location = { addressLine1: '123 Main St.', addressLine2: 'Apt 5', addressCountry: 'US' }
    expect(render({ ...event, location })).toContain(
      '&location=123%20Main%20St.%2C%20Apt%205%2C%20US',
    )
    expect(render({ ...event, location: { addressLine1: '', addressCountry: '' } })).not.toContain(
      '&location',
    )
  })
})
