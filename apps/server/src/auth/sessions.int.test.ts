import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { createOwner } from './owner-repository.js'
import { createSession, deleteSession, findSessionOwner, sessionLifetimeMs } from './sessions.js'

describeEachDialect('owner sessions', (ctx) => {
  it('open owner routes until they expire or are deleted; only a hash is stored', async () => {
    const owner = await createOwner(ctx.storage, {
      email: 'sessions@atelier.example',
      password: 'long enough',
      now: new Date(),
    })
    const start = new Date('2026-11-21T10:00:00Z')
    const token = await createSession(ctx.storage, owner.id, start)
    expect(await findSessionOwner(ctx.storage, token, start)).toEqual(owner)
    const justBefore = new Date(start.getTime() + sessionLifetimeMs - 1)
    expect(await findSessionOwner(ctx.storage, token, justBefore)).toEqual(owner)
    const atExpiry = new Date(start.getTime() + sessionLifetimeMs)
    expect(await findSessionOwner(ctx.storage, token, atExpiry)).toBeUndefined()

    const stored = await ctx.storage.db.selectFrom('sessions').select('id').execute()
    expect(stored.map((row) => row.id)).not.toContain(token)

    const other = await createSession(ctx.storage, owner.id, new Date())
    await deleteSession(ctx.storage, other)
    expect(await findSessionOwner(ctx.storage, other, new Date())).toBeUndefined()
  })
})
