import fs from 'node:fs/promises'
import path from 'node:path'
import { composeMail } from './compose-mail.js'
import { withExtraHeaders } from './extra-headers.js'
import type { MailTransport } from './mail-transport.js'

/**
 * The local outbox for installations without SMTP: every delivered mail becomes
 * `<dir>/<id>.eml`, written to a temporary name first so a reader never sees half a file.
 */
export function createFileTransport(dir: string, from: string): MailTransport {
  return {
    async deliver(id, message) {
      if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new Error(`Unexpected outbox id ${id}`)
      await fs.mkdir(dir, { recursive: true })
      const target = path.join(dir, `${id}.eml`)
      const temporary = `${target}.${process.pid}.tmp`
      await fs.writeFile(
        temporary,
        withExtraHeaders(await composeMail(from, id, message), message.headers),
      )
      await fs.rename(temporary, target)
    },
  }
}
