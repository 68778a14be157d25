import type { NavigationSection, SiteHeader } from '@atelier/schema'

/** Every edit in the Header & Footer area. Each has one handler in `site-reducer.ts`. */
export type SiteAction =
  /** Typing in the title is one undo step. */
  | { type: 'set-site-title'; title: string }
  /** A file of the site (an image from the file manager), or null for no logo. */
  | { type: 'set-logo'; fileId: string | null }
  | { type: 'set-branding'; branding: SiteHeader['branding'] }
  | { type: 'show-navigation-section'; section: NavigationSection; shown: boolean }
  /**
   * The footer's columns (`textBlocks`) and the text blocks in each, edited one at a time.
   * Typing in one text block is one undo step.
   */
  | { type: 'set-footer-block-text'; column: number; block: number; text: string }
  /** A paragraph or heading made one link (from the link editor), or plain words with null. */
  | {
      type: 'set-footer-block-link'
      column: number
      block: number
      link: { href: string; newWindow: boolean } | null
    }
  | { type: 'add-footer-paragraph'; column: number }
  | { type: 'remove-footer-block'; column: number; block: number }
  | { type: 'add-footer-column' }
  | { type: 'remove-footer-column'; column: number }
  | { type: 'show-social-links'; shown: boolean }
