import { describe, expect, it } from 'vitest'
import {
  editorContentSecurityPolicy,
  pageContentSecurityPolicy,
  siteContentSecurityPolicy,
} from './security-headers.js'

describe('the content security policies', () => {
  it('keeps scripts to the site on a page without the owner’s code, whatever its stylesheet names', () => {
    const html = '<style>.code-block--rendered{} .embed-block__frame{}</style><p>Hi</p>'
    expect(pageContentSecurityPolicy(html)).toBe(siteContentSecurityPolicy)
    expect(siteContentSecurityPolicy).toContain("script-src 'self';")
    expect(siteContentSecurityPolicy).toContain("object-src 'none'")
    expect(siteContentSecurityPolicy).not.toContain('unsafe-eval')
  })

  it('lets the owner’s code block and embeds run their scripts, framed by the site only', () => {
    for (const html of [
      '<div class="code-block code-block--rendered"><script>go()</script></div>',
      '<iframe class="embed-block__frame" sandbox="allow-scripts" srcdoc="…"></iframe>',
    ]) {
      const policy = pageContentSecurityPolicy(html)
      expect(policy).toContain("script-src 'self' 'unsafe-inline' https:")
      expect(policy).toContain("frame-ancestors 'self'")
      expect(policy).toContain("object-src 'none'")
    }
  })

  it('runs only the editor’s own scripts at /config, and lets nothing frame it', () => {
    expect(editorContentSecurityPolicy).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(editorContentSecurityPolicy).toContain("frame-ancestors 'none'")
    expect(editorContentSecurityPolicy).not.toMatch(/script-src[^;]*unsafe/)
  })
})
