import fsp from 'node:fs/promises'
import { ContributorRole } from '@atelier/schema'
import type { AppServices } from '../app-services.js'
import { createOwner, findOwnerByEmail } from '../auth/owner-repository.js'
import { createStoredLoginRateLimiter } from '../auth/stored-login-rate-limiter.js'
import { createStoredAttemptCounter } from '../security/stored-attempt-counter.js'
import type { Config } from '../config.js'
import { AtelierError } from '../errors/atelier-error.js'
import { seedDemo } from '../demo/seed-demo.js'
import { roleCode, roleName } from '../access/role-permissions.js'
import { fileStoreFor } from '../files/file-store-for.js'
import { addMember, addMemberEverywhere } from '../access/membership-repository.js'
import { exportSite } from '../sites/export-site.js'
import { importSite, parseSiteBundle } from '../sites/import-site.js'
import { indexSiteContent } from '../search/index-site-content.js'
import { createWebsite, findWebsiteForHost } from '../sites/website-repository.js'
import { applyStartingSite } from '../starting-sites/apply-starting-site.js'
import type { Storage } from '../storage/open-storage.js'
import { openStorage, storageOptionsFor } from '../storage/open-storage.js'
import { runMigrations } from '../storage/run-migrations.js'
import { createSearchIndex } from '../storage/search-index.js'
import { createSiteUser } from '../auth/site-user-repository.js'
import { parseArgs } from './parse-args.js'
import { runWorker } from './run-worker.js'
import type { BuildApp } from './run-worker.js'

export interface CliIo {
  out(text: string): void
  err(text: string): void
  /** Asks the person at the terminal; absent when nobody is there to answer. */
  prompt?(question: string): Promise<string>
}

export const usage = `Usage: npm run atelier -- <command>
  migrate                                   bring the database to the latest schema
  seed-demo                                 load the demo website
  create-site --domain D --title T [--start-from S]
                                            add a website served at domain D, filled with the
                                            starting site S (shop, portfolio or blog), else empty
                                            (the editor then offers the starting sites)
  create-owner --email E --password P [--domain D] [--role R]
                                            add an owner (or OWNER_EMAIL / OWNER_PASSWORD) with
                                            role R (default admin; e.g. store-manager, viewer,
                                            website-manager) on the website at domain D, or on
                                            every website without --domain; an existing owner
                                            gets the role on D (their password is unchanged)
  create-site-user --domain D --email E     add a visitor account to the website at domain D;
                                            password from SITE_USER_PASSWORD or asked for
  export-site --domain D [--out F]          write the site as one JSON document
  import-site F [--domain D]                load a site exported with export-site
  worker                                    run the background steps (mail, scheduled publishing,
                                            renewals …) without serving HTTP, until SIGINT/SIGTERM`

export interface CliOptions {
  /** Ends `worker` (tests); without it the worker runs until SIGINT or SIGTERM. */
  stop?: AbortSignal
  /** Builds the app for `worker` (`cli.ts` passes `app.ts`'s; the CLI never imports the root). */
  buildApp?: BuildApp
  /** Where SITE_USER_PASSWORD is read; `process.env` by default. */
  env?: Record<string, string | undefined>
}

/** Runs one command; returns the process exit code. `storage` is for tests (else from config). */
export async function runCli(
  argv: readonly string[],
  config: Config,
  io: CliIo,
  storage?: Storage,
  options: CliOptions = {},
): Promise<number> {
  const args = parseArgs(argv)
  if ('error' in args) {
    io.err(`${args.error}\n${usage}`)
    return 2
  }
  if (args.command === undefined || args.command === 'help' || args.command === '--help') {
    io.out(usage)
    return args.command === undefined ? 2 : 0
  }
  const owned = storage === undefined
  const db = storage ?? openStorage(storageOptionsFor(config))
  try {
    const applied = await runMigrations(db)
    const attempts = createStoredAttemptCounter(db)
    const services: AppServices = {
      config,
      storage: db,
      fileStore: fileStoreFor(config),
      now: () => new Date(),
      loginLimiter: createStoredLoginRateLimiter(attempts),
      attempts,
      searchIndex: createSearchIndex(db),
    }
    if (args.command === 'worker') {
      if (options.buildApp === undefined) throw new Error('the worker command needs buildApp')
      return await runWorker(options.buildApp, services, io, options.stop)
    }
    if (args.command === 'create-site-user') {
      return await createSiteUserCommand(args.flags, services, io, options.env ?? process.env)
    }
    return await runCommand(args.command, args.positional, args.flags, services, applied, io)
  } catch (error) {
    if (error instanceof AtelierError) {
      io.err(error.message)
      return 1
    }
    throw error
  } finally {
    if (owned) await db.close()
  }
}

async function runCommand(
  command: string,
  positional: string[],
  flags: Record<string, string>,
  services: AppServices,
  applied: string[],
  io: CliIo,
): Promise<number> {
  const required = (name: string, fallback?: string): string => {
    const value = flags[name] ?? fallback
    if (value === undefined || value === '') {
      throw new AtelierError('invalid-input', `${command} needs --${name}\n${usage}`)
    }
    return value
  }

  switch (command) {
    case 'migrate':
      io.out(applied.length === 0 ? 'Database is up to date.' : `Applied: ${applied.join(', ')}`)
      return 0
    case 'seed-demo': {
      if ((await seedDemo(services.storage, services)) === undefined) {
        io.err('seed-demo loads the demo into an empty database; this one already has a website.')
        return 1
      }
      io.out('Demo website loaded.')
      return 0
    }
    case 'create-site': {
      const site = await createWebsite(services.storage, {
        domain: required('domain'),
        title: required('title'),
        now: services.now(),
      })
      const startFrom = flags['start-from']
      if (startFrom !== undefined) {
        // The title given here wins over the starting site's sample one.
        await applyStartingSite(services, site.id, startFrom, { keepTitle: true })
      }
      io.out(`Created website ${site.id} (${site.title}) at ${required('domain')}`)
      return 0
    }
    case 'create-owner': {
      const role = roleCode(flags.role ?? 'admin')
      if (role === undefined) {
        throw new AtelierError(
          'invalid-input',
          `Unknown role ${flags.role}; one of ${Object.keys(ContributorRole).join(', ')}`,
        )
      }
      const domain = flags.domain
      const site =
        domain === undefined ? undefined : await findWebsiteForHost(services.storage, domain)
      if (domain !== undefined && site === undefined) {
        throw new AtelierError('not-found', `No website at ${domain}`)
      }
      const email = required('email', services.config.ownerEmail)
      const existing = await findOwnerByEmail(services.storage, email)
      const owner =
        existing ??
        (await createOwner(services.storage, {
          email,
          password: required('password', services.config.ownerPassword),
          now: services.now(),
        }))
      const grant = { userId: owner.id, role, now: services.now() }
      // Without a domain: an installation owner, as before sites had members.
      if (site === undefined) await addMemberEverywhere(services.storage.db, grant)
      else await addMember(services.storage.db, { ...grant, websiteId: site.id })
      const where = site === undefined ? 'every website' : domain
      io.out(
        `${existing === undefined ? 'Created owner' : 'Added'} ${owner.email} as ${roleName(role)} of ${where}`,
      )
      return 0
    }
    case 'export-site': {
      const domain = required('domain')
      const site = await findWebsiteForHost(services.storage, domain)
      if (site === undefined) throw new AtelierError('not-found', `No website at ${domain}`)
      const text = `${JSON.stringify(await exportSite(services, site.id), null, 2)}\n`
      if (flags.out === undefined) io.out(text)
      else {
        await fsp.writeFile(flags.out, text)
        io.err(`Wrote ${flags.out}`)
      }
      return 0
    }
    case 'import-site': {
      const file = positional[0]
      if (file === undefined)
        throw new AtelierError('invalid-input', `import-site needs a file\n${usage}`)
      let bundle: unknown
      try {
        bundle = JSON.parse(await fsp.readFile(file, 'utf8'))
      } catch (error) {
        throw new AtelierError('invalid-input', `Cannot read ${file}: ${(error as Error).message}`)
      }
      const parsed = parseSiteBundle(bundle)
      const { websiteId } = await importSite(
        services,
        parsed,
        flags.domain === undefined ? {} : { domain: flags.domain },
      )
      // Imported pages, posts and products become findable through /search right away.
      await indexSiteContent(services.searchIndex, parsed)
      io.out(`Imported website ${websiteId}`)
      return 0
    }
    default:
      io.err(`Unknown command ${command}\n${usage}`)
      return 2
  }
}

/** `create-site-user`: the password comes from SITE_USER_PASSWORD, else from a prompt. */
async function createSiteUserCommand(
  flags: Record<string, string>,
  services: AppServices,
  io: CliIo,
  env: Record<string, string | undefined>,
): Promise<number> {
  const { domain, email } = flags
  if (domain === undefined || email === undefined) {
    throw new AtelierError('invalid-input', `create-site-user needs --domain and --email\n${usage}`)
  }
  const site = await findWebsiteForHost(services.storage, domain)
  if (site === undefined) throw new AtelierError('not-found', `No website at ${domain}`)
  const password =
    env.SITE_USER_PASSWORD !== undefined && env.SITE_USER_PASSWORD !== ''
      ? env.SITE_USER_PASSWORD
      : await io.prompt?.(`Password for ${email}: `)
  if (password === undefined || password === '') {
    throw new AtelierError(
      'invalid-input',
      'create-site-user needs SITE_USER_PASSWORD or a password typed at the prompt',
    )
  }
  const user = await createSiteUser(services.storage, {
    websiteId: site.id,
    email,
    password,
    now: services.now(),
  })
  io.out(`Created site user ${user.email} on ${domain}`)
  return 0
}
