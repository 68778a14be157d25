import { checkoutStrings } from './strings.js'

export interface DownloadGrant {
  /** Epoch ms from which the link no longer works; null never expires. */
  readonly expiresAt: number | null
  /** Downloads already made with this grant. */
  readonly downloads: number
  /** null or 0 means unlimited. */
  readonly maxDownloads: number | null
  readonly now: Date
}

export type DownloadCheck =
  | { readonly ok: true; readonly remaining: number | null }
  | { readonly ok: false; readonly code: 'expired' | 'limit-reached'; readonly message: string }

/** Whether a buyer's digital-download link may serve the file once more. */
export function downloadAllowed({
  expiresAt,
  downloads,
  maxDownloads,
  now,
}: DownloadGrant): DownloadCheck {
  if (expiresAt !== null && now.getTime() >= expiresAt) {
    return { ok: false, code: 'expired', message: checkoutStrings.downloadExpired }
  }
  if (maxDownloads && downloads >= maxDownloads) {
    return { ok: false, code: 'limit-reached', message: checkoutStrings.downloadLimitReached }
  }
  return { ok: true, remaining: maxDownloads ? maxDownloads - downloads - 1 : null }
}
