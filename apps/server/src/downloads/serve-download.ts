import { checkoutStrings, downloadAllowed } from '@atelier/commerce'
import { failure } from '../errors/failure.js'
import type { Failure } from '../errors/failure.js'
import type { Storage } from '../storage/open-storage.js'
import { downloadSecret, verifyDownloadSignature } from './download-link.js'

export type DownloadResult =
  | { ok: true; title: string; filePath: string | null; mime: string; fileName: string }
  | Failure<'link-refused' | 'missing' | 'expired'>

const invalidLink = 'This download link is not valid.'

/**
 * Checks a signed download link and counts the download. The count rises with a conditional
 * update, so concurrent clicks can never go past the limit.
 */
export async function serveDownload(
  storage: Storage,
  websiteId: string,
  input: { grantId: string; expires: number; sig: string },
  now: Date,
): Promise<DownloadResult> {
  const db = storage.db
  const secret = await downloadSecret(db)
  if (!verifyDownloadSignature(secret, input.grantId, input.expires, input.sig)) {
    return failure('link-refused', invalidLink)
  }
  const grant = await db
    .selectFrom('downloadGrants')
    .innerJoin('orders', 'orders.id', 'downloadGrants.orderId')
    .select([
      'downloadGrants.id',
      'downloadGrants.itemId',
      'downloadGrants.title',
      'downloadGrants.downloads',
      'downloadGrants.maxDownloads',
      'downloadGrants.expiresAt',
      'orders.status',
    ])
    .where('downloadGrants.id', '=', input.grantId)
    .where('orders.websiteId', '=', websiteId)
    .where('orders.status', 'in', ['paid', 'received'])
    .executeTakeFirst()
  if (grant === undefined) return failure('missing', invalidLink)
  // An offline order (received) delivers once the owner has marked it paid.
  if (grant.status !== 'paid') {
    return failure('link-refused', checkoutStrings.downloadAwaitingPayment)
  }
  const allowed = downloadAllowed({
    // The link expires when it says, even if the grant was given longer since.
    expiresAt: Math.min(new Date(grant.expiresAt).getTime(), input.expires),
    downloads: grant.downloads,
    maxDownloads: grant.maxDownloads,
    now,
  })
  if (!allowed.ok) return failure('expired', allowed.message)
  let count = db
    .updateTable('downloadGrants')
    .set((eb) => ({ downloads: eb('downloads', '+', 1) }))
    .where('id', '=', grant.id)
  // 0 allows any number of downloads.
  if (grant.maxDownloads > 0) count = count.where('downloads', '<', grant.maxDownloads)
  const counted = await count.executeTakeFirst()
  if (counted.numUpdatedRows !== 1n) {
    const limit = downloadAllowed({
      expiresAt: null,
      downloads: grant.maxDownloads,
      maxDownloads: grant.maxDownloads,
      now,
    })
    return failure('expired', limit.ok ? invalidLink : limit.message)
  }
  const file = await productFile(storage, websiteId, grant.itemId)
  return {
    ok: true,
    title: grant.title,
    filePath: file?.path ?? null,
    mime: file?.mime ?? 'text/plain; charset=utf-8',
    fileName: file?.originalName ?? `${grant.title}.txt`,
  }
}

/** The file a digital product delivers: `structuredContent.downloadFileId`, a file of the site. */
async function productFile(storage: Storage, websiteId: string, itemId: string) {
  const item = await storage.db
    .selectFrom('items')
    .select('document')
    .where('id', '=', itemId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
  const document = storage.dialect.decodeJson<{ structuredContent?: { downloadFileId?: unknown } }>(
    item?.document ?? null,
  )
  const fileId = document?.structuredContent?.downloadFileId
  if (typeof fileId !== 'string') return undefined
  return storage.db
    .selectFrom('files')
    .select(['path', 'mime', 'originalName'])
    .where('id', '=', fileId)
    .where('websiteId', '=', websiteId)
    .executeTakeFirst()
}
