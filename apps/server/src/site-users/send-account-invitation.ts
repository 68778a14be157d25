import { normaliseEmail } from '../auth/owner-repository.js'
import { accountInvitationMail } from '../mail/account-mails.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import { createOutboxMailer } from '../mail/mailer.js'
import type { Storage } from '../storage/open-storage.js'
import { invitationLifetimeMs, invitationSecret, invitationToken } from './account-invitation.js'

export const setPasswordPath = '/account/set-password'

/**
 * Queues the mail inviting a customer to make an account: a signed link, good for 7 days, on the
 * site's configured domain (never the Host of the owner's request).
 */
export async function sendAccountInvitation(
  storage: Storage,
  input: { websiteId: string; siteTitle: string; email: string; now: Date; localPort?: number },
): Promise<void> {
  const email = normaliseEmail(input.email)
  const token = invitationToken(await invitationSecret(storage.db), {
    websiteId: input.websiteId,
    email,
    expiresMs: input.now.getTime() + invitationLifetimeMs,
  })
  const base = await siteBaseUrl(storage, input.websiteId, input.localPort)
  const link = `${base}${setPasswordPath}?token=${encodeURIComponent(token)}`
  await createOutboxMailer(storage.db, () => input.now).send(
    accountInvitationMail({
      websiteId: input.websiteId,
      siteTitle: input.siteTitle,
      siteUrl: base,
      to: email,
      link,
    }),
  )
}
