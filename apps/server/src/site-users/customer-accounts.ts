import { isValidEmail } from '@atelier/schema'
import type { Kysely } from 'kysely'
import { normaliseEmail } from '../auth/owner-repository.js'
import { hashPassword, verifyPassword } from '../auth/password-hash.js'
import { passwordProblem } from '../auth/password-rule.js'
import { deleteSiteUserSessions } from '../auth/site-user-sessions.js'
import { siteUserStrings } from '../auth/site-user-strings.js'
import { issueSiteUserToken, spendSiteUserToken } from '../auth/site-user-tokens.js'
import { AtelierError } from '../errors/atelier-error.js'
import {
  emailChangedNoticeMail,
  emailChangeMail,
  existingAccountMail,
  passwordResetMail,
  verifyEmailMail,
} from '../mail/account-mails.js'
import type { Mailer } from '../mail/mailer.js'
import type { Database } from '../storage/database.js'
import { newId } from '../storage/new-id.js'
import type { Storage } from '../storage/open-storage.js'
import { withSiteUserTables } from '../storage/site-user-tables.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { accountPaths } from './account-paths.js'
import { withSavedCardsTables } from '../saved-cards/saved-cards-tables.js'

/** What the account operations need: storage, the outbox and the site as mail names it. */
export interface AccountContext {
  storage: Storage
  mailer: Mailer
  site: { id: string; title: string }
  /** The site's configured address, for links in mail. */
  siteUrl: string
  now: Date
}

function mailBase(context: AccountContext, to: string) {
  return { websiteId: context.site.id, siteTitle: context.site.title, siteUrl: context.siteUrl, to }
}

/** A valid normalised email, or a 400 with the SPEC message. */
export function acceptedEmail(value: string): string {
  const email = normaliseEmail(value)
  if (!isValidEmail(email)) throw new AtelierError('invalid-input', siteUserStrings.invalidEmail)
  return email
}

function acceptedPassword(password: string, email?: string): void {
  const problem = passwordProblem(password, email)
  if (problem !== undefined) throw new AtelierError('invalid-input', problem)
}

async function findUser(
  db: Kysely<Database>,
  websiteId: string,
  by: { id: string } | { email: string },
) {
  let query = withSiteUserTables(db)
    .selectFrom('siteUsers')
    .selectAll()
    .where('websiteId', '=', websiteId)
  query = 'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)
  return query.executeTakeFirst()
}

/**
 * Sign-up. A new address gets an unverified account and a verification link; an address with a
 * verified account gets an "you already have an account" mail instead; an unverified one a new
 * link carrying the new password. The caller answers the same in every case.
 */
export async function signUp(
  context: AccountContext,
  input: { email: string; password: string },
): Promise<void> {
  const email = acceptedEmail(input.email)
  acceptedPassword(input.password, email)
  const passwordHash = await hashPassword(input.password)
  const { storage, site, now } = context
  await writeTransaction(storage, async (trx) => {
    const existing = await findUser(trx, site.id, { email })
    if (existing?.emailVerifiedAt != null) {
      await context.mailer.send(
        existingAccountMail({
          ...mailBase(context, email),
          resetUrl: `${context.siteUrl}${accountPaths.reset}`,
        }),
        trx,
      )
      return
    }
    let siteUserId = existing?.id
    if (siteUserId === undefined) {
      // Concurrent sign-ups of one address: the first makes the account, the others (waiting on
      // its unique key) find it made and send their own link, as for an unverified account.
      await withSiteUserTables(trx)
        .insertInto('siteUsers')
        .values({
          id: newId(),
          websiteId: site.id,
          email,
          // Unusable until the link is opened: the account takes the link's password then.
          passwordHash,
          createdAt: now.toISOString(),
          emailVerifiedAt: null,
        })
        .onConflict((conflict) => conflict.columns(['websiteId', 'email']).doNothing())
        .execute()
      const made = await findUser(trx, site.id, { email })
      if (made === undefined) throw new Error('the site user was neither made nor found')
      siteUserId = made.id
    }
    const token = await issueSiteUserToken(trx, {
      siteUserId,
      websiteId: site.id,
      purpose: 'verify-email',
      email,
      passwordHash,
      now,
    })
    await context.mailer.send(
      verifyEmailMail({
        ...mailBase(context, email),
        link: `${context.siteUrl}${accountPaths.verify}#token=${token}`,
      }),
      trx,
    )
  })
}

/**
 * Opens a verification or email-change link: the address is verified (a sign-up's account takes
 * the password chosen with the link), every session of the account ends, and the account's id is
 * answered for the caller to sign this browser in.
 */
export async function verifyEmail(context: AccountContext, token: string): Promise<string> {
  const { storage, site, now } = context
  return writeTransaction(storage, async (trx) => {
    const spent = await spendSiteUserToken(trx, {
      websiteId: site.id,
      token,
      purposes: ['verify-email', 'change-email'],
      now,
    })
    if (spent === undefined) throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
    const user = await findUser(trx, site.id, { id: spent.siteUserId })
    if (user === undefined) throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
    const users = withSiteUserTables(trx)
    if (spent.purpose === 'verify-email') {
      if (user.email !== spent.email)
        throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
      await users
        .updateTable('siteUsers')
        .set({
          emailVerifiedAt: user.emailVerifiedAt ?? now.toISOString(),
          passwordHash: spent.passwordHash ?? user.passwordHash,
        })
        .where('id', '=', user.id)
        .execute()
    } else {
      const taken = await findUser(trx, site.id, { email: spent.email })
      if (taken !== undefined) throw new AtelierError('conflict', siteUserStrings.emailTaken)
      await users
        .updateTable('siteUsers')
        .set({ email: spent.email, emailVerifiedAt: now.toISOString() })
        .where('id', '=', user.id)
        .execute()
      await context.mailer.send(
        emailChangedNoticeMail({ ...mailBase(context, user.email), newEmail: spent.email }),
        trx,
      )
    }
    await deleteSiteUserSessions(trx, user.id)
    return user.id
  })
}

/** Mails a reset link when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(
  context: AccountContext,
  emailInput: string,
): Promise<void> {
  const email = acceptedEmail(emailInput)
  const { storage, site, now } = context
  await writeTransaction(storage, async (trx) => {
    const user = await findUser(trx, site.id, { email })
    if (user === undefined) return
    const token = await issueSiteUserToken(trx, {
      siteUserId: user.id,
      websiteId: site.id,
      purpose: 'reset-password',
      email,
      now,
    })
    await context.mailer.send(
      passwordResetMail({
        ...mailBase(context, email),
        link: `${context.siteUrl}${accountPaths.reset}#token=${token}`,
      }),
      trx,
    )
  })
}

/**
 * Sets a new password through a reset link: every session of the account ends (the caller signs
 * this browser in) and the address counts as verified, since the link reached it.
 */
export async function completePasswordReset(
  context: AccountContext,
  input: { token: string; password: string },
): Promise<string> {
  const { storage, site, now } = context
  // The password is judged before the link is spent, so a refused one leaves the link working.
  const problem = passwordProblem(input.password)
  if (problem !== undefined) throw new AtelierError('invalid-input', problem)
  const passwordHash = await hashPassword(input.password)
  return writeTransaction(storage, async (trx) => {
    const spent = await spendSiteUserToken(trx, {
      websiteId: site.id,
      token: input.token,
      purposes: ['reset-password'],
      now,
    })
    const user = spent && (await findUser(trx, site.id, { id: spent.siteUserId }))
    if (user === undefined || spent === undefined || user.email !== spent.email) {
      throw new AtelierError('invalid-input', siteUserStrings.linkInvalid)
    }
    acceptedPassword(input.password, user.email)
    await withSiteUserTables(trx)
      .updateTable('siteUsers')
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? now.toISOString() })
      .where('id', '=', user.id)
      .execute()
    await deleteSiteUserSessions(trx, user.id)
    return user.id
  })
}

/** The signed-in account, checked against its current password (a 403 when it is wrong). */
async function confirmedUser(context: AccountContext, siteUserId: string, password: string) {
  const user = await findUser(context.storage.db, context.site.id, { id: siteUserId })
  if (user === undefined) throw new AtelierError('not-signed-in', siteUserStrings.notSignedIn)
  if (!(await verifyPassword(password, user.passwordHash))) {
    throw new AtelierError('forbidden', siteUserStrings.wrongCurrentPassword)
  }
  return user
}

/** Changes the password given the current one; every other session of the account ends. */
export async function changePassword(
  context: AccountContext,
  input: { siteUserId: string; currentPassword: string; newPassword: string; keepToken: string },
): Promise<void> {
  const user = await confirmedUser(context, input.siteUserId, input.currentPassword)
  acceptedPassword(input.newPassword, user.email)
  const passwordHash = await hashPassword(input.newPassword)
  await writeTransaction(context.storage, async (trx) => {
    await withSiteUserTables(trx)
      .updateTable('siteUsers')
      .set({ passwordHash })
      .where('id', '=', user.id)
      .execute()
    await deleteSiteUserSessions(trx, user.id, input.keepToken)
  })
}

/**
 * Mails a link to the new address; the email changes when it is opened (and the old address is
 * told then). An address another account holds gets no mail, and the answer is the same.
 */
export async function requestEmailChange(
  context: AccountContext,
  input: { siteUserId: string; password: string; newEmail: string },
): Promise<void> {
  const newEmail = acceptedEmail(input.newEmail)
  const user = await confirmedUser(context, input.siteUserId, input.password)
  if (newEmail === user.email) throw new AtelierError('invalid-input', siteUserStrings.sameEmail)
  const { storage, site, now } = context
  await writeTransaction(storage, async (trx) => {
    if ((await findUser(trx, site.id, { email: newEmail })) !== undefined) return
    const token = await issueSiteUserToken(trx, {
      siteUserId: user.id,
      websiteId: site.id,
      purpose: 'change-email',
      email: newEmail,
      now,
    })
    await context.mailer.send(
      emailChangeMail({
        ...mailBase(context, newEmail),
        link: `${context.siteUrl}${accountPaths.verify}#token=${token}`,
      }),
      trx,
    )
  })
}

/**
 * Deletes the account given its password: its sessions, links and carts' tie to it go with it.
 * Orders stay for the shop's books (they hold the email they were placed with, not the account).
 */
export async function deleteAccount(
  context: AccountContext,
  input: { siteUserId: string; password: string },
): Promise<void> {
  const user = await confirmedUser(context, input.siteUserId, input.password)
  await writeTransaction(context.storage, async (trx) => {
    await trx
      .deleteFrom('carts')
      .where('siteUserId', '=', user.id)
      .where('isPurchased', '=', 0)
      .execute()
    await trx
      .updateTable('carts')
      .set({ siteUserId: null })
      .where('siteUserId', '=', user.id)
      .execute()
    // Said outright rather than left to the foreign keys' cascade.
    await deleteSiteUserSessions(trx, user.id)
    const tables = withSiteUserTables(trx)
    await tables.deleteFrom('siteUserTokens').where('siteUserId', '=', user.id).execute()
    // The account's links to its saved cards (a subscription that renews keeps its own token).
    await withSavedCardsTables(trx)
      .deleteFrom('savedPaymentMethods')
      .where('siteUserId', '=', user.id)
      .execute()
    await tables.deleteFrom('siteUsers').where('id', '=', user.id).execute()
  })
}
