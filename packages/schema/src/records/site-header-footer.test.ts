import { describe, expect, it } from 'vitest'
import { parseWith } from '../core/parse-result.js'
import { siteHeaderFooterSchema } from './site-header-footer.js'

describe('site header and footer', () => {
  it('shows the title and main navigation, and social links in the footer, by default', () => {
    expect(parseWith(siteHeaderFooterSchema, {})).toEqual({
      ok: true,
      value: {
        schemaVersion: 1,
        header: { branding: 'title', navigationSections: ['main'] },
        footer: { textBlocks: [], showSocialLinks: true },
      },
    })
  })

  it('takes footer text as rich text blocks', () => {
    const footer = {
      textBlocks: [[{ type: 'paragraph', children: [{ type: 'text', text: '© Us' }] }]],
    }
    expect(parseWith(siteHeaderFooterSchema, { header: { branding: 'logo' }, footer }).ok).toBe(
      true,
    )
  })

  it('refuses unknown branding and navigation sections', () => {
    expect(parseWith(siteHeaderFooterSchema, { header: { branding: 'banner' } }).ok).toBe(false)
    expect(parseWith(siteHeaderFooterSchema, { header: { navigationSections: ['top'] } }).ok).toBe(
      false,
    )
  })
})
