/** A mail as domain code composes it; the outbox and the transports carry it unchanged. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string | undefined
  /** The website the mail is about, so an owner's outbox lists only their site's mail. */
  websiteId?: string | undefined
  /**
   * Extra headers, as list mail needs (`List-Unsubscribe`, `List-Unsubscribe-Post`): ASCII names
   * and values, kept in the outbox row and written by both transports.
   */
  headers?: Record<string, string> | undefined
}
