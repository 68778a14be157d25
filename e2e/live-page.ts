import { expect, type Page } from '@playwright/test'

/**
 * Waits until every island of the page is live. Before an island mounts, its markup is plain HTML:
 * a click reaches no handler and a form submits natively, so tests act only after this.
 */
export async function islandsLive(page: Page): Promise<void> {
  await expect(page.locator('[data-island]:not([data-island-mounted="true"])')).toHaveCount(0)
}

/** Opens a site page and waits for its islands. */
export async function openLive(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await islandsLive(page)
}

/** Reloads the page and waits for its islands. */
export async function reloadLive(page: Page): Promise<void> {
  await page.reload()
  await islandsLive(page)
}
