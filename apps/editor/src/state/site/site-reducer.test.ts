import { describe, expect, it } from 'vitest'
import { startHistory } from '../history.js'
import type { SiteAction } from './site-action.js'
import { footerBlockText } from './footer-edits.js'
import { checkSiteDocument, type SiteDocument } from './site-document.js'
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

  it('footer text typing is one step; blocks and columns are steps; social links are a step', () => {
    const history = replay([
      { type: 'add-footer-column' },
      { type: 'set-footer-block-text', column: 0, block: 0, text: 'Open' },
      { type: 'set-footer-block-text', column: 0, block: 0, text: 'Open Thursdays' },
      { type: 'add-footer-paragraph', column: 0 },
      { type: 'set-footer-block-text', column: 0, block: 1, text: 'Closed in August' },
      { type: 'show-social-links', shown: false },
    ])
    expect(history.past).toHaveLength(5)
    const [column] = history.present.footer.textBlocks
    expect(column?.map(footerBlockText)).toEqual(['Open Thursdays', 'Closed in August'])
    const once = siteHistoryReducer(history, { type: 'undo' })
    expect(once.present.footer).toMatchObject({ showSocialLinks: true })
    const undone = [1, 2, 3, 4].reduce((at) => siteHistoryReducer(at, { type: 'undo' }), once)
    expect(undone.present.footer.textBlocks).toEqual([])
  })

  it('a changed footer block keeps its columns, its kind and its formatting', () => {
    const bold = (text: string) => ({
      type: 'paragraph' as const,
      children: [{ type: 'text' as const, text, bold: true, italic: false }],
    })
    const plain = (text: string) => ({
      type: 'paragraph' as const,
      children: [{ type: 'text' as const, text, bold: false, italic: false }],
    })
    const footer = {
      textBlocks: [
        [bold('Loam & Ember'), plain('41 Foundry Lane')],
        [bold('Studio & coffee bar'), plain('Thursday to Sunday')],
      ],
      showSocialLinks: true,
    }
    const history = (
      [
        { type: 'set-footer-block-text', column: 1, block: 1, text: 'Friday to Sunday' },
        { type: 'set-footer-block-text', column: 0, block: 0, text: 'Loam and Ember' },
      ] satisfies SiteAction[]
    ).reduce(siteHistoryReducer, startHistory({ ...start, footer }))
    expect(history.present.footer.textBlocks).toEqual([
      [bold('Loam and Ember'), plain('41 Foundry Lane')],
      [bold('Studio & coffee bar'), plain('Friday to Sunday')],
    ])
    // Untouched columns are the very same objects: nothing about them is rewritten.
    expect(history.present.footer.textBlocks[1]?.[0]).toBe(footer.textBlocks[1]?.[0])
    const removed = siteHistoryReducer(history, { type: 'remove-footer-column', column: 0 })
    expect(removed.present.footer.textBlocks).toHaveLength(1)
  })

  it('no-op edits leave the history alone', () => {
    const history = replay([
      { type: 'set-site-title', title: 'Clay & Bean' },
      { type: 'set-logo', fileId: null },
      { type: 'set-branding', branding: 'title' },
      { type: 'show-navigation-section', section: 'main', shown: true },
      { type: 'set-footer-block-text', column: 0, block: 0, text: 'none there' },
      { type: 'remove-footer-column', column: 3 },
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
