import fs from 'node:fs'
import path from 'node:path'
import type { Kysely } from 'kysely'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'
import type { Database } from '../../storage/database.js'
import { createFileTransport } from '../file-transport.js'
import { createMailWorker } from '../mail-worker.js'

export const testSender = 'Atelier <no-reply@atelier.local>'

/**
 * The outbox rows `ids` delivered as the local outbox delivers them (`<id>.eml` files written by
 * the real worker and file transport), then read back with a real mail parser, as a receiver would.
 * Other pending rows are settled first so that only these are due.
 */
export async function receiveMails(
  db: Kysely<Database>,
  dataDir: string,
  ids: readonly string[],
): Promise<ParsedMail[]> {
  await db
    .updateTable('outbox')
    .set({ status: 'sent' })
    .where('status', '=', 'pending')
    .where('id', 'not in', [...ids])
    .execute()
  const dir = path.join(dataDir, 'mail-received')
  const worker = createMailWorker({ db, transport: createFileTransport(dir, testSender) })
  await worker.tick(new Date('2100-01-01T00:00:00.000Z'))
  return Promise.all(
    ids.map(async (id) => simpleParser(await fs.promises.readFile(path.join(dir, `${id}.eml`)))),
  )
}

/** Every link of a parsed mail's HTML part (`href` values, entities decoded). */
export function htmlLinks(mail: ParsedMail): string[] {
  const html = typeof mail.html === 'string' ? mail.html : ''
  return [...html.matchAll(/href="([^"]+)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  )
}
