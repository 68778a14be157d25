import fs from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// axe-core from node_modules, never from a CDN.
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/**
 * Loads axe into the page once. Evaluated by the browser's debugging protocol rather than added as
 * a `<script>`: pages and /config allow no inline script (their Content-Security-Policy), and the
 * tests keep those policies on.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => 'axe' in window)) return
  await page.evaluate(axeSource)
}
