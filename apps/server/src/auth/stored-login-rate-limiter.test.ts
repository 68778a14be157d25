import { describe, expect, it } from 'vitest'
import { signInLimits } from './stored-login-rate-limiter.js'

const minute = 60_000

describe('the default sign-in limits', () => {
  it('are 5 per address and email in 15 minutes, and 100 failures plus 100 successes per address an hour', () => {
    expect(signInLimits).toEqual({
      account: { bucket: 'sign-in', max: 5, windowMs: 15 * minute },
      address: { bucket: 'sign-in-address', max: 100, windowMs: 60 * minute },
      forgiven: { bucket: 'sign-in-address-forgiven', max: 100, windowMs: 60 * minute },
    })
  })
})
