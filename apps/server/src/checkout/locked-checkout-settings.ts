import type { Kysely } from 'kysely'
import type { CheckoutSettings } from '../sites/checkout-settings.js'
import {
  defaultCheckoutSettings,
  loadCheckoutSettings,
  saveCheckoutSettings,
} from '../sites/checkout-settings.js'
import type { EditorResult } from '../errors/editor-failure.js'
import { invalid, ok, stale } from '../errors/editor-failure.js'
import { writeTransaction } from '../storage/write-transaction.js'
import { documentVersion } from '../storage/document-version.js'
import type { Database } from '../storage/database.js'
import type { Storage } from '../storage/open-storage.js'
import type { CheckoutSettingsBody } from './checkout-settings-schema.js'
import { isNotificationEmail, notificationEmailInvalid } from './notification-email.js'

/**
 * The store's checkout settings, read under their row's lock (inside a write transaction): every
 * read-change-write of the document (the checkout settings screen, discounts, store settings) takes
 * turns, so none writes back a copy another has changed meanwhile. On SQLite the write
 * transaction already holds the file.
 */
export async function lockedCheckoutSettings(
  trx: Kysely<Database>,
  storage: Storage,
  websiteId: string,
): Promise<CheckoutSettings> {
  await trx
    .insertInto('checkoutSettings')
    .values({ websiteId, document: storage.dialect.encodeJson(defaultCheckoutSettings) })
    .onConflict((oc) => oc.column('websiteId').doNothing())
    .execute()
  await trx
    .updateTable('checkoutSettings')
    .set((eb) => ({ lastOrderNumber: eb.ref('lastOrderNumber') }))
    .where('websiteId', '=', websiteId)
    .execute()
  return loadCheckoutSettings(trx, storage.dialect, websiteId)
}

/**
 * The version of the checkout settings an owner reads, which a save names as `baseVersion`: of
 * the part such a save replaces (shipping, tax, coupons, downloads), so saving the store settings'
 * offline payment or notification address on the same screen does not make it stale.
 */
export function checkoutSettingsVersion(settings: CheckoutSettings): number {
  const { schemaVersion: _s, offlinePayment: _o, orderNotificationEmail: _n, ...rest } = settings
  return documentVersion(rest)
}

export const staleCheckoutSettings =
  'The checkout settings were changed by someone else. Reload to see their changes.'

/**
 * Replaces the checkout settings with what the owner sent. With `baseVersion` (the settings
 * screen) the save is refused when the settings changed since that version, and the two fields
 * the store settings screen owns (offline payment, notification address) stay as stored unless
 * sent; without it (older callers), the document is replaced as sent.
 */
export async function replaceCheckoutSettings(
  storage: Storage,
  websiteId: string,
  body: CheckoutSettingsBody,
): Promise<EditorResult<CheckoutSettings & { version: number }>> {
  const { baseVersion, version: _read, ...sent } = body
  if (
    sent.orderNotificationEmail !== undefined &&
    !isNotificationEmail(sent.orderNotificationEmail)
  )
    return invalid(notificationEmailInvalid, 'orderNotificationEmail')
  return writeTransaction(storage, async (trx) => {
    const current = await lockedCheckoutSettings(trx, storage, websiteId)
    const currentVersion = checkoutSettingsVersion(current)
    if (baseVersion !== undefined && baseVersion !== currentVersion) {
      return stale(currentVersion, staleCheckoutSettings)
    }
    const kept =
      baseVersion === undefined
        ? {}
        : {
            offlinePayment: current.offlinePayment,
            ...(current.orderNotificationEmail === undefined
              ? {}
              : { orderNotificationEmail: current.orderNotificationEmail }),
          }
    const settings: CheckoutSettings = {
      ...defaultCheckoutSettings,
      ...kept,
      ...sent,
      schemaVersion: 1,
    }
    await saveCheckoutSettings(trx, storage.dialect, websiteId, settings)
    return ok({ ...settings, version: checkoutSettingsVersion(settings) })
  })
}
