import { describe, expect, it } from 'vitest'
import { nowOnSiteClock, publishDateProblem } from './publish-date.js'

describe('publish dates', () => {
  it('an empty date is no problem (the post is dated when published)', () => {
    expect(publishDateProblem('', 'UTC')).toBeNull()
  })

  it('refuses years outside 1000 to 9999 with the words the server uses', () => {
    const message = 'Please enter a real date between the years 1000 and 9999.'
    expect(publishDateProblem('0999-12-31T10:00', 'UTC')).toBe(message)
    expect(publishDateProblem('20266-01-01T10:00', 'UTC')).toBe(message)
    expect(publishDateProblem('2026-12-24T10:00', 'America/New_York')).toBeNull()
  })

  it("now reads on the site's clock, not the browser's", () => {
    const now = new Date('2026-12-24T15:30:00Z')
    expect(nowOnSiteClock('America/New_York', now)).toBe('2026-12-24T10:30')
    expect(nowOnSiteClock('UTC', now)).toBe('2026-12-24T15:30')
  })
})
