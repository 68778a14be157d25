import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { ensureCrumbCookie } from '../security/crumb.js'
import { listAccountMemberships } from './account-memberships.js'
import { listAccountNewsletters } from './account-newsletters.js'
import { membershipsHtml, newslettersHtml } from './account-sections-html.js'
import type { SignedInAccount } from './signed-in-account.js'

/**
 * The memberships and newsletter sections of /account (issue 21), ready to sit in the page's side
 * column; empty when the customer has no membership and the site no mailing list.
 */
export async function accountMemberSections(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  account: SignedInAccount,
  now: Date,
): Promise<string> {
  const website = request.site.website
  const [memberships, newsletters] = await Promise.all([
    listAccountMemberships(services.storage, website, account, now),
    listAccountNewsletters(services.storage.db, account),
  ])
  if (memberships.length === 0 && newsletters.length === 0) return ''
  const model = {
    memberships,
    newsletters,
    locale: website.locale,
    timeZone: request.site.timeZone,
    crumb: ensureCrumbCookie(request, reply),
  }
  return membershipsHtml(model) + newslettersHtml(model)
}
