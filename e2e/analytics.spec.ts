import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { accessibleNameViolations } from './accessible-names.js'
import {
  addToCartFromProductPage,
  checkoutForm,
  fillCheckout,
  signInOwnerRequest,
} from './checkout-helpers.js'
import { signIn } from './editor-session.js'
import { openLive } from './live-page.js'

const errorMessage = `Analytics e2e failure ${Date.now().toString(36)}`

async function openAnalytics(page: Page): Promise<void> {
  await signIn(page)
  await page.getByRole('button', { name: 'Analytics', exact: true }).click()
  await page.getByRole('combobox', { name: 'Range' }).selectOption('today')
}

const figure = (page: Page, label: string) =>
  page.locator('.ed-analytics-figure').filter({ has: page.getByText(label, { exact: true }) })

// The dashboard's figures are the whole day's on the one e2e server: this file runs first (files
// run in name order on one worker), before any other spec has visited or bought.
test.describe.configure({ mode: 'serial' })

test('a visit, a search and a purchase show on the owner’s dashboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000)
  await openLive(page, '/')
  const links = await page
    .locator('.main-nav__link[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '/'))
  const pages = [...new Set(links.filter((href) => href !== '/'))].slice(0, 3)
  // Five pages: the home page, three of the navigation and (below) a product page.
  expect(pages).toHaveLength(3)
  for (const path of pages) await openLive(page, path)
  await openLive(page, '/search?q=vase')
  // A page that throws: the reporter sends the error after its 1 s debounce; the test waits for
  // the report to be taken, not for a time.
  const errorReported = page.waitForResponse(
    (response) => response.url().includes('/api/events/RecordJavascriptErrors') && response.ok(),
  )
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, errorMessage)
  await errorReported
  const addReported = page.waitForResponse(
    (response) =>
      response.url().includes('/api/events/RecordEvent') &&
      (response.request().postData() ?? '').includes('add-to-cart') &&
      response.ok(),
  )
  await addToCartFromProductPage(page, '/shop/bud-vase')
  await addReported
  await openLive(page, '/checkout')
  await fillCheckout(page, '4242 4242 4242 4242', 'analytics@example.com')
  await checkoutForm(page)
    .getByRole('radio', { name: /^Standard shipping/ })
    .check()
  await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/checkout\/confirmed\/[\w-]+$/)
  const cookies = await page.context().cookies()
  expect(
    decodeURIComponent(cookies.find((cookie) => cookie.name === 'ss_cvr')?.value ?? ''),
  ).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|\d+$/)
  // Leaving the page sends the Web Vitals measured so far, in a beacon the test waits to be taken.
  const vitalsSent = page.waitForEvent('requestfinished', (request) =>
    request.url().includes('/api/1/performance/records'),
  )
  await openLive(page, '/')
  await vitalsSent

  const owner = await browser.newPage()
  await openAnalytics(owner)
  await expect(figure(owner, 'Unique visitors').locator('.ed-analytics-figure__value')).toHaveText(
    '1',
  )
  const views = Number(
    (await figure(owner, 'Page views').locator('.ed-analytics-figure__value').textContent()) ?? '0',
  )
  expect(views).toBeGreaterThanOrEqual(5)
  const topPages = owner.locator('.ed-analytics-table').filter({ hasText: 'Top pages' })
  for (const path of ['/', ...pages, '/shop/bud-vase']) {
    await expect(topPages.getByRole('cell', { name: path, exact: true })).toBeVisible()
  }
  const searches = owner.locator('.ed-analytics-table').filter({ hasText: 'Site search keywords' })
  await expect(searches.getByRole('cell', { name: 'vase', exact: true })).toBeVisible()
  const purchase = owner.locator('.ed-analytics-funnel li').filter({ hasText: 'Purchase' })
  await expect(purchase.locator('.ed-analytics-funnel__count')).toHaveText('1')
  await expect(figure(owner, 'Orders').locator('.ed-analytics-figure__value')).toHaveText('1')
  // An LCP figure: the LCP column (second) of the Web Vitals table.
  const vitals = owner.locator('.ed-analytics-table').filter({ hasText: 'p75 per page' })
  await expect(vitals.locator('tbody td:nth-child(2) .ed-vital').first()).toHaveText(
    /^\d[\d.,]* m?s /,
  )
  const errors = owner.locator('.ed-analytics-table').filter({ hasText: 'Grouped by message' })
  await expect(errors.getByText(errorMessage)).toBeVisible()
  expect(await accessibleNameViolations(owner)).toEqual([])
  await owner.setViewportSize({ width: 1440, height: 900 })
  await owner.screenshot({ path: 'e2e/screenshots/analytics-dashboard.png', fullPage: true })
  await owner.setViewportSize({ width: 390, height: 844 })
  await owner.screenshot({ path: 'e2e/screenshots/analytics-dashboard-phone.png', fullPage: true })
  await owner.close()
})

test('with the opt-in policy no tracking cookie exists before consent', async ({
  page,
  playwright,
  baseURL,
}) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const setPolicy = (cookiePolicy: string) =>
    request.put('/api/editor/analytics/settings', {
      headers: { 'x-csrf-token': crumb },
      data: { cookiePolicy, censusEnabled: true },
    })
  expect((await setPolicy('opt-in')).ok()).toBe(true)
  try {
    // A server process may hold the old policy in its settings cache for a while: the test opens
    // the page again until the banner shows, rather than waiting the cache's time out.
    const banner = page.getByRole('region', { name: 'Cookies' })
    await expect(async () => {
      await page.context().clearCookies()
      await openLive(page, '/')
      await expect(banner).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await openLive(page, '/shop')
    const names = (await page.context().cookies()).map((cookie) => cookie.name)
    for (const name of ['ss_cid', 'ss_cpvisit', 'ss_cvisit', 'ss_cvr', 'ss_cvt']) {
      expect(names).not.toContain(name)
    }
    await page.screenshot({ path: 'e2e/screenshots/analytics-consent.png' })
    await page.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .toContain('ss_cvr')
  } finally {
    expect((await setPolicy('none')).ok()).toBe(true)
    await request.dispose()
  }
})
