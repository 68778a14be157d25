import { createTransport } from 'nodemailer'
import type { MailTransport } from './mail-transport.js'
import { envelopeOf } from './sender.js'

/** Delivery through the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transport = createTransport(url)
  return {
    async deliver(id, message) {
      await transport.sendMail({
        ...envelopeOf(from, message),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        messageId: `<${id}@atelier.local>`,
      })
    },
  }
}
