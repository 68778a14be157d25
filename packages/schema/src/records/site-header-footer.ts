import { z } from 'zod'
import { stampVersionOne, versioned, type Migrations } from '../core/versioned.js'
import { NAVIGATION_SECTIONS } from './navigation.js'
import { richTextSchema } from './rich-text.js'

export const SITE_HEADER_FOOTER_VERSION = 1

export const siteHeaderFooterMigrations: Migrations = {
  name: 'SiteHeaderFooter',
  currentVersion: SITE_HEADER_FOOTER_VERSION,
  up: [stampVersionOne],
}

export const siteHeaderSchema = z.object({
  /** 'logo' falls back to the title when the site has no logo. */
  branding: z.enum(['logo', 'title']).default('title'),
  navigationSections: z.array(z.enum(NAVIGATION_SECTIONS)).default(['main']),
})

export const siteFooterSchema = z.object({
  textBlocks: z.array(richTextSchema).default([]),
  showSocialLinks: z.boolean().default(true),
})

/** The body of GET/PUT /api/site-header-footer. */
export const siteHeaderFooterSchema = versioned(
  siteHeaderFooterMigrations,
  z.object({
    schemaVersion: z.literal(SITE_HEADER_FOOTER_VERSION),
    header: siteHeaderSchema.prefault({}),
    footer: siteFooterSchema.prefault({}),
  }),
)

export type SiteHeader = z.output<typeof siteHeaderSchema>
export type SiteFooter = z.output<typeof siteFooterSchema>
export type SiteHeaderFooter = z.output<typeof siteHeaderFooterSchema>
