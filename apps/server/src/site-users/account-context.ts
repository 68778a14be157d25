import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AppServices } from '../app-services.js'
import { accountLinkAllowed, accountMailAllowed } from '../auth/account-mail-limits.js'
import { setSignedInCookies, siteUserSessionCookieName } from '../auth/site-user-cookies.js'
import {
  browserSessionMs,
  createSiteUserSession,
  deleteSiteUserSession,
} from '../auth/site-user-sessions.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { cartTokenOf, setCartCookies } from '../commerce/cart-cookies.js'
import { signInCart } from '../commerce/site-user-cart.js'
import { AtelierError } from '../errors/atelier-error.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { requestBaseUrl } from '../mail/site-base-url.js'
import type { AccountContext } from './customer-accounts.js'
import { normaliseEmail } from '../auth/owner-repository.js'

/** The account operations' context for this request: links on the site's configured address. */
export async function accountContext(
  request: FastifyRequest,
  services: AppServices,
): Promise<AccountContext> {
  return {
    storage: services.storage,
    mailer: createOutboxMailer(services.storage.db, services.now),
    site: { id: request.site.id, title: request.site.title },
    siteUrl: await requestBaseUrl(request),
    now: services.now(),
  }
}

/** Sign-up and reset are refused (404) on a site whose owner turned customer accounts off. */
export function requireAccountsOn(request: FastifyRequest): void {
  if (request.site.website.settings.storeSettings.customerAccounts === 'off') {
    throw new AtelierError('not-found', siteUserStrings.accountsOff)
  }
}

const scopeOf = (request: FastifyRequest) => `site-user|${request.site.id}`

/** Counts a request that mails a link, before anything is looked up; a 429 over the limits. */
export async function countMailRequest(
  request: FastifyRequest,
  services: AppServices,
  email: string,
): Promise<void> {
  const who = { scope: scopeOf(request), address: request.ip, email: normaliseEmail(email) }
  if (!(await accountMailAllowed(services.attempts, who, services.now()))) {
    throw new AtelierError('rate-limited', siteUserStrings.tooManyRequests)
  }
}

/** Counts an attempt to open a link from this address; a 429 over the limit. */
export async function countLinkRequest(
  request: FastifyRequest,
  services: AppServices,
): Promise<void> {
  const who = { scope: scopeOf(request), address: request.ip }
  if (!(await accountLinkAllowed(services.attempts, who, services.now()))) {
    throw new AtelierError('rate-limited', siteUserStrings.tooManyRequests)
  }
}

/** Signs this browser in to the account with a new session (after a verification or a reset). */
export async function signInBrowser(
  request: FastifyRequest,
  reply: FastifyReply,
  services: AppServices,
  siteUserId: string,
): Promise<void> {
  const previous = request.cookies[siteUserSessionCookieName]
  if (previous !== undefined) await deleteSiteUserSession(services.storage, previous)
  const token = await createSiteUserSession(services.storage, {
    siteUserId,
    websiteId: request.site.id,
    now: services.now(),
    lifetimeMs: browserSessionMs,
  })
  setSignedInCookies(request, reply, { token, siteUserId, rememberMe: false })
  const deps = { storage: services.storage, now: services.now }
  const cartToken = await signInCart(deps, request.site, siteUserId, cartTokenOf(request))
  if (cartToken !== undefined) setCartCookies(request, reply, cartToken)
}
