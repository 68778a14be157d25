import { parseWith, SUPPORTED_CURRENCIES, websiteSchema } from '@atelier/schema'
import type { StoreSettings, Website } from '@atelier/schema'
import { loadCheckoutSettings, saveCheckoutSettings } from '../../checkout/checkout-settings.js'
import type { EditorResult } from '../../editor-api/editor-failure.js'
import { invalid, notFound, ok } from '../../editor-api/editor-failure.js'
import { documentVersion } from '../../editor-api/document-version.js'
import { lockWebsite } from '../../sites/lock-website.js'
import type { Storage } from '../../storage/open-storage.js'

/** The store settings screen's fields (SPEC §3 storeSettings, plus the site currency). */
export interface StoreSettingsView {
  currency: string
  multipleQuantityAllowedForServices: boolean
  minimumOrderSubtotalCents: number
  restockNotificationsEnabled: boolean
  restockMailingListSignUpEnabled: boolean
  restockMailingListOptInByDefault: boolean
  offlinePaymentEnabled: boolean
  installmentsEnabled: boolean
  installmentCountry: string | null
  installmentMinCents: number
  installmentMaxCents: number
  /** How many variants carry a price: changing the currency does not convert them. */
  pricedVariants: number
  version: number
}

export type StoreSettingsPatch = Partial<
  Omit<StoreSettingsView, 'pricedVariants' | 'version' | 'installmentCountry'>
> & { installmentCountry?: string | null; baseVersion?: number }

export const staleStoreSettings =
  'The store settings were changed by someone else. Reload to see their changes.'
export const unknownCurrency = 'Choose one of the supported currencies.'
export const installmentRange = 'The installment maximum must be above its minimum.'

/**
 * `offlinePaymentEnabled` is the checkout settings' `offlinePayment`, the one switch checkout
 * enforces; the rest lives in the website document's store settings.
 */
function viewOf(
  website: Website,
  offlinePayment: boolean,
  pricedVariants: number,
): StoreSettingsView {
  const store = website.settings.storeSettings
  return {
    currency: website.currency,
    multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
    minimumOrderSubtotalCents: store.minimumOrderSubtotalCents,
    restockNotificationsEnabled: store.restockNotificationsEnabled,
    restockMailingListSignUpEnabled: store.restockMailingListSignUpEnabled,
    restockMailingListOptInByDefault: store.restockMailingListOptInByDefault,
    offlinePaymentEnabled: offlinePayment,
    installmentsEnabled: store.installmentsEnabled,
    installmentCountry: store.installmentCountry ?? null,
    installmentMinCents: store.installmentMinCents,
    installmentMaxCents: store.installmentMaxCents,
    pricedVariants,
    version: documentVersion({ currency: website.currency, store, offlinePayment }),
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
  return ok(viewOf(website, checkout.offlinePayment, await pricedVariantsOf(storage, websiteId)))
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
  const { baseVersion, currency, installmentCountry, offlinePaymentEnabled, ...rest } = patch
  if (currency !== undefined && !(SUPPORTED_CURRENCIES as readonly string[]).includes(currency)) {
    return invalid(unknownCurrency, 'currency')
  }
  const result = await storage.db.transaction().execute(async (trx) => {
    await lockWebsite(trx, websiteId)
    const website = await readWebsite(storage, websiteId, trx)
    if (website === undefined) return notFound('This site does not exist.')
    const checkout = await loadCheckoutSettings(trx, storage.dialect, websiteId)
    const current = viewOf(website, checkout.offlinePayment, 0)
    if (baseVersion !== undefined && baseVersion !== current.version) {
      return {
        ok: false as const,
        reason: 'stale' as const,
        currentVersion: current.version,
        message: staleStoreSettings,
      }
    }
    const store: Record<string, unknown> = { ...website.settings.storeSettings, ...rest }
    if (currency !== undefined) store.currency = currency
    if (installmentCountry === null) delete store.installmentCountry
    else if (installmentCountry !== undefined) store.installmentCountry = installmentCountry
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
    const next = parsed.value.settings.storeSettings
    if (next.installmentMaxCents <= next.installmentMinCents) {
      return invalid(installmentRange, 'installmentMaxCents')
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
    const offlinePayment = offlinePaymentEnabled ?? checkout.offlinePayment
    if (offlinePayment !== checkout.offlinePayment) {
      await saveCheckoutSettings(trx, storage.dialect, websiteId, { ...checkout, offlinePayment })
    }
    return ok({ website: parsed.value, offlinePayment })
  })
  if (!result.ok) return result
  const { website, offlinePayment } = result.value
  return ok(viewOf(website, offlinePayment, await pricedVariantsOf(storage, websiteId)))
}
