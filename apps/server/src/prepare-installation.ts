import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from './app-services.js'
import { createFirstOwner, needsFirstOwner } from './people/first-owner.js'
import { seedDemo } from './demo/seed-demo.js'
import { AtelierError } from './errors/atelier-error.js'
import { createPage, updatePage } from './editor-api/pages-service.js'
import { createWebsite, findDefaultWebsite } from './sites/website-repository.js'

/**
 * First-start chores: the owner from OWNER_EMAIL/OWNER_PASSWORD when there is none, and a website
 * to serve (the demo unless SEED_DEMO=0, else an empty one), so localhost always answers.
 */
export async function prepareInstallation(
  services: AppServices,
  log: FastifyBaseLogger,
): Promise<void> {
  const { config, storage } = services
  await prepareWebsite(services, log)
  if (config.ownerEmail === undefined || config.ownerPassword === undefined) return
  if (!(await needsFirstOwner(storage))) return
  try {
    // The installation's first owner runs every website it has.
    const owner = await createFirstOwner(storage, {
      email: config.ownerEmail,
      password: config.ownerPassword,
      now: services.now(),
    })
    log.debug({ email: owner.email }, 'created the first owner')
  } catch (error) {
    // Another process (or the setup screen) made the first owner a moment ago: nothing to do.
    if (!(error instanceof AtelierError && error.code === 'conflict')) throw error
  }
}

/** The demo website (unless SEED_DEMO=0, else an empty one) when there is no website yet. */
async function prepareWebsite(services: AppServices, log: FastifyBaseLogger): Promise<void> {
  const { config, storage } = services
  if ((await findDefaultWebsite(storage)) !== undefined) return
  if (config.seedDemo) {
    await seedDemo(storage, services)
    log.debug('seeded the demo website')
    if ((await findDefaultWebsite(storage)) !== undefined) return
  }
  const site = await createWebsite(storage, { title: 'My Site', now: services.now() })
  // One published, empty Home page, so the owner's first visit to / shows their site, not a 404.
  const home = await createPage(services, site.id, { kind: 'page', title: 'Home', section: 'main' })
  const published = home.ok
    ? await updatePage(services, site.id, home.value.id, { status: 'published' })
    : home
  if (!published.ok) {
    // A fixed title on a new site cannot be refused; if it is, that is a bug to see at once.
    throw new Error(`Cannot create the first page: ${JSON.stringify(published)}`)
  }
  log.debug('created an empty default website')
}
