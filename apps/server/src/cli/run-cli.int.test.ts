import { ContributorRole } from '@atelier/schema'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { describeEachDialect } from '../testing/describe-each-dialect.js'
import { sampleBundle } from '../testing/sample-bundle.js'
import { testConfig } from '../testing/test-app.js'
import { findWebsiteByHost } from '../sites/website-repository.js'
import { createSearchIndex } from '../storage/search-index.js'
import { runCli } from './run-cli.js'

function capture() {
  const out: string[] = []
  const err: string[] = []
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err }
}

describeEachDialect('atelier CLI', (ctx) => {
  it('migrate reports an up-to-date database', async () => {
    const { io, out } = capture()
    expect(await runCli(['migrate'], testConfig(ctx.dataDir), io, ctx.storage)).toBe(0)
    expect(out).toEqual(['Database is up to date.'])
  })

  it('create-site adds a website served at its domain', async () => {
    const { io, out } = capture()
    const code = await runCli(
      ['create-site', '--domain', 'cli-shop.example', '--title', 'CLI Shop'],
      testConfig(ctx.dataDir),
      io,
      ctx.storage,
    )
    expect(code).toBe(0)
    expect(out[0]).toMatch(/^Created website [0-9a-f]{24} \(CLI Shop\) at cli-shop\.example$/)
    expect((await findWebsiteByHost(ctx.storage, 'cli-shop.example'))?.title).toBe('CLI Shop')
  })

  it('create-site --start-from fills the new website with a starting site, keeping its title', async () => {
    const { io } = capture()
    const code = await runCli(
      [
        'create-site',
        '--domain',
        'cli-folio.example',
        '--title',
        'Studio Vey',
        '--start-from',
        'portfolio',
      ],
      testConfig(ctx.dataDir),
      io,
      ctx.storage,
    )
    expect(code).toBe(0)
    const site = await findWebsiteByHost(ctx.storage, 'cli-folio.example')
    expect(site?.title).toBe('Studio Vey')
    expect(site?.website.title).toBe('Studio Vey')
    const pages = await ctx.storage.db
      .selectFrom('collections')
      .select('urlId')
      .where('websiteId', '=', site!.id)
      .orderBy('position')
      .execute()
    expect(pages.map((page) => page.urlId)).toEqual(['home', 'projects', 'about', 'contact'])
  })

  it('create-owner takes the email and password from flags or the environment', async () => {
    const first = capture()
    expect(
      await runCli(
        ['create-owner', '--email', 'a@cli.example', '--password', 'longenough'],
        testConfig(ctx.dataDir),
        first.io,
        ctx.storage,
      ),
    ).toBe(0)
    expect(first.out).toEqual(['Created owner a@cli.example as admin of every website'])
    const fromEnv = capture()
    const config = testConfig(ctx.dataDir, {
      ownerEmail: 'b@cli.example',
      ownerPassword: 'longenough',
    })
    expect(await runCli(['create-owner'], config, fromEnv.io, ctx.storage)).toBe(0)
    const missing = capture()
    expect(
      await runCli(
        ['create-owner', '--email', 'c@cli.example'],
        testConfig(ctx.dataDir),
        missing.io,
        ctx.storage,
      ),
    ).toBe(1)
    expect(missing.err[0]).toContain('create-owner needs --password')
  })

  it('create-owner --domain --role makes a member of that website only', async () => {
    const config = testConfig(ctx.dataDir)
    const run = (args: string[]) => runCli(args, config, capture().io, ctx.storage)
    expect(await run(['create-site', '--domain', 'roles-a.example', '--title', 'A'])).toBe(0)
    expect(await run(['create-site', '--domain', 'roles-b.example', '--title', 'B'])).toBe(0)
    const base = ['create-owner', '--email', 'manager@cli.example', '--password', 'longenough']
    expect(await run([...base, '--domain', 'roles-a.example', '--role', 'store-manager'])).toBe(0)
    // The same person joins a second website with another role.
    expect(await run([...base, '--domain', 'roles-b.example', '--role', 'viewer'])).toBe(0)
    const roles = await ctx.storage.db
      .selectFrom('websiteMembers')
      .innerJoin('users', 'users.id', 'websiteMembers.userId')
      .innerJoin('domains', 'domains.websiteId', 'websiteMembers.websiteId')
      .select(['domains.host', 'websiteMembers.role'])
      .where('users.email', '=', 'manager@cli.example')
      .orderBy('domains.host')
      .execute()
    expect(roles).toEqual([
      { host: 'roles-a.example', role: ContributorRole['store-manager'] },
      { host: 'roles-b.example', role: ContributorRole.viewer },
    ])
    const bad = capture()
    expect(await runCli([...base, '--role', 'overlord'], config, bad.io, ctx.storage)).toBe(1)
    expect(bad.err[0]).toContain('Unknown role overlord')
  })

  it('export-site and import-site move a site between databases unchanged', async () => {
    const bundleFile = path.join(ctx.dataDir, 'in.json')
    fs.writeFileSync(
      bundleFile,
      JSON.stringify(await sampleBundle('site-cli', 'cli-export.example')),
    )
    const config = testConfig(ctx.dataDir)
    expect(await runCli(['import-site', bundleFile], config, capture().io, ctx.storage)).toBe(0)

    const outFile = path.join(ctx.dataDir, 'out.json')
    expect(
      await runCli(
        ['export-site', '--domain', 'cli-export.example', '--out', outFile],
        config,
        capture().io,
        ctx.storage,
      ),
    ).toBe(0)

    const other = await ctx.freshStorage()
    const imported = capture()
    expect(
      await runCli(
        ['import-site', outFile, '--domain', 'copy.example'],
        config,
        imported.io,
        other,
      ),
    ).toBe(0)
    expect(imported.out).toEqual(['Imported website site-cli'])
    const hits = await createSearchIndex(other).query('site-cli', 'speckled mug')
    expect(hits.map((hit) => hit.title)).toContain('Speckled Mug')
    const printed = capture()
    expect(
      await runCli(['export-site', '--domain', 'copy.example'], config, printed.io, other),
    ).toBe(0)
    const exported = JSON.parse(fs.readFileSync(outFile, 'utf8'))
    expect({ ...JSON.parse(printed.out[0] as string), domains: [] }).toEqual({
      ...exported,
      domains: [],
    })
  })

  it('explains a bad bundle, an unknown command and a missing value', async () => {
    const bad = path.join(ctx.dataDir, 'bad.json')
    fs.writeFileSync(bad, '{"bundleVersion": 7}')
    const invalid = capture()
    expect(
      await runCli(['import-site', bad], testConfig(ctx.dataDir), invalid.io, ctx.storage),
    ).toBe(1)
    expect(invalid.err[0]).toContain(
      'The site bundle is not valid: bundleVersion: bundleVersion must be 1 or 2.',
    )
    const unknown = capture()
    expect(await runCli(['frobnicate'], testConfig(ctx.dataDir), unknown.io, ctx.storage)).toBe(2)
    expect(unknown.err[0]).toContain('Unknown command frobnicate')
    const noValue = capture()
    expect(
      await runCli(['create-site', '--domain'], testConfig(ctx.dataDir), noValue.io, ctx.storage),
    ).toBe(2)
    expect(noValue.err[0]).toContain('--domain needs a value')
  })

  it('seed-demo loads the demo shop into an empty database, once', async () => {
    const empty = await ctx.freshStorage()
    const config = testConfig(ctx.dataDir)
    const first = capture()
    expect(await runCli(['seed-demo'], config, first.io, empty)).toBe(0)
    expect(first.out).toEqual(['Demo website loaded.'])
    const sites = await empty.db.selectFrom('websites').select('title').execute()
    expect(sites).toEqual([{ title: 'Loam & Ember' }])

    const again = capture()
    expect(await runCli(['seed-demo'], config, again.io, empty)).toBe(1)
    expect(again.err).toEqual([
      'seed-demo loads the demo into an empty database; this one already has a website.',
    ])
    expect(await empty.db.selectFrom('websites').select('title').execute()).toEqual(sites)
  }, 60_000)
})
