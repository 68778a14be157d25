import { z } from 'zod'
import { idSchema, isoDateTimeSchema } from '../core/primitives.js'
import { checkoutSettingsSchema } from './checkout-settings.js'
import { layoutSchema } from './layout.js'

/**
 * The parts of a site that bundle version 2 added: data the editor, the store and the mailing
 * lists keep in their own tables beside the documents of version 1.
 */

/** Fonts and colours of the site; the server checks the values again before it stores them. */
export const bundleStylesSchema = z.object({
  fonts: z.object({ heading: z.string().min(1), body: z.string().min(1) }),
  colors: z.record(z.string(), z.string()),
})

/** A tag or category name made in the editor before any item uses it. */
export const bundleTaxonomyNameSchema = z.object({
  collectionId: idSchema,
  tagType: z.enum(['tag', 'category']),
  name: z.string().min(1),
})

/** SPEC §7 store category of a store collection. */
export const bundleStoreCategorySchema = z.object({
  id: idSchema,
  collectionId: idSchema,
  parentCategoryId: idSchema.nullable().default(null),
  displayName: z.string().min(1),
  type: z.string().min(1),
  pageRendering: z.string().min(1),
  displayIndex: z.number().int(),
})

/**
 * The editor's side of a page: its unsaved-for-visitors draft (null while it equals the published
 * layout) and the version counters that tell whether the draft has been published.
 */
export const bundlePageDraftSchema = z.object({
  collectionId: idSchema,
  draft: layoutSchema.nullable(),
  version: z.number().int().min(1),
  publishedVersion: z.number().int().min(1),
})

/** A subscriber with the consent state they gave: pending, subscribed or unsubscribed. */
export const bundleSubscriberSchema = z.object({
  id: idSchema,
  // As stored: the sign-up form checked it; a stricter rule here could strand an export.
  email: z.string().min(1),
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  status: z.enum(['pending', 'subscribed', 'unsubscribed']),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
})

export const bundleMailingListSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  doubleOptIn: z.boolean().default(false),
  createdAt: isoDateTimeSchema,
  subscribers: z.array(bundleSubscriberSchema).default([]),
})

/** The store's checkout settings and the last order number it handed out. */
export const bundleCheckoutSchema = z.object({
  settings: checkoutSettingsSchema,
  /** Order numbers go on from here on the new server, so a customer's number is never reused. */
  lastOrderNumber: z.number().int().min(0),
})

/**
 * A visitor account of the website (SPEC §6 signed-in visitor) with its password's hash, never
 * the password: moved to a new server, the visitor signs in as before.
 */
export const bundleSiteUserSchema = z.object({
  id: idSchema,
  email: z.string().min(1).max(320),
  passwordHash: z.string().regex(/^scrypt\$/, { error: 'A password hash is an scrypt hash.' }),
  createdAt: isoDateTimeSchema,
  /** When the address was verified; absent in older bundles, whose accounts count as verified. */
  emailVerifiedAt: isoDateTimeSchema.nullable().optional(),
  /** The profile name the visitor gave ('' or absent when none). */
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  /** When the owner disabled the account; null or absent while it may sign in. */
  disabledAt: isoDateTimeSchema.nullable().optional(),
})

export type BundleStyles = z.output<typeof bundleStylesSchema>
export type BundleTaxonomyName = z.output<typeof bundleTaxonomyNameSchema>
export type BundleStoreCategory = z.output<typeof bundleStoreCategorySchema>
export type BundlePageDraft = z.output<typeof bundlePageDraftSchema>
export type BundleSubscriber = z.output<typeof bundleSubscriberSchema>
export type BundleMailingList = z.output<typeof bundleMailingListSchema>
export type BundleCheckout = z.output<typeof bundleCheckoutSchema>
export type BundleSiteUser = z.output<typeof bundleSiteUserSchema>
