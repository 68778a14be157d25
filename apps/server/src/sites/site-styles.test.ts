import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_STYLES, siteStylesCss, validateSiteStyles } from './site-styles.js'

describe('site styles', () => {
  it('turns fonts and colours into the theme variables', () => {
    const css = siteStylesCss({
      fonts: { heading: 'Georgia', body: 'Verdana' },
      colors: { background: '#ffffff', text: '#111', accent: 'rgb(10, 20, 30)', highlight: '#ff0' },
    })
    expect(css).toBe(
      ":root { --font-serif: Georgia, 'Times New Roman', serif; --font-sans: Verdana, Geneva, Tahoma, sans-serif; " +
        '--paper: #ffffff; --ink: #111; --accent: rgb(10, 20, 30); --color-highlight: #ff0; }',
    )
  })

  it('refuses fonts outside the local list and anything that is not a colour', () => {
    const base = DEFAULT_SITE_STYLES
    expect(
      validateSiteStyles({ ...base, fonts: { heading: 'Comic Papyrus', body: 'System UI' } }),
    ).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Comic Papyrus is not one of the expected options',
      fields: { 'fonts.heading': 'Comic Papyrus is not one of the expected options' },
    })
    const injected = validateSiteStyles({
      ...base,
      colors: { ...base.colors, accent: 'red;} body{display:none' },
    })
    expect(injected.ok).toBe(false)
    expect(validateSiteStyles(base).ok).toBe(true)
  })

  it('leaves out stored values that are not colours, so nothing can close the style element', () => {
    const css = siteStylesCss({
      fonts: { heading: 'Georgia', body: '</style><script>alert(1)</script>' },
      colors: {
        background: '#fff',
        text: 'red}</style><script>alert(1)</script>',
        accent: '#b5532f',
        '</style>': '#000',
      },
    })
    expect(css).toBe(
      ":root { --font-serif: Georgia, 'Times New Roman', serif; --paper: #fff; --accent: #b5532f; --accent-soft: #f3e3de; --accent-text: #a74c2b; --accent-ink: #ffffff; }",
    )
    expect(css).not.toContain('<')
  })
})
