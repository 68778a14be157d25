import { describe, expect, it } from 'vitest'
import { invitationToken, readInvitation } from './account-invitation.js'

const now = new Date('2026-11-28T10:00:00Z')
const invitation = {
  websiteId: 'site-1',
  email: 'ada@example.com',
  expiresMs: now.getTime() + 1000,
}

describe('account invitations', () => {
  it('reads back a token it signed, for its website, until it expires', () => {
    const token = invitationToken('secret', invitation)
    expect(readInvitation('secret', token, 'site-1', now)).toEqual(invitation)
    expect(readInvitation('secret', token, 'site-2', now)).toBeUndefined()
    expect(
      readInvitation('secret', token, 'site-1', new Date(now.getTime() + 1000)),
    ).toBeUndefined()
    expect(readInvitation('other secret', token, 'site-1', now)).toBeUndefined()
  })

  it('refuses an altered token', () => {
    const [, sig] = invitationToken('secret', invitation).split('.')
    const forged = Buffer.from(
      JSON.stringify(['site-1', 'eve@example.com', invitation.expiresMs]),
    ).toString('base64url')
    expect(readInvitation('secret', `${forged}.${sig}`, 'site-1', now)).toBeUndefined()
    expect(readInvitation('secret', 'garbage', 'site-1', now)).toBeUndefined()
  })
})
