import { expect, type Page } from '@playwright/test'

/** Every area of the editor's sidebar, in its order, as the owner sees them. */
export const editorAreas = [
  'Pages',
  'Site Styles',
  'Header & Footer',
  'Files',
  'Forms & Lists',
  'Member Areas',
  'Mailing Lists',
  'Campaigns',
  'Products',
  'Inventory',
  'Orders',
  'Store Settings',
  'Webhooks',
  'Analytics',
  'Permissions',
  'Audit log',
] as const

/**
 * Symbols that stand in for icons and show as empty boxes without the right font (the editor's
 * icons are SVG): arrows, crosses, pencils, gears, braille dots, the wastebasket, ⓘ, ☰, ⋮.
 */
export const glyphIcons =
  /[\u2190-\u21ff\u2715\u2716\u2717\u2718\u00d7\u270e\u270f\u2699\u2800-\u28ff\u24d8\u2630\u22ee\u{1f5d1}]/u

/** Opens an area from the sidebar; on a phone the sidebar is behind the top bar's menu button. */
export async function openArea(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Editor menu' })
  if (await menu.isVisible()) {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click()
  }
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name, exact: true })
    .click()
  await settled(page)
}

/** Waits until nothing on the screen says it is still loading. */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .ui-loading')).toHaveCount(0, { timeout: 15_000 })
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
}

/** The visible text of the editor that uses a symbol as an icon, with the symbol. */
export async function glyphIconsShown(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText()
  return text.split('\n').filter((line) => glyphIcons.test(line))
}
