import type { Kysely } from 'kysely'
import { appSecret } from '../../security/app-secret.js'
import type { Database } from '../../storage/database.js'
import { seal, unseal } from '../seal.js'
import type { StripeAccount } from './stripe-payment-provider.js'
import { stripeTestMode } from './stripe-payment-provider.js'

/** SPEC's password placeholder: a stored secret is shown as this, never as itself. */
export const maskedField = '__MASKED_FIELD__'

const appSecretName = 'payment-settings'

/** Store Settings → Payments as the editor sees it: the secrets only as `__MASKED_FIELD__`. */
export interface StripeSettingsView {
  enabled: boolean
  publishableKey: string
  secretKey: '' | typeof maskedField
  webhookSecret: '' | typeof maskedField
  /** From the keys: test keys (`pk_test_…`) or live ones; null while no keys are saved. */
  mode: 'test' | 'live' | null
  /** The owner offers Afterpay / Clearpay through this account (shown where Stripe takes it). */
  afterpayClearpay: boolean
  /** The owner offers Klarna through this account (where its country and currency allow). */
  klarna: boolean
  /** The account's country as Stripe answered it when Klarna was turned on; null until then. */
  accountCountry: string | null
}

export interface StripeSettingsInput {
  publishableKey: string
  /** `__MASKED_FIELD__` (or absent) keeps the stored one. */
  secretKey?: string | undefined
  webhookSecret?: string | undefined
  /** Absent keeps the stored choice (off for a new account). */
  afterpayClearpay?: boolean | undefined
  /** Absent keeps the stored choice (off for a new account). */
  klarna?: boolean | undefined
}

/** Asks Stripe the account's country with its secret key (`GET /v1/account`). */
export type ReadAccountCountry = (secretKey: string) => Promise<string>

export const stripeSettingsStrings = {
  publishableKeyInvalid:
    'Enter the publishable key from your Stripe dashboard (pk_test_… or pk_live_…).',
  secretKeyInvalid: 'Enter the secret key from your Stripe dashboard (sk_test_… or sk_live_…).',
  webhookSecretInvalid: 'Enter the webhook signing secret of your Stripe endpoint (whsec_…).',
  modesDiffer: 'The publishable key and the secret key must both be test keys or both live keys.',
  accountUnreachable:
    'Stripe could not be reached to read your account’s country, which Klarna needs. Try again.',
} as const

export async function loadStripeAccount(
  db: Kysely<Database>,
  websiteId: string,
): Promise<StripeAccount | undefined> {
  const row = await db
    .selectFrom('paymentAccounts')
    .selectAll()
    .where('websiteId', '=', websiteId)
    .where('provider', '=', 'stripe')
    .executeTakeFirst()
  if (row === undefined) return undefined
  const secret = await appSecret(db, appSecretName)
  return {
    publishableKey: row.publishableKey,
    secretKey: unseal(secret, row.secretKeySealed),
    webhookSecret: unseal(secret, row.webhookSecretSealed),
    afterpayClearpay: row.afterpayClearpay === 1,
    klarna: row.klarna === 1,
    accountCountry: row.accountCountry,
  }
}

export async function stripeSettingsView(
  db: Kysely<Database>,
  websiteId: string,
): Promise<StripeSettingsView> {
  const row = await db
    .selectFrom('paymentAccounts')
    .select(['publishableKey', 'afterpayClearpay', 'klarna', 'accountCountry'])
    .where('websiteId', '=', websiteId)
    .where('provider', '=', 'stripe')
    .executeTakeFirst()
  if (row === undefined) {
    return {
      enabled: false,
      publishableKey: '',
      secretKey: '',
      webhookSecret: '',
      mode: null,
      afterpayClearpay: false,
      klarna: false,
      accountCountry: null,
    }
  }
  return {
    enabled: true,
    publishableKey: row.publishableKey,
    secretKey: maskedField,
    webhookSecret: maskedField,
    mode: stripeTestMode(row) ? 'test' : 'live',
    afterpayClearpay: row.afterpayClearpay === 1,
    klarna: row.klarna === 1,
    accountCountry: row.accountCountry,
  }
}

/**
 * Saves the site's Stripe keys, the secrets sealed with the app secret. A secret sent back as
 * `__MASKED_FIELD__` keeps the stored one. Answers field errors, or nothing when saved.
 */
export async function saveStripeSettings(
  db: Kysely<Database>,
  websiteId: string,
  input: StripeSettingsInput,
  now: Date,
  readAccountCountry?: ReadAccountCountry,
): Promise<Record<string, string> | undefined> {
  const stored = await loadStripeAccount(db, websiteId)
  const keep = (value: string | undefined, old: string | undefined) =>
    value === undefined || value === maskedField ? old : value.trim()
  const publishableKey = input.publishableKey.trim()
  const secretKey = keep(input.secretKey, stored?.secretKey)
  const webhookSecret = keep(input.webhookSecret, stored?.webhookSecret)
  const errors: Record<string, string> = {}
  if (!/^pk_(test|live)_\w+$/.test(publishableKey)) {
    errors.publishableKey = stripeSettingsStrings.publishableKeyInvalid
  }
  if (secretKey === undefined || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey)) {
    errors.secretKey = stripeSettingsStrings.secretKeyInvalid
  }
  if (webhookSecret === undefined || !/^whsec_\w+$/.test(webhookSecret)) {
    errors.webhookSecret = stripeSettingsStrings.webhookSecretInvalid
  }
  if (
    errors.publishableKey === undefined &&
    errors.secretKey === undefined &&
    publishableKey.startsWith('pk_live_') !== /^(sk|rk)_live_/.test(secretKey ?? '')
  ) {
    errors.secretKey = stripeSettingsStrings.modesDiffer
  }
  if (Object.keys(errors).length > 0 || secretKey === undefined || webhookSecret === undefined) {
    return errors
  }
  // Klarna's customers depend on the account's country: asked of Stripe when Klarna is turned on
  // (again when the secret key changes, since it may name another account).
  let accountCountry = stored?.accountCountry ?? null
  if (secretKey !== stored?.secretKey) accountCountry = null
  if (input.klarna === true && accountCountry === null) {
    try {
      if (readAccountCountry === undefined) throw new Error('no Stripe API')
      accountCountry = (await readAccountCountry(secretKey)).toUpperCase()
    } catch {
      return { klarna: stripeSettingsStrings.accountUnreachable }
    }
  }
  const secret = await appSecret(db, appSecretName)
  const row = {
    publishableKey,
    secretKeySealed: seal(secret, secretKey),
    webhookSecretSealed: seal(secret, webhookSecret),
    ...(input.afterpayClearpay === undefined
      ? {}
      : { afterpayClearpay: input.afterpayClearpay ? 1 : 0 }),
    ...(input.klarna === undefined ? {} : { klarna: input.klarna ? 1 : 0 }),
    accountCountry,
    updatedAt: now.toISOString(),
  }
  await db
    .insertInto('paymentAccounts')
    .values({ websiteId, provider: 'stripe', ...row })
    .onConflict((oc) => oc.columns(['websiteId', 'provider']).doUpdateSet(row))
    .execute()
  return undefined
}

/** Turns Stripe off for the site: its keys are deleted. */
export async function removeStripeSettings(db: Kysely<Database>, websiteId: string): Promise<void> {
  await db
    .deleteFrom('paymentAccounts')
    .where('websiteId', '=', websiteId)
    .where('provider', '=', 'stripe')
    .execute()
}
