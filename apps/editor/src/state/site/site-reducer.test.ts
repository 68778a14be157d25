import { describe, expect, it } from 'vitest'
import { startHistory } from '../history.js'
import type { SiteAction } from './site-action.js'
import { checkSiteDocument, footerText, type SiteDocument } from './site-document.js'
import { siteHistoryReducer } from './site-reducer.js'

const start: SiteDocument = {
  title: 'Clay & Bean',
  logoFileId: null,
  header: { branding: 'title', navigationSections: ['main'] },
  footer: { textBlocks: [], showSocialLinks: true },
}

const replay = (actions: (SiteAction | { type: 'undo' } | { type: 'redo' })[]) =>
  actions.reduce(siteHistoryReducer, startHistory(start))

describe('site identity, header and footer actions through the undo/redo history', () => {
  it('the site title typed letter by letter: one step to apply, undo and redo', () => {
    const typed = replay([
      { type: 'set-site-title', title: 'Clay & Bea' },
      { type: 'set-site-title', title: 'Clay & Be' },
      { type: 'set-site-title', title: 'Loam' },
    ])
    expect(typed.present.title).toBe('Loam')
    expect(typed.past).toHaveLength(1)
    const undone = siteHistoryReducer(typed, { type: 'undo' })
    expect(undone.present.title).toBe('Clay & Bean')
    expect(siteHistoryReducer(undone, { type: 'redo' }).present.title).toBe('Loam')
  })

  it('branding and the logo: apply, undo, redo, one step each', () => {
    const history = replay([
      { type: 'set-logo', fileId: 'file-logo' },
      { type: 'set-branding', branding: 'logo' },
    ])
    expect(history.present).toMatchObject({ logoFileId: 'file-logo', header: { branding: 'logo' } })
    const once = siteHistoryReducer(history, { type: 'undo' })
    expect(once.present).toMatchObject({ logoFileId: 'file-logo', header: { branding: 'title' } })
    const twice = siteHistoryReducer(once, { type: 'undo' })
    expect(twice.present).toEqual(start)
    const redone = [{ type: 'redo' } as const, { type: 'redo' } as const].reduce(
      siteHistoryReducer,
      twice,
    )
    expect(redone.present).toEqual(history.present)
    const removed = siteHistoryReducer(redone, { type: 'set-logo', fileId: null })
    expect(removed.present.logoFileId).toBeNull()
    expect(siteHistoryReducer(removed, { type: 'undo' }).present.logoFileId).toBe('file-logo')
  })

  it('header navigation sections keep the navigation order; undo takes one back off', () => {
    const history = replay([
      { type: 'show-navigation-section', section: 'hidden', shown: true },
      { type: 'show-navigation-section', section: 'secondary', shown: true },
      { type: 'show-navigation-section', section: 'main', shown: false },
    ])
    expect(history.present.header.navigationSections).toEqual(['secondary', 'hidden'])
    expect(siteHistoryReducer(history, { type: 'undo' }).present.header.navigationSections).toEqual(
      ['main', 'secondary', 'hidden'],
    )
  })

  it('footer text typing is one step; blank lines make paragraphs; social links are a step', () => {
    const history = replay([
      { type: 'set-footer-text', text: 'Open Thursdays' },
      { type: 'set-footer-text', text: 'Open Thursdays\n\n' },
      { type: 'set-footer-text', text: 'Open Thursdays\n\nClosed in August' },
      { type: 'show-social-links', shown: false },
    ])
    expect(history.past).toHaveLength(2)
    expect(footerText(history.present.footer)).toBe('Open Thursdays\n\nClosed in August')
    expect(history.present.footer.textBlocks[0]).toHaveLength(2)
    const once = siteHistoryReducer(history, { type: 'undo' })
    expect(once.present.footer).toMatchObject({ showSocialLinks: true })
    expect(siteHistoryReducer(once, { type: 'undo' }).present.footer.textBlocks).toEqual([])
  })

  it('no-op edits leave the history alone', () => {
    const history = replay([
      { type: 'set-site-title', title: 'Clay & Bean' },
      { type: 'set-logo', fileId: null },
      { type: 'set-branding', branding: 'title' },
      { type: 'show-navigation-section', section: 'main', shown: true },
      { type: 'set-footer-text', text: '\n\n' },
      { type: 'show-social-links', shown: true },
    ])
    expect(history.past).toHaveLength(0)
    expect(history.present).toBe(start)
  })

  it('an empty site title is caught before anything is sent', () => {
    expect(checkSiteDocument(start)).toBeNull()
    expect(checkSiteDocument({ ...start, title: '  ' })).toEqual({
      message: 'Please enter a site title',
      errors: { title: 'Please enter a site title' },
    })
  })
})
