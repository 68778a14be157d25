import type { Mailer } from '../mail/mailer.js'
import { siteBaseUrl } from '../mail/site-base-url.js'
import type { Storage } from '../storage/open-storage.js'
import { restockNotice } from './restock-notice.js'
import { findRestockVariant, markNotified, waitingSignups } from './restock-queries.js'
import { writeTransaction } from '../storage/write-transaction.js'

export interface RestockMailDeps {
  storage: Storage
  mailer: Mailer
  now: () => Date
}

/**
 * Mails every waiting sign-up of a variant, once each: a sign-up turns `notified` in the same
 * transaction that queues its mail, so two senders racing (the owner's button and an automatic
 * restock) never mail one visitor twice, and a mail is queued exactly when its sign-up is settled.
 */
export async function notifyRestock(
  deps: RestockMailDeps,
  websiteId: string,
  variantId: string,
  baseUrl?: string,
): Promise<number> {
  const variant = await findRestockVariant(deps.storage.db, websiteId, { variantId })
  if (variant === undefined) return 0
  const signups = await waitingSignups(deps.storage.db, websiteId, variantId)
  if (signups.length === 0) return 0
  const website = await deps.storage.db
    .selectFrom('websites')
    .select('title')
    .where('id', '=', websiteId)
    .executeTakeFirstOrThrow()
  const productUrl = `${baseUrl ?? (await siteBaseUrl(deps.storage, websiteId))}${variant.productPath}`
  const attributes = attributesOf(deps.storage.dialect.decodeJson(variant.attributes))
  let sent = 0
  for (const signup of signups) {
    const now = deps.now()
    const queued = await writeTransaction(deps.storage, async (trx) => {
      if (!(await markNotified(trx, signup.id, now))) return false
      await deps.mailer.send(
        restockNotice({
          to: signup.email,
          websiteId,
          siteTitle: website.title,
          productTitle: variant.productTitle,
          attributes,
          productUrl,
        }),
        trx,
      )
      return true
    })
    if (queued) sent += 1
  }
  return sent
}

function attributesOf(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {}
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}
