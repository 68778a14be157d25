import { NAVIGATION_SECTIONS } from '@atelier/schema'
import { createHistoryReducer } from '../history.js'
import type { SiteAction } from './site-action.js'
import {
  addFooterColumn,
  addFooterParagraph,
  removeFooterBlock,
  removeFooterColumn,
  setFooterBlockText,
  setFooterBlockLink,
} from './footer-edits.js'
import type { SiteDocument } from './site-document.js'

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

function withFooter(document: SiteDocument, footer: SiteDocument['footer']): SiteDocument {
  return footer === document.footer ? document : { ...document, footer }
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
    case 'set-footer-block-text':
      return withFooter(
        document,
        setFooterBlockText(document.footer, action.column, action.block, action.text),
      )
    case 'set-footer-block-link':
      return withFooter(
        document,
        setFooterBlockLink(document.footer, action.column, action.block, action.link),
      )
    case 'add-footer-paragraph':
      return withFooter(document, addFooterParagraph(document.footer, action.column))
    case 'remove-footer-block':
      return withFooter(document, removeFooterBlock(document.footer, action.column, action.block))
    case 'add-footer-column':
      return withFooter(document, addFooterColumn(document.footer))
    case 'remove-footer-column':
      return withFooter(document, removeFooterColumn(document.footer, action.column))
    case 'show-social-links':
      return document.footer.showSocialLinks === action.shown
        ? document
        : { ...document, footer: { ...document.footer, showSocialLinks: action.shown } }
  }
}

export const siteHistoryReducer = createHistoryReducer(siteReducer, (action) =>
  action.type === 'set-site-title'
    ? 'site-title'
    : action.type === 'set-footer-block-text'
      ? `footer-${action.column}-${action.block}`
      : undefined,
)
