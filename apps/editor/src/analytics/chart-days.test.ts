import uPlot from 'uplot'
import { afterEach, describe, expect, it } from 'vitest'
import { axisDate, dayTimes } from './chart-days.js'

// The day axis labels what uPlot formats from `axisDate`: in a browser zone far from UTC either
// way, each tick must still read as the site's day the dashboard counted (issue 22, point 8).
const days = ['2026-03-08', '2026-03-09', '2026-03-10']
const label = uPlot.fmtDate('{YYYY}-{MM}-{DD}')
const originalZone = process.env.TZ

afterEach(() => {
  if (originalZone === undefined) delete process.env.TZ
  else process.env.TZ = originalZone
})

describe('the analytics day axis', () => {
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Tokyo', 'UTC']) {
    it(`labels each site day as that day in a browser in ${zone}`, () => {
      process.env.TZ = zone
      const times = dayTimes(days)
      expect(times.map((time) => label(axisDate(time)))).toEqual(days)
    })
  }

  it('would show other days if read in the browser zone (the check can fail)', () => {
    process.env.TZ = 'Pacific/Kiritimati'
    const [first] = dayTimes(days)
    expect(label(new Date(first! * 1000))).toBe('2026-03-09')
  })
})
