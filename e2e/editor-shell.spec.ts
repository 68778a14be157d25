import { signIn } from './editor-session.js'
import { expect, test, type Page } from '@playwright/test'
import { editorAreas, horizontalOverflow, openArea } from './editor-shell-helpers.js'
import { keepScreenshot } from './screenshot.js'

test.describe.configure({ timeout: 90_000 })

/** The top bar's height and whether all of its items sit on one line. */
async function topBarRows(page: Page): Promise<{ height: number; tops: number[] }> {
  return page.locator('header.ed-header').evaluate((header) => {
    const items = [...header.querySelectorAll<HTMLElement>('a, button, strong, .ed-user')].filter(
      (item) => item.getBoundingClientRect().width > 0,
    )
    return {
      height: header.getBoundingClientRect().height,
      tops: items.map((item) => {
        const box = item.getBoundingClientRect()
        return Math.round(box.top + box.height / 2)
      }),
    }
  })
}

for (const size of [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
]) {
  test(`at ${size.width} px the top bar is one row and the sidebar names all twelve areas`, async ({
    page,
  }) => {
    await page.setViewportSize(size)
    // The editor runs under a strict Content-Security-Policy: nothing of it may be refused.
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await signIn(page)
    const bar = await topBarRows(page)
    expect(bar.height).toBeLessThanOrEqual(56)
    // Every item's middle on the same line: nothing wrapped to a second row.
    expect(Math.max(...bar.tops) - Math.min(...bar.tops)).toBeLessThanOrEqual(2)
    const areas = page.getByRole('navigation', { name: 'Editor areas' }).getByRole('button')
    // Labels beside the icons on a desktop; a rail of icons (named, with tooltips) on a tablet.
    const navWidth = (await page.getByRole('navigation', { name: 'Editor areas' }).boundingBox())!
      .width
    if (size.width >= 1280) expect(navWidth).toBeGreaterThanOrEqual(200)
    else expect(navWidth).toBeLessThanOrEqual(64)
    for (const name of editorAreas) {
      await expect(
        page.getByRole('navigation', { name: 'Editor areas' }).getByRole('button', {
          name,
          exact: true,
        }),
      ).toBeVisible()
    }
    // Each area's icon is an SVG.
    expect(await areas.locator('svg').count()).toBe(editorAreas.length)
    await openArea(page, 'Orders')
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
    await expect(
      page
        .getByRole('navigation', { name: 'Editor areas' })
        .getByRole('button', { name: 'Orders' }),
    ).toHaveAttribute('aria-current', 'page')
    expect(await horizontalOverflow(page)).toBe(0)
    await keepScreenshot(page, 'editor-shell-orders')
    expect(refused).toEqual([])
  })
}

test('keyboard: skip link, then the top bar, then the areas in order, then the area itself', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  // Start from the top of the document: just before the skip link (a click on the canvas would
  // select whichever block lies under it).
  await page.getByRole('link', { name: 'Skip to content' }).focus()
  await page.keyboard.press('Shift+Tab')
  const names: string[] = []
  for (let step = 0; step < 9; step += 1) {
    await page.keyboard.press('Tab')
    names.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement | null
        return (active?.getAttribute('aria-label') ?? active?.innerText ?? '').trim()
      }),
    )
  }
  expect(names).toEqual([
    'Skip to content',
    'View site',
    'Sign Out',
    // The setup checklist (folded) sits between the top bar and the areas.
    expect.stringMatching(/^Finish setting up \d of 5 done$/),
    'Pages',
    'Site Styles',
    'Header & Footer',
    'Files',
    'Forms & Lists',
  ])
  await expect(page.getByRole('link', { name: 'Upgrade' })).toHaveCount(0)
  // The focused area button shows a visible focus ring.
  const outline = await page.evaluate(
    () => getComputedStyle(document.activeElement as HTMLElement).outlineStyle,
  )
  expect(outline).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: /Forms/ }).first()).toBeVisible()

  // The skip link (first in the order, above) shows when focused and takes the keyboard past the
  // navigation into the area.
  await page.getByRole('link', { name: 'Skip to content' }).focus()
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.locator('main#ed-main')).toBeFocused()
})

test('on a phone the areas open from a menu button, Escape closes it, nothing scrolls sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const bar = await topBarRows(page)
  expect(Math.max(...bar.tops) - Math.min(...bar.tops)).toBeLessThanOrEqual(2)
  const menu = page.getByRole('button', { name: 'Editor menu' })
  const areas = page.getByRole('navigation', { name: 'Editor areas' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
  await expect(areas).toBeHidden()
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(areas.getByRole('button', { name: 'Pages' })).toBeFocused()
  await keepScreenshot(page, 'editor-shell-phone-menu')
  await page.keyboard.press('Escape')
  await expect(areas).toBeHidden()
  await expect(menu).toBeFocused()

  // The pages list reads at full width.
  const pages = page.getByRole('navigation', { name: 'Pages' })
  const box = await pages.boundingBox()
  expect(box?.width).toBeGreaterThan(370)
  expect(await horizontalOverflow(page)).toBe(0)
  await keepScreenshot(page, 'editor-shell-phone-pages')

  // Orders read as cards, each value named by its column.
  await openArea(page, 'Orders')
  await expect(areas).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible()
  expect(await horizontalOverflow(page)).toBe(0)
  const firstRow = page.locator('.ed-table tbody tr').first()
  if ((await firstRow.count()) > 0) {
    const rowBox = await firstRow.boundingBox()
    expect(rowBox!.x + rowBox!.width).toBeLessThanOrEqual(390)
    expect(await firstRow.locator('td[data-label]').first().getAttribute('data-label')).toBeTruthy()
  }
  await keepScreenshot(page, 'editor-shell-phone-orders')
})
