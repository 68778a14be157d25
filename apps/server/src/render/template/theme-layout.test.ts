import { beforeAll, describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { buildPage } from '../context/build-page-context.js'
import { loadTheme, type Theme } from './load-theme.js'
import { createEnv } from './page-renderer.js'
import { renderHtml } from './render-html.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
let theme: Theme

beforeAll(async () => {
  theme = await loadTheme()
})

function html(snapshot: SiteSnapshot, path: string): string {
  const env = createEnv(snapshot, now, 'https://shop.example')
  const result = buildPage(
    env,
    { path, query: {}, unlocked: new Set() },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error(`${path} redirected`)
  return renderHtml(theme, result.context, { now: now.getTime() }).html
}

describe('default theme layout', () => {
  it('marks every block wrapper with data-block-id, the id the editor canvas looks for', () => {
    const markup = html(snapshotFromBundle(buildDemoSite(now)), '/about')
    const wrappers = markup.match(/<div class="block block--[^>]*>/g) ?? []
    expect(wrappers.length).toBeGreaterThan(1)
    for (const wrapper of wrappers) {
      const id = /id="block-([^"]+)"/.exec(wrapper)?.[1]
      expect(wrapper).toContain(`data-block-id="${id}"`)
    }
  })

  it("puts the site's styles in the head after the stylesheet, and nothing without them", () => {
    const snapshot = snapshotFromBundle(buildDemoSite(now))
    const styled = html({ ...snapshot, siteStylesCss: ':root { --accent: #0a7d5a; }' }, '/about')
    const head = styled.slice(0, styled.indexOf('</head>'))
    expect(head).toMatch(
      /<link rel="stylesheet" href="\/site.css">\n<style id="atelier-site-styles">:root \{ --accent: #0a7d5a; \}<\/style>\n$/,
    )
    expect(html(snapshot, '/about')).not.toContain('atelier-site-styles')
  })
})
