import fs from 'node:fs/promises'
import path from 'node:path'
import { simpleParser } from 'mailparser'
import type { ParsedMail } from 'mailparser'

/** The delivered mail of one outbox row (`DATA_DIR/mail/<id>.eml`), read by a real parser. */
export async function parsedOutboxMail(dataDir: string, outboxId: string): Promise<ParsedMail> {
  return simpleParser(await fs.readFile(path.join(dataDir, 'mail', `${outboxId}.eml`)))
}

/** The one https URL of a `List-Unsubscribe` header, and its mailto target when there is one. */
export function listUnsubscribeTargets(mail: ParsedMail): { url: string; mailto?: string } {
  const raw = mail.headerLines.find((line) => line.key === 'list-unsubscribe')?.line ?? ''
  const value = raw.slice(raw.indexOf(':') + 1)
  const targets = [...value.matchAll(/<([^>]+)>/g)].map((match) => match[1] ?? '')
  const url = targets.find((target) => /^https?:/.test(target)) ?? ''
  const mailto = targets.find((target) => target.startsWith('mailto:'))
  return mailto === undefined ? { url } : { url, mailto }
}

export function headerLine(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((entry) => entry.key === name.toLowerCase())?.line
  return line === undefined ? undefined : line.slice(line.indexOf(':') + 1).trim()
}
