import { z } from 'zod'
import { DEFAULT_CURRENCY, DEFAULT_LOCALE, DEFAULT_TIME_ZONE } from '../core/limits.js'
import { centsSchema, idSchema, webAddressSchema } from '../core/primitives.js'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { SUPPORTED_CURRENCIES } from '../enumerations/currencies.js'
import { imageRefSchema } from './image-ref.js'
import { richTextSchema } from './rich-text.js'

export const WEBSITE_VERSION = 1

export const websiteMigrations: Migrations = {
  name: 'Website',
  currentVersion: WEBSITE_VERSION,
  up: [stampVersionOne],
}

export const currencySchema = z.enum(SUPPORTED_CURRENCIES, {
  error: 'The currency must be one of the 27 supported currencies.',
})

export const socialAccountSchema = z.object({
  /** The network, e.g. 'instagram'; the renderer picks the icon from it. */
  service: z.string().min(1),
  url: webAddressSchema,
  username: z.string().default(''),
})

export const storeSettingsSchema = z.object({
  multipleQuantityAllowedForServices: z.boolean().default(true),
  minimumOrderSubtotalCents: centsSchema.default(0),
  restockNotificationsEnabled: z.boolean().default(false),
  /** The restock box offers 'join the mailing list' (SPEC §3 mailingListSignUpEnabled). */
  restockMailingListSignUpEnabled: z.boolean().default(false),
  /** …with the box ticked from the start (SPEC §3 mailingListOptInByDefault). */
  restockMailingListOptInByDefault: z.boolean().default(false),
  currency: currencySchema.default(DEFAULT_CURRENCY),
  /** The shop's postal address as it is written on a packing slip, one line per row (issue 22). */
  shopAddress: z
    .string()
    .max(500, { error: 'A shop address is at most 500 characters.' })
    .default(''),
  /** SPEC §2: /cart is the commerce cart v2 page (type 205) instead of show cart (200). */
  commerceCartV2: z.boolean().default(false),
  /**
   * Customer accounts (issue 21): `off` hides sign-in and sign-up, `optional` offers them,
   * `required` asks the shopper to sign in or sign up before checkout.
   */
  customerAccounts: z.enum(['off', 'optional', 'required']).default('optional'),
})

export const captchaSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  siteKey: z.string().default(''),
})

export const websiteSettingsSchema = z.object({
  storeSettings: storeSettingsSchema.prefault({}),
  commentsEnabled: z.boolean().default(false),
  simpleLikingEnabled: z.boolean().default(false),
  disqusShortname: z.string().default(''),
  useCLDRMoneyFormat: z.boolean().default(true),
  captchaSettings: captchaSettingsSchema.prefault({}),
})

/** The popup overlay; raising `version` shows it again to visitors who closed it. */
export const popupOverlaySchema = z.object({
  enabled: z.boolean().default(false),
  title: z.string().default(''),
  body: richTextSchema.default([]),
  version: z.number().int().min(1).default(1),
})

export const websiteSchema = versioned(
  websiteMigrations,
  z.object({
    schemaVersion: z.literal(WEBSITE_VERSION),
    id: idSchema,
    title: z.string().min(1, { error: 'A site needs a title.' }),
    description: z.string().default(''),
    timeZone: z.string().min(1).default(DEFAULT_TIME_ZONE),
    locale: z.string().min(2).default(DEFAULT_LOCALE),
    currency: currencySchema.default(DEFAULT_CURRENCY),
    logo: imageRefSchema.optional(),
    socialAccounts: z.array(socialAccountSchema).default([]),
    settings: websiteSettingsSchema.prefault({}),
    popupOverlay: popupOverlaySchema.prefault({}),
  }),
)

export type SocialAccount = z.output<typeof socialAccountSchema>
export type StoreSettings = z.output<typeof storeSettingsSchema>
export type CaptchaSettings = z.output<typeof captchaSettingsSchema>
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>
export type PopupOverlay = z.output<typeof popupOverlaySchema>
export type Website = z.output<typeof websiteSchema>
