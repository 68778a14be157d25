import type { MailMessage } from './mail-message.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { introLines, renderMailTexts } from './templates/render-mail-texts.js'

/** What every customer-account mail is given: the shop, its address and the recipient. */
interface AccountMailInput {
  websiteId: string
  /** The site title: the shop's name in the subject and the text. */
  siteTitle: string
  /** The site's configured address (`siteBaseUrl`), never the request's Host header. */
  siteUrl: string
  to: string
}

const shop = (input: AccountMailInput) => input.siteTitle || input.siteUrl
const ignore = "If you didn't ask for this, you can ignore this mail: nothing changes."
const shopValues = (input: AccountMailInput) => ({
  'shop.name': shop(input),
  'shop.url': input.siteUrl,
})

/** The link that verifies a new account's address. */
export function verifyEmailMail(
  input: AccountMailInput & { link: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('account-verify', texts, shopValues(input))
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'account-verify', rebuild: (edited) => verifyEmailMail(input, edited) },
    text: [texted.intro, '', input.link, '', 'The link works once, for 24 hours.', '', ignore].join(
      '\n',
    ),
  }
}

/**
 * Sent instead of a verification mail when someone signs up with an address that already has an
 * account, so the sign-up form answers the same either way.
 */
export function existingAccountMail(
  input: AccountMailInput & { resetUrl: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('account-exists', texts, shopValues(input))
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'account-exists', rebuild: (edited) => existingAccountMail(input, edited) },
    text: [
      ...introLines(texted.intro),
      `Forgot your password? Choose a new one here: ${input.resetUrl}`,
      `Or sign in: ${input.siteUrl}/account/login`,
      '',
      ignore,
    ].join('\n'),
  }
}

/** The link that lets the account choose a new password. */
export function passwordResetMail(
  input: AccountMailInput & { link: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('password-reset', texts, shopValues(input))
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'password-reset', rebuild: (edited) => passwordResetMail(input, edited) },
    text: [
      texted.intro,
      '',
      input.link,
      '',
      'The link works once, for one hour. Choosing a new password signs out every other device.',
      '',
      ignore,
    ].join('\n'),
  }
}

/** Sent to the new address of an email change: it changes once this link is opened. */
export function emailChangeMail(
  input: AccountMailInput & { link: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('email-change', texts, shopValues(input))
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'email-change', rebuild: (edited) => emailChangeMail(input, edited) },
    text: [
      ...introLines(texted.intro),
      input.link,
      '',
      'The link works once, for 24 hours.',
      '',
      ignore,
    ].join('\n'),
  }
}

/** Tells the old address that the account's email was changed, with whom to tell if it wasn't you. */
export function emailChangedNoticeMail(
  input: AccountMailInput & { newEmail: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('email-changed', texts, {
    ...shopValues(input),
    'account.newEmail': input.newEmail,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: { kind: 'email-changed', rebuild: (edited) => emailChangedNoticeMail(input, edited) },
    text: [
      ...introLines(texted.intro),
      `If you didn't do this, reply to this mail or contact ${shop(input)} at ${input.siteUrl} at once.`,
    ].join('\n'),
  }
}

/** The owner invites a customer to make an account: the signed link lets them choose a password. */
export function accountInvitationMail(
  input: AccountMailInput & { link: string },
  texts?: MailTexts,
): MailMessage {
  const texted = renderMailTexts('account-invitation', texts, {
    ...shopValues(input),
    'customer.email': input.to,
  })
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: texted.subject,
    editable: {
      kind: 'account-invitation',
      rebuild: (edited) => accountInvitationMail(input, edited),
    },
    text: [
      'Hello,',
      '',
      ...introLines(texted.intro),
      'Choose your password here (the link works for 7 days):',
      input.link,
      '',
    ].join('\n'),
  }
}
