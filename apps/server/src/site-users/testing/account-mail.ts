import type { Storage } from '../../storage/open-storage.js'

/** The mails the outbox holds for an address, newest first (what a shopper's inbox would get). */
export async function mailsTo(storage: Storage, to: string) {
  return storage.db
    .selectFrom('outbox')
    .select(['subject', 'textBody', 'createdAt'])
    .where('recipient', '=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** The token of the newest mailed account link to the address (`…#token=…`). */
export async function mailedToken(storage: Storage, to: string): Promise<string> {
  for (const mail of await mailsTo(storage, to)) {
    const token = /#token=([\w-]+)/.exec(mail.textBody)?.[1]
    if (token !== undefined) return token
  }
  throw new Error(`No account link was mailed to ${to}`)
}
