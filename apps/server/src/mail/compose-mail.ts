import { createTransport } from 'nodemailer'
import type { MailMessage } from './mail-message.js'
import { envelopeOf } from './sender.js'

const composer = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

/** The message as RFC 5322 text (what an `.eml` file holds), built by nodemailer. */
export async function composeMail(from: string, id: string, message: MailMessage): Promise<Buffer> {
  const info = await composer.sendMail({
    ...envelopeOf(from, message),
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${id}@atelier.local>`,
  })
  return info.message as Buffer
}
