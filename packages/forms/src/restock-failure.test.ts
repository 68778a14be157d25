import { describe, expect, it } from 'vitest'
import { restockFailureMessage } from './restock-failure.js'

describe('restock failure', () => {
  it("shows the server's message", () => {
    expect(restockFailureMessage({ message: 'Already signed up.' })).toBe('Already signed up.')
  })

  it('falls back to the generic message', () => {
    expect(restockFailureMessage({})).toBe('Unknown error, please try again later.')
    expect(restockFailureMessage('nope')).toBe('Unknown error, please try again later.')
  })
})
