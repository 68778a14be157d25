import { buildSeo, type SeoInput } from './build-seo.js'
import { findHomeCollection } from './build-navigation.js'
import { buildSiteFrame } from './build-site-frame.js'
import type { PageContext } from './page-context.js'
import type { RenderEnv } from './render-env.js'
import { resolveImage } from './resolve-image.js'

export interface PageRequest {
  path: string
  query: Readonly<Record<string, string | undefined>>
  /** Ids of locked collections this visitor has unlocked with the password. */
  unlocked: ReadonlySet<string>
  /** Ids of member-only collections this signed-in customer's memberships open. */
  memberOpen?: ReadonlySet<string>
  /**
   * Courses (issue 21): whether a customer is signed in and the lessons of the course at this
   * path they have completed; absent: nobody is signed in.
   */
  lessons?: { signedIn: boolean; completed: ReadonlySet<string> }
  /** Why the last password post failed: a wrong password, or too many tries (SPEC-less, 429). */
  lockFailed?: 'wrong' | 'too-many'
}

export interface ThemeAssets {
  stylesheetUrl: string
  scripts: readonly string[]
  /** The scripts of a page of this template (bundled per page kind); `scripts` when absent. */
  scriptsFor?: (template: string) => readonly string[]
}

/** What a page adds to the shared frame; other areas (the /cart page) build their own. */
export interface PageBody {
  status: number
  pageType: number
  template: string
  /** `path` overrides the canonical path (the home page's own URL is `/`). */
  seo: Omit<SeoInput, 'siteName' | 'origin' | 'path'> & { path?: string }
  parts: Partial<PageContext>
  atelier?: Partial<PageContext['atelier']>
}

export interface AssembleOptions {
  /**
   * False on pages that must carry none of the owner's own content beyond the site frame (the
   * checkout pages, where card fields live): the popup overlay is left out.
   */
  ownerContent?: boolean
}

/** Wraps a page body in the shared frame (site, navigation, footer, SEO). */
export function assemblePage(
  env: RenderEnv,
  request: PageRequest,
  assets: ThemeAssets,
  body: PageBody,
  options: AssembleOptions = {},
): PageContext {
  const home = findHomeCollection(env.snapshot.navigation.main, env.visibleCollections)
  const frame = buildSiteFrame({
    env,
    path: request.path,
    pageType: body.pageType,
    template: body.template,
    home,
    stylesheetUrl: assets.stylesheetUrl,
    scripts: assets.scriptsFor?.(body.template) ?? assets.scripts,
    ownerContent: options.ownerContent ?? true,
    seo: buildSeo({
      siteName: env.snapshot.website.title,
      origin: env.origin,
      path: request.path,
      ...body.seo,
      ...((body.seo.path ?? request.path) === '/' && body.status === 200
        ? { organization: organizationOf(env) }
        : {}),
    }),
  })
  return { ...frame, ...body.parts, atelier: { ...frame.atelier, ...body.atelier } }
}

/** The business behind the site, as its home page describes it to search engines. */
function organizationOf(env: RenderEnv): { logoUrl?: string; sameAs: string[] } {
  const website = env.snapshot.website
  const logo = resolveImage(website.logo, env.snapshot.files)
  return {
    ...(logo ? { logoUrl: logo.url } : {}),
    sameAs: website.socialAccounts.map((account) => account.url),
  }
}
