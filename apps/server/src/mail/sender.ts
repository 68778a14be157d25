import type { MailMessage } from './mail-message.js'

/** The bare address of the configured sender (`Atelier <no-reply@…>` → `no-reply@…`). */
export function senderAddress(from: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(from)
  return (bracketed?.[1] ?? from).trim()
}

/**
 * The `From` and `Reply-To` nodemailer is given: the shop's name (when the mail has one) with the
 * configured address, so a shop never sends from an address it does not own.
 */
export function envelopeOf(
  from: string,
  message: MailMessage,
): { from: string | { name: string; address: string }; replyTo?: string } {
  const name = message.senderName?.trim()
  return {
    from: name === undefined || name === '' ? from : { name, address: senderAddress(from) },
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
  }
}
