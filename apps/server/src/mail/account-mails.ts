import type { MailMessage } from './mail-message.js'
import type { MailTexts } from './templates/mail-kinds.js'
import { renderMailTexts } from './templates/render-mail-texts.js'

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
export function existingAccountMail(input: AccountMailInput & { resetUrl: string }): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${shop(input)}: you already have an account`,
    text: [
      `Someone tried to create an account at ${shop(input)} with this email, but you already have one.`,
      '',
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
export function emailChangeMail(input: AccountMailInput & { link: string }): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${shop(input)}: confirm your new email`,
    text: [
      `Open this link to use this address for your account at ${shop(input)}:`,
      '',
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
): MailMessage {
  return {
    websiteId: input.websiteId,
    to: input.to,
    subject: `${shop(input)}: your email was changed`,
    text: [
      `The email of your account at ${shop(input)} was changed to ${input.newEmail}. This address no longer signs in.`,
      '',
      `If you didn't do this, reply to this mail or contact ${shop(input)} at ${input.siteUrl} at once.`,
    ].join('\n'),
  }
}
