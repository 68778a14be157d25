import path from 'node:path'
import { createFileTransport } from './file-transport.js'
import type { MailTransport } from './mail-transport.js'
import { createSmtpTransport } from './smtp-transport.js'

export interface MailSettings {
  /** smtp:// or smtps:// URL; without it mail goes to the local outbox directory. */
  smtpUrl: string | undefined
  from: string
  /** The outbox worker runs inside the server process unless `ATELIER_WORKER=0`. */
  workerInProcess: boolean
}

export const defaultMailFrom = 'Atelier <no-reply@atelier.local>'

export function mailSettingsFrom(env: NodeJS.ProcessEnv): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim()
  const from = env.MAIL_FROM?.trim()
  const worker = env.ATELIER_WORKER?.trim()
  return {
    smtpUrl: smtpUrl === undefined || smtpUrl === '' ? undefined : smtpUrl,
    from: from === undefined || from === '' ? defaultMailFrom : from,
    workerInProcess: worker !== '0' && worker !== 'false' && worker !== 'off',
  }
}

/** SMTP when configured, otherwise `.eml` files under DATA_DIR/mail. */
export function transportFor(settings: MailSettings, dataDir: string): MailTransport {
  return settings.smtpUrl === undefined
    ? createFileTransport(path.join(dataDir, 'mail'), settings.from)
    : createSmtpTransport(settings.smtpUrl, settings.from)
}
