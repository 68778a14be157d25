import { NAVIGATION_SECTIONS } from '@atelier/schema'
import { createHistoryReducer } from '../history.js'
import type { SiteAction } from './site-action.js'
import { footerParagraphs, type SiteDocument } from './site-document.js'

function showSection(
  document: SiteDocument,
  action: Extract<SiteAction, { type: 'show-navigation-section' }>,
): SiteDocument {
  const shown = document.header.navigationSections
  if (shown.includes(action.section) === action.shown) return document
  // Kept in the navigation's own order, whatever order the boxes were ticked in.
  const navigationSections = NAVIGATION_SECTIONS.filter((section) =>
    section === action.section ? action.shown : shown.includes(section),
  )
  return { ...document, header: { ...document.header, navigationSections } }
}

function setFooterText(
  document: SiteDocument,
  action: Extract<SiteAction, { type: 'set-footer-text' }>,
): SiteDocument {
  const textBlocks = footerParagraphs(action.text)
  if (JSON.stringify(textBlocks) === JSON.stringify(document.footer.textBlocks)) return document
  return { ...document, footer: { ...document.footer, textBlocks } }
}

/** The one place the site identity, header and footer change. */
export function siteReducer(document: SiteDocument, action: SiteAction): SiteDocument {
  switch (action.type) {
    case 'set-site-title':
      return document.title === action.title ? document : { ...document, title: action.title }
    case 'set-logo':
      return document.logoFileId === action.fileId
        ? document
        : { ...document, logoFileId: action.fileId }
    case 'set-branding':
      return document.header.branding === action.branding
        ? document
        : { ...document, header: { ...document.header, branding: action.branding } }
    case 'show-navigation-section':
      return showSection(document, action)
    case 'set-footer-text':
      return setFooterText(document, action)
    case 'show-social-links':
      return document.footer.showSocialLinks === action.shown
        ? document
        : { ...document, footer: { ...document.footer, showSocialLinks: action.shown } }
  }
}

export const siteHistoryReducer = createHistoryReducer(siteReducer, (action) =>
  action.type === 'set-site-title'
    ? 'site-title'
    : action.type === 'set-footer-text'
      ? 'footer-text'
      : undefined,
)
