import { expect, test } from '@playwright/test'
import type { APIRequestContext } from '@playwright/test'
import { signInOwnerRequest } from './checkout-helpers.js'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// The installment pill promises Afterpay only when the checkout really takes it: Stripe
// connected for the site and the owner's Afterpay / Clearpay switch on (Store Settings →
// Payments), within Stripe's limits for the store currency (USD here: $1 to $4,000).
const keys = {
  publishableKey: 'pk_test_atelierE2e',
  secretKey: 'sk_test_atelierE2e',
  webhookSecret: 'whsec_atelierE2e',
}
const pill = '[data-island="installment-pill"]'

async function payments(
  request: APIRequestContext,
  change: { afterpayClearpay: boolean } | 'off',
): Promise<void> {
  const crumb = await signInOwnerRequest(request)
  const answer =
    change === 'off'
      ? await request.delete('/api/editor/store/settings/payments/stripe', {
          headers: { 'x-csrf-token': crumb },
        })
      : await request.put('/api/editor/store/settings/payments/stripe', {
          headers: { 'x-csrf-token': crumb },
          data: { ...keys, ...change },
        })
  expect(answer.ok()).toBe(true)
}

test.afterAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  await payments(request, 'off')
  await request.dispose()
})

for (const width of [1440, 390]) {
  test(`the bud vase shows the Afterpay pill only with Stripe and Afterpay on (${width} px)`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 900 })
    const request = await playwright.request.newContext({ baseURL })

    await payments(request, 'off')
    // Also after the other width's run turned it on: the page follows within the recheck.
    await expect(async () => {
      await openLive(page, '/shop/bud-vase')
      await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible()
      await expect(page.locator(pill)).toHaveCount(0, { timeout: 1000 })
    }).toPass()

    await payments(request, { afterpayClearpay: false })
    // The published page follows the settings within the site's once-a-second recheck.
    await expect(async () => {
      await openLive(page, '/shop/bud-vase')
      await expect(page.locator(pill)).toHaveCount(0)
    }).toPass()

    await payments(request, { afterpayClearpay: true })
    await expect(async () => {
      await openLive(page, '/shop/bud-vase')
      await expect(page.locator(pill)).toHaveCount(1, { timeout: 1000 })
    }).toPass()
    await expect(page.locator(pill)).toContainText('$10.50')
    await expect(page.locator(pill)).toContainText('Afterpay')
    await keepScreenshot(page, 'installment-pill-afterpay')
    expect(await seriousViolations(page)).toEqual([])

    // A digital product never gets the pill.
    await openLive(page, '/shop/home-brewing-guide')
    await expect(page.locator(pill)).toHaveCount(0)
    await request.dispose()
  })
}
