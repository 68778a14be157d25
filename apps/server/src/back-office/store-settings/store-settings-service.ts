import { parseWith, SUPPORTED_CURRENCIES, websiteSchema } from '@atelier/schema'
import type { StoreSettings, Website } from '@atelier/schema'
import { loadCheckoutSettings, saveCheckoutSettings } from '../../sites/checkout-settings.js'
import type { EditorResult } from '../../errors/editor-failure.js'
import { invalid, notFound, ok, stale } from '../../errors/editor-failure.js'
import { documentVersion } from '../../storage/document-version.js'
import { lockWebsite } from '../../storage/lock-website.js'
import { lockedCheckoutSettings } from '../../checkout/locked-checkout-settings.js'
import { isNotificationEmail, notificationEmailInvalid } from '../../checkout/notification-email.js'
import type { Storage } from '../../storage/open-storage.js'
import { writeTransaction } from '../../storage/write-transaction.js'

/** The store settings screen's fields (SPEC §3 storeSettings, plus the site currency). */
export interface StoreSettingsView {
  currency: string
  multipleQuantityAllowedForServices: boolean
  minimumOrderSubtotalCents: number
  restockNotificationsEnabled: boolean
  restockMailingListSignUpEnabled: boolean
  restockMailingListOptInByDefault: boolean
  /** Printed on packing slips under the shop's name. */
  shopAddress: string
  offlinePaymentEnabled: boolean
  /** Where the new-order mail goes; '' sends it to the site owner (`orderNotificationDefault`). */
  orderNotificationEmail: string
  orderNotificationDefault: string | null
  /** Customer accounts: off, optional, or required before checkout (issue 21). */
  customerAccounts: 'off' | 'optional' | 'required'
  /** How many variants carry a price: changing the currency does not convert them. */
  pricedVariants: number
  version: number
}

export type StoreSettingsPatch = Partial<
  Omit<StoreSettingsView, 'pricedVariants' | 'version' | 'orderNotificationDefault'>
> & { baseVersion?: number }

export const staleStoreSettings =
  'The store settings were changed by someone else. Reload to see their changes.'
export const unknownCurrency = 'Choose one of the supported currencies.'

/** The checkout settings the screen shows beside the store settings. */
interface CheckoutPart {
  offlinePayment: boolean
  orderNotificationEmail: string
}

/**
 * `offlinePaymentEnabled` and `orderNotificationEmail` live in the checkout settings, where
 * checkout and the new-order mail read them; the rest in the website document's store settings.
 */
function viewOf(
  website: Website,
  checkout: CheckoutPart,
  pricedVariants: number,
  ownerEmail: string | null,
): StoreSettingsView {
  const store = website.settings.storeSettings
  const { offlinePayment, orderNotificationEmail } = checkout
  return {
    currency: website.currency,
    multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
    minimumOrderSubtotalCents: store.minimumOrderSubtotalCents,
    restockNotificationsEnabled: store.restockNotificationsEnabled,
    restockMailingListSignUpEnabled: store.restockMailingListSignUpEnabled,
    restockMailingListOptInByDefault: store.restockMailingListOptInByDefault,
    shopAddress: store.shopAddress,
    offlinePaymentEnabled: offlinePayment,
    orderNotificationEmail,
    orderNotificationDefault: ownerEmail,
    customerAccounts: store.customerAccounts,
    pricedVariants,
    version: documentVersion({
      currency: website.currency,
      store,
      offlinePayment,
      ...(orderNotificationEmail === '' ? {} : { orderNotificationEmail }),
    }),
  }
}

async function pricedVariantsOf(storage: Storage, websiteId: string): Promise<number> {
  const row = await storage.db
    .selectFrom('productVariants')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('websiteId', '=', websiteId)
    .where('priceCents', '>', 0)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The first owner: who gets the new-order mail when no notification address is set. */
async function ownerEmailOf(storage: Storage): Promise<string | null> {
  const owner = await storage.db
    .selectFrom('users')
    .select('email')
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst()
  return owner?.email ?? null
}

function checkoutPart(settings: {
  offlinePayment: boolean
  orderNotificationEmail?: string
}): CheckoutPart {
  return {
    offlinePayment: settings.offlinePayment,
    orderNotificationEmail: settings.orderNotificationEmail ?? '',
  }
}

async function readWebsite(storage: Storage, websiteId: string, db = storage.db) {
  const row = await db
    .selectFrom('websites')
    .select('settings')
    .where('id', '=', websiteId)
    .executeTakeFirst()
  if (row === undefined) return undefined
  const parsed = parseWith(websiteSchema, storage.dialect.decodeJson<unknown>(row.settings))
  return parsed.ok ? parsed.value : undefined
}

export async function getStoreSettings(
  storage: Storage,
  websiteId: string,
): Promise<EditorResult<StoreSettingsView>> {
  const website = await readWebsite(storage, websiteId)
  if (website === undefined) return notFound('This site does not exist.')
  const checkout = await loadCheckoutSettings(storage.db, storage.dialect, websiteId)
  return ok(
    viewOf(
      website,
      checkoutPart(checkout),
      await pricedVariantsOf(storage, websiteId),
      await ownerEmailOf(storage),
    ),
  )
}

/**
 * Changes the settings given. The currency is the site's (`websites.currency`, the website
 * document and its store settings); prices are not converted, which the screen warns about.
 */
export async function updateStoreSettings(
  storage: Storage,
  websiteId: string,
  patch: StoreSettingsPatch,
  now: Date,
): Promise<EditorResult<StoreSettingsView>> {
  const { baseVersion, currency, offlinePaymentEnabled, orderNotificationEmail, ...rest } = patch
  if (currency !== undefined && !(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) {
    return invalid(unknownCurrency, 'currency')
  }
  if (orderNotificationEmail !== undefined && !isNotificationEmail(orderNotificationEmail)) {
    return invalid(notificationEmailInvalid, 'orderNotificationEmail')
  }
  const result = await writeTransaction(storage, async (trx) => {
    await lockWebsite(trx, websiteId)
    const website = await readWebsite(storage, websiteId, trx)
    if (website === undefined) return notFound('This site does not exist.')
    const checkout = await lockedCheckoutSettings(trx, storage, websiteId)
    const current = viewOf(website, checkoutPart(checkout), 0, null)
    if (baseVersion !== undefined && baseVersion !== current.version) {
      return stale(current.version, staleStoreSettings)
    }
    const store: Record<string, unknown> = { ...website.settings.storeSettings, ...rest }
    if (currency !== undefined) store.currency = currency
    const parsed = parseWith(websiteSchema, {
      ...website,
      ...(currency === undefined ? {} : { currency }),
      settings: { ...website.settings, storeSettings: store as StoreSettings },
    })
    if (!parsed.ok) {
      const issue = parsed.issues[0]
      const field = issue?.path.split('.').at(-1) || 'settings'
      return invalid(issue?.message ?? 'These settings are not valid.', field)
    }
    await trx
      .updateTable('websites')
      .set({
        settings: storage.dialect.encodeJson(parsed.value),
        currency: parsed.value.currency,
        updatedAt: now.toISOString(),
      })
      .where('id', '=', websiteId)
      .execute()
    const part: CheckoutPart = {
      offlinePayment: offlinePaymentEnabled ?? current.offlinePaymentEnabled,
      orderNotificationEmail: orderNotificationEmail?.trim() ?? current.orderNotificationEmail,
    }
    if (
      part.offlinePayment !== current.offlinePaymentEnabled ||
      part.orderNotificationEmail !== current.orderNotificationEmail
    ) {
      const { orderNotificationEmail: _was, ...others } = checkout
      await saveCheckoutSettings(trx, storage.dialect, websiteId, {
        ...others,
        offlinePayment: part.offlinePayment,
        ...(part.orderNotificationEmail === ''
          ? {}
          : { orderNotificationEmail: part.orderNotificationEmail }),
      })
    }
    return ok({ website: parsed.value, part })
  })
  if (!result.ok) return result
  const { website, part } = result.value
  return ok(
    viewOf(website, part, await pricedVariantsOf(storage, websiteId), await ownerEmailOf(storage)),
  )
}
