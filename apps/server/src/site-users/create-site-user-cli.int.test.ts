import { expect, it } from 'vitest'
import { verifyPassword } from '../auth/password-hash.js'
import { runCli } from '../cli/run-cli.js'
import { createWebsite } from '../sites/website-repository.js'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { testConfig } from '../testing/test-app.js'
import { findSiteUserByEmail } from '../auth/site-user-repository.js'

function capture(answer?: string) {
  const out: string[] = []
  const err: string[] = []
  const asked: string[] = []
  const io = {
    out: (t: string) => out.push(t),
    err: (t: string) => err.push(t),
    ...(answer !== undefined && {
      prompt: async (question: string) => {
        asked.push(question)
        return answer
      },
    }),
  }
  return { io, out, err, asked }
}

describeEachDialect('atelier create-site-user', (ctx) => {
  it('adds a visitor account, the password from SITE_USER_PASSWORD or the prompt', async () => {
    const site = await createWebsite(ctx.storage, {
      domain: 'accounts.example',
      title: 'Accounts',
      now: new Date(),
    })
    const config = testConfig(ctx.dataDir)
    const args = ['create-site-user', '--domain', 'accounts.example', '--email', 'Ann@Example.com']
    const fromEnv = capture()
    const env = { SITE_USER_PASSWORD: 'from the environment' }
    expect(await runCli(args, config, fromEnv.io, ctx.storage, { env })).toBe(0)
    expect(fromEnv.out).toEqual(['Created site user ann@example.com on accounts.example'])
    const ann = await findSiteUserByEmail(ctx.storage, site.id, 'ann@example.com')
    expect(await verifyPassword('from the environment', ann!.passwordHash)).toBe(true)

    const prompted = capture('typed at the prompt')
    const bob = ['create-site-user', '--domain', 'accounts.example', '--email', 'bob@example.com']
    expect(await runCli(bob, config, prompted.io, ctx.storage, { env: {} })).toBe(0)
    expect(prompted.asked).toEqual(['Password for bob@example.com: '])
    const stored = await findSiteUserByEmail(ctx.storage, site.id, 'bob@example.com')
    expect(await verifyPassword('typed at the prompt', stored!.passwordHash)).toBe(true)

    const again = capture()
    expect(await runCli(args, config, again.io, ctx.storage, { env })).toBe(1)
    expect(again.err).toEqual(['A site user with the email ann@example.com already exists'])
    const noPassword = capture()
    expect(await runCli(bob, config, noPassword.io, ctx.storage, { env: {} })).toBe(1)
    expect(noPassword.err[0]).toContain('create-site-user needs SITE_USER_PASSWORD')
    const noSite = capture()
    const elsewhere = [
      'create-site-user',
      '--domain',
      'nowhere.example',
      '--email',
      'c@example.com',
    ]
    expect(await runCli(elsewhere, config, noSite.io, ctx.storage, { env })).toBe(1)
    expect(noSite.err).toEqual(['No website at nowhere.example'])
  })
})
