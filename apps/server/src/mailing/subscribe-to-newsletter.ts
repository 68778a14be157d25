import { normaliseEmail } from '@atelier/schema'
import { validateRestockEmail } from '@atelier/forms'
import type { Kysely } from 'kysely'
import { appSecret } from '../security/app-secret.js'
import type { Mailer } from '../mail/mailer.js'
import { confirmationResendMs } from '../security/visitor-limits.js'
import type { Database } from '../storage/database.js'
import type { MailingListProvider } from './mailing-list-provider.js'
import { MailingStrings } from './mailing-strings.js'
import { confirmationMail } from './newsletter-mails.js'
import { signToken } from './signed-token.js'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'

/** The list of the popup overlay, of a newsletter block without a list, and of restock opt-ins. */
export const defaultListId = 'newsletter'
export const defaultListName = 'Newsletter'

export type NewsletterOutcome =
  { ok: true; status: 'pending' | 'subscribed' } | Failure<'invalid' | 'missing' | 'sign-up-failed'>

export interface NewsletterDeps {
  db: Kysely<Database>
  lists: MailingListProvider
  mailer: Mailer
}

export interface NewsletterSignUp {
  websiteId: string
  siteTitle: string
  /** Where links in the mail point: the address the visitor used, or the site's primary one. */
  baseUrl: string
  listId?: string | undefined
  email: string
  firstName?: string | undefined
  lastName?: string | undefined
  now: Date
}

export const newsletterLinkSecret = 'newsletter-links'

/** Links that act for one subscriber: confirm (double opt-in) and unsubscribe. */
export async function subscriberLink(
  db: Kysely<Database>,
  baseUrl: string,
  purpose: 'confirm' | 'unsubscribe',
  subscriberId: string,
): Promise<string> {
  const token = signToken(await appSecret(db, newsletterLinkSecret), purpose, subscriberId)
  return `${baseUrl}/newsletter/${purpose}?token=${encodeURIComponent(token)}`
}

/** A visitor joins a list; with double opt-in they are mailed a confirmation link first. */
export async function subscribeToNewsletter(
  deps: NewsletterDeps,
  signUp: NewsletterSignUp,
): Promise<NewsletterOutcome> {
  const email = validateRestockEmail(signUp.email)
  if (!email.ok) return failure('invalid', email.message)
  const outcome = await deps.lists.subscribe({
    websiteId: signUp.websiteId,
    listId: signUp.listId ?? defaultListId,
    email: normaliseEmail(email.email),
    firstName: signUp.firstName?.trim() ?? '',
    lastName: signUp.lastName?.trim() ?? '',
    now: signUp.now,
  })
  if (!outcome.ok) {
    return outcome.code === 'unknown-list'
      ? failure('missing', MailingStrings.unknownList)
      : failure('sign-up-failed', MailingStrings.signUpFailed)
  }
  if (
    outcome.status === 'pending' &&
    !(await confirmationRecentlyQueued(deps.db, signUp.websiteId, email.email, signUp.now))
  ) {
    await deps.mailer.send(
      confirmationMail({
        to: email.email,
        websiteId: signUp.websiteId,
        siteTitle: signUp.siteTitle,
        confirmUrl: await subscriberLink(deps.db, signUp.baseUrl, 'confirm', outcome.subscriberId),
        unsubscribeUrl: await subscriberLink(
          deps.db,
          signUp.baseUrl,
          'unsubscribe',
          outcome.subscriberId,
        ),
      }),
    )
  }
  return { ok: true, status: outcome.status }
}

/**
 * Anyone can sign up any address, so a repeat sign-up of a pending address within
 * `confirmationResendMs` queues nothing: the confirmation already on its way is enough, and the
 * address cannot be flooded through this form.
 */
async function confirmationRecentlyQueued(
  db: Kysely<Database>,
  websiteId: string,
  email: string,
  now: Date,
): Promise<boolean> {
  const recent = await db
    .selectFrom('outbox')
    .select('id')
    .where('websiteId', '=', websiteId)
    .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email.toLowerCase()))
    .where('subject', 'like', 'Please confirm your subscription to %')
    .where('createdAt', '>', new Date(now.getTime() - confirmationResendMs).toISOString())
    .executeTakeFirst()
  return recent !== undefined
}
