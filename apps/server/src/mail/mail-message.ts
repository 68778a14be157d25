import type { MailKind, MailTexts } from './templates/mail-kinds.js'

/** A mail as domain code composes it; the outbox and the transports carry it unchanged. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  /**
   * Without it, a site's mail gets the branded HTML made from `text` (`branding/`); a fragment is
   * set in the branded layout; a whole document (`<html …>`) is sent as it is.
   */
  html?: string | undefined
  /** The website the mail is about, so an owner's outbox lists only their site's mail. */
  websiteId?: string | undefined
  /** The sender's display name; the mailer sets the shop's name on every site's mail. */
  senderName?: string | undefined
  /** Where replies go (a form notice: the submitter), already checked to be an address. */
  replyTo?: string | undefined
  /**
   * A mail the owner can edit (subject and opening text): the mailer rebuilds it with the site's
   * saved texts, when there are any, before it is queued. Never stored.
   */
  editable?: { kind: MailKind; rebuild(texts: MailTexts): MailMessage } | undefined
  /**
   * Extra headers, as list mail needs (`List-Unsubscribe`, `List-Unsubscribe-Post`): ASCII names
   * and values, kept in the outbox row and written by both transports.
   */
  headers?: Record<string, string> | undefined
}
