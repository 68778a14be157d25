import { createHash, randomBytes } from 'node:crypto'
import { invalidEmailMessage, isValidEmail } from '@atelier/schema'
import type { AppServices } from '../app-services.js'
import { loginFailedMessage } from '../auth/auth.routes.js'
import { createOwner, findOwnerByEmail, normaliseEmail } from '../auth/owner-repository.js'
import type { Owner } from '../auth/owner-repository.js'
import { verifyPassword } from '../auth/password-hash.js'
import { AtelierError } from '../errors/atelier-error.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import { createOutboxMailer } from '../mail/mailer.js'
import { newId } from '../storage/new-id.js'
import { roleName } from '../access/role-permissions.js'
import { addMember, findMemberRole } from '../access/membership-repository.js'
import { alreadyMemberMessage, invitationGoneMessage, invitationSubject } from './people-strings.js'
import { writeTransaction } from '../storage/write-transaction.js'

/** How long an invitation link works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000

export interface PendingInvitation {
  id: string
  email: string
  role: number
  createdAt: string
  expiresAt: string
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/**
 * Invites `email` to the website with `role` and queues the mail with the link in the same
 * transaction. The link is built from the website's configured primary domain, never from the
 * request's Host header, so a forged Host cannot send the token elsewhere.
 */
export async function inviteMember(
  services: AppServices,
  input: { websiteId: string; siteTitle: string; email: string; role: number; invitedBy: string },
): Promise<PendingInvitation> {
  const email = normaliseEmail(input.email)
  if (!isValidEmail(email)) {
    throw new AtelierError('invalid-input', invalidEmailMessage)
  }
  const existing = await findOwnerByEmail(services.storage, email)
  if (existing !== undefined) {
    const role = await findMemberRole(services.storage, existing.id, input.websiteId)
    if (role !== undefined) throw new AtelierError('conflict', alreadyMemberMessage)
  }
  const token = randomBytes(32).toString('base64url')
  const now = services.now()
  const invitation: PendingInvitation = {
    id: newId(),
    email,
    role: input.role,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + invitationLifetimeMs).toISOString(),
  }
  const link = `${await siteBaseUrl(services.storage, input.websiteId)}/config/accept?token=${token}`
  const role = roleName(input.role) ?? 'member'
  await writeTransaction(services.storage, async (trx) => {
    await trx
      .insertInto('memberInvitations')
      .values({
        ...invitation,
        websiteId: input.websiteId,
        tokenHash: tokenHash(token),
        invitedBy: input.invitedBy,
        acceptedAt: null,
        revokedAt: null,
      })
      .execute()
    await createOutboxMailer(trx, services.now).send(
      {
        to: email,
        subject: invitationSubject(input.siteTitle),
        text: [
          `You are invited to ${input.siteTitle} as ${role}.`,
          '',
          `Accept the invitation: ${link}`,
          '',
          'The link works for 7 days.',
        ].join('\n'),
        websiteId: input.websiteId,
      },
      trx,
    )
  })
  return invitation
}

export async function pendingInvitations(
  services: AppServices,
  websiteId: string,
): Promise<PendingInvitation[]> {
  return services.storage.db
    .selectFrom('memberInvitations')
    .select(['id', 'email', 'role', 'createdAt', 'expiresAt'])
    .where('websiteId', '=', websiteId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', services.now().toISOString())
    .orderBy('createdAt', 'desc')
    .execute()
}

export async function revokeInvitation(
  services: AppServices,
  websiteId: string,
  id: string,
): Promise<void> {
  const result = await services.storage.db
    .updateTable('memberInvitations')
    .set({ revokedAt: services.now().toISOString() })
    .where('id', '=', id)
    .where('websiteId', '=', websiteId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) {
    throw new AtelierError('not-found', 'There is no pending invitation with this id.')
  }
}

/** What the accept page shows: the website, the email invited and whether it has an account. */
export async function openInvitation(
  services: AppServices,
  websiteId: string,
  token: string,
): Promise<{ email: string; role: number; hasAccount: boolean }> {
  const row = await services.storage.db
    .selectFrom('memberInvitations')
    .select(['email', 'role'])
    .where('tokenHash', '=', tokenHash(token))
    .where('websiteId', '=', websiteId)
    .where('acceptedAt', 'is', null)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', services.now().toISOString())
    .executeTakeFirst()
  if (row === undefined) throw new AtelierError('gone', invitationGoneMessage)
  const hasAccount = (await findOwnerByEmail(services.storage, row.email)) !== undefined
  return { email: row.email, role: row.role, hasAccount }
}

/**
 * Accepts an invitation: a new person chooses their password, someone with an account proves it
 * with theirs. The invitation is spent with a compare-and-set, so a link accepts once.
 */
export async function acceptInvitation(
  services: AppServices,
  input: { websiteId: string; token: string; password: string },
): Promise<Owner> {
  const invitation = await openInvitation(services, input.websiteId, input.token)
  const now = services.now()
  const existing = await services.storage.db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash'])
    .where('email', '=', invitation.email)
    .executeTakeFirst()
  let owner: Owner
  if (existing === undefined) {
    owner = await createOwner(services.storage, {
      email: invitation.email,
      password: input.password,
      now,
    })
  } else {
    if (!(await verifyPassword(input.password, existing.passwordHash))) {
      throw new AtelierError('bad-credentials', loginFailedMessage)
    }
    owner = { id: existing.id, email: existing.email }
  }
  await writeTransaction(services.storage, async (trx) => {
    const spent = await trx
      .updateTable('memberInvitations')
      .set({ acceptedAt: now.toISOString() })
      .where('tokenHash', '=', tokenHash(input.token))
      .where('acceptedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .executeTakeFirst()
    if (Number(spent.numUpdatedRows) === 0) {
      throw new AtelierError('gone', invitationGoneMessage)
    }
    await addMember(trx, {
      userId: owner.id,
      websiteId: input.websiteId,
      role: invitation.role,
      now,
    })
  })
  return owner
}
