import type { Kysely } from 'kysely'
import { failure, type Failure } from '../errors/failure.js'
import type { MailingListProvider } from '../mailing/mailing-list-provider.js'
import { subscribeToNewsletter, type NewsletterDeps } from '../mailing/subscribe-to-newsletter.js'
import type { Database } from '../storage/database.js'
import { accountSectionStrings as strings } from './account-sections-strings.js'
import type { SignedInAccount } from './signed-in-account.js'

/** Where the customer's email stands on one of the site's lists; `none`: never on it. */
export type NewsletterStanding = 'subscribed' | 'pending' | 'unsubscribed' | 'none'

export interface AccountNewsletter {
  listId: string
  name: string
  doubleOptIn: boolean
  standing: NewsletterStanding
}

type Viewer = Pick<SignedInAccount, 'websiteId' | 'email'>

const standingOf = (status: string | null): NewsletterStanding =>
  status === 'subscribed' || status === 'pending'
    ? status
    : status === null
      ? 'none'
      : 'unsubscribed'

/** Every mailing list of the site (by name), with the customer's email's status on each. */
export async function listAccountNewsletters(
  db: Kysely<Database>,
  viewer: Viewer,
): Promise<AccountNewsletter[]> {
  const rows = await db
    .selectFrom('mailingLists')
    .leftJoin('mailingListSubscribers', (join) =>
      join
        .onRef('mailingListSubscribers.websiteId', '=', 'mailingLists.websiteId')
        .onRef('mailingListSubscribers.listId', '=', 'mailingLists.id')
        .on('mailingListSubscribers.email', '=', viewer.email),
    )
    .select([
      'mailingLists.id',
      'mailingLists.name',
      'mailingLists.doubleOptIn',
      'mailingListSubscribers.status',
    ])
    .where('mailingLists.websiteId', '=', viewer.websiteId)
    .orderBy('mailingLists.name')
    .orderBy('mailingLists.id')
    .execute()
  return rows.map((row) => ({
    listId: row.id,
    name: row.name,
    doubleOptIn: row.doubleOptIn === 1,
    standing: standingOf(row.status),
  }))
}

async function listExists(db: Kysely<Database>, websiteId: string, listId: string) {
  const row = await db
    .selectFrom('mailingLists')
    .select('id')
    .where('websiteId', '=', websiteId)
    .where('id', '=', listId)
    .executeTakeFirst()
  return row !== undefined
}

export type NewsletterChange =
  | { ok: true; standing: NewsletterStanding }
  | Failure<'not-found' | 'sign-up-failed' | 'invalid' | 'missing'>

/**
 * The customer joins one of the site's lists with their account's email, as the newsletter block
 * signs a visitor up: at once, or (double opt-in) pending with the confirmation mail in the outbox.
 */
export async function subscribeAccount(
  deps: NewsletterDeps,
  input: { viewer: Viewer; siteTitle: string; baseUrl: string; listId: string; now: Date },
): Promise<NewsletterChange> {
  const { viewer } = input
  if (!(await listExists(deps.db, viewer.websiteId, input.listId))) {
    return failure('not-found', strings.listNotFound)
  }
  const outcome = await subscribeToNewsletter(deps, {
    websiteId: viewer.websiteId,
    siteTitle: input.siteTitle,
    baseUrl: input.baseUrl,
    listId: input.listId,
    email: viewer.email,
    now: input.now,
  })
  return outcome.ok ? { ok: true, standing: outcome.status } : outcome
}

/** The customer leaves one of the site's lists: at once, no mail, no confirmation. */
export async function unsubscribeAccount(
  db: Kysely<Database>,
  lists: MailingListProvider,
  input: { viewer: Viewer; listId: string; now: Date },
): Promise<NewsletterChange> {
  const { viewer } = input
  if (!(await listExists(db, viewer.websiteId, input.listId))) {
    return failure('not-found', strings.listNotFound)
  }
  const row = await db
    .selectFrom('mailingListSubscribers')
    .select('id')
    .where('websiteId', '=', viewer.websiteId)
    .where('listId', '=', input.listId)
    .where('email', '=', viewer.email)
    .executeTakeFirst()
  if (row === undefined) return { ok: true, standing: 'none' }
  await lists.unsubscribe(viewer.websiteId, row.id, input.now)
  return { ok: true, standing: 'unsubscribed' }
}
