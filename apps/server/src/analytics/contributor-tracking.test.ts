import { describe, expect, it } from 'vitest'
import { contributorSkipsTracking } from './contributor-tracking.js'

describe('SPEC §6 tracking of signed-in website members', () => {
  it('skips the page views of a member of the website unless the only role is viewer', () => {
    expect(contributorSkipsTracking('admin')).toBe(true)
    expect(contributorSkipsTracking('store-manager')).toBe(true)
    expect(contributorSkipsTracking('viewer')).toBe(false)
  })

  it('counts someone who does not belong to the website as a visitor', () => {
    expect(contributorSkipsTracking(undefined)).toBe(false)
  })
})
