import type { MailMessage } from './mail-message.js'

/** Hands one message to the outside world; throws when it could not. */
export interface MailTransport {
  deliver(id: string, message: MailMessage): Promise<void>
}
