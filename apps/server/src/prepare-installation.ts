import { ContributorRole } from '@atelier/schema'
import type { FastifyBaseLogger } from 'fastify'
import type { AppServices } from './app-services.js'
import { countOwners, createOwner } from './auth/owner-repository.js'
import { seedDemo } from './demo/seed-demo.js'
import { addMemberEverywhere } from './access/membership-repository.js'
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
  if (config.ownerEmail !== undefined && config.ownerPassword !== undefined) {
    if ((await countOwners(storage)) === 0) {
      const owner = await createOwner(storage, {
        email: config.ownerEmail,
        password: config.ownerPassword,
        now: services.now(),
      })
      log.info({ email: owner.email }, 'created the first owner')
      await prepareWebsite(services, log)
      // The installation's first owner runs every website it has.
      await addMemberEverywhere(storage.db, {
        userId: owner.id,
        role: ContributorRole.admin,
        now: services.now(),
      })
      return
    }
  }
  await prepareWebsite(services, log)
}

/** The demo website (unless SEED_DEMO=0, else an empty one) when there is no website yet. */
async function prepareWebsite(services: AppServices, log: FastifyBaseLogger): Promise<void> {
  const { config, storage } = services
  if ((await findDefaultWebsite(storage)) !== undefined) return
  if (config.seedDemo) {
    await seedDemo(storage, services)
    log.info('seeded the demo website')
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
  log.info('created an empty default website')
}
