import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'

const DIR = path.join(import.meta.dirname, 'screenshots')

/**
 * Keeps a full-page picture of what the test sees under `e2e/screenshots/` (git-ignored), named
 * after the page and the viewport, so a person can look at every screen the suite visits.
 */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize()
  const suffix = size ? `-${size.width}x${size.height}` : ''
  fs.mkdirSync(DIR, { recursive: true })
  await page.screenshot({ path: path.join(DIR, `${name}${suffix}.png`), fullPage: true })
}
