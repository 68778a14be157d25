import { signIn } from './editor-session.js'
import { expect, test } from '@playwright/test'
import {
  editorAreas,
  glyphIconsShown,
  horizontalOverflow,
  openArea,
} from './editor-shell-helpers.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

const sizes = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'phone', width: 390, height: 844 },
]

const slug = (area: string) => area.toLowerCase().replace(/[^a-z]+/g, '-')

for (const size of sizes) {
  test(`every editor area at ${size.width} px: no serious axe violation, SVG icons only, nothing wider than the screen`, async ({
    page,
  }) => {
    test.setTimeout(420_000)
    await page.setViewportSize(size)
    await signIn(page)
    const problems: string[] = []
    for (const area of editorAreas) {
      await openArea(page, area)
      await expect(page.locator('main')).toBeVisible()
      for (const violation of await seriousViolations(page)) problems.push(`${area}: ${violation}`)
      for (const line of await glyphIconsShown(page))
        problems.push(`${area}: glyph icon in "${line}"`)
      if (size.name === 'phone') {
        const overflow = await horizontalOverflow(page)
        if (overflow > 0) problems.push(`${area}: ${overflow}px wider than the screen`)
      }
      await keepScreenshot(page, `editor-area-${slug(area)}`)
    }
    expect(problems).toEqual([])
  })
}
