import type { NavigationSection, SiteHeader } from '@atelier/schema'

/** Every edit in the Header & Footer area. Each has one handler in `site-reducer.ts`. */
export type SiteAction =
  /** Typing in the title is one undo step. */
  | { type: 'set-site-title'; title: string }
  /** A file of the site (an image from the file manager), or null for no logo. */
  | { type: 'set-logo'; fileId: string | null }
  | { type: 'set-branding'; branding: SiteHeader['branding'] }
  | { type: 'show-navigation-section'; section: NavigationSection; shown: boolean }
  /** Typing in the footer text is one undo step. */
  | { type: 'set-footer-text'; text: string }
  | { type: 'show-social-links'; shown: boolean }
