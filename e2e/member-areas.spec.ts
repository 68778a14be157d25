import { expect, test, type Page } from '@playwright/test'
import { checkoutForm, fillCheckout } from './checkout-helpers.js'
import { signIn as signInOwner, uniqueTitle } from './editor-session.js'
import { horizontalOverflow, openArea } from './editor-shell-helpers.js'
import { injectAxe } from './inject-axe.js'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// The demo's member area: the Studio Club page, $8.00 a month (apps/server/src/demo/).
const CLUB = '/studio-club'
let joiners = 0

async function expectAccessible(page: Page) {
  await injectAxe(page)
  expect(await seriousViolations(page)).toEqual([])
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`member areas at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a visitor meets protected content, joins with the test card and reads the club', async ({
      page,
    }) => {
      await openLive(page, '/')
      if (viewport.width < 800) await page.getByRole('button', { name: 'Menu' }).click()
      await page.getByRole('link', { name: 'Members', exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${CLUB}$`))
      await expect(page.getByRole('heading', { name: 'Members Only' })).toBeVisible()
      await expect(page.getByText('$8.00 per month')).toBeVisible()
      // The video paywall stands in for the club's video.
      await expect(page.getByText('This video is for members. Join to watch it.')).toBeVisible()
      await expectAccessible(page)
      await keepScreenshot(page, 'member-protected-105')

      const email = `club-${viewport.width}-${Date.now().toString(36)}-${joiners++}@example.com`
      const join = page.locator('form.member-join')
      await join.getByLabel('Email').fill(email)
      await join.getByLabel('Password').fill('long-enough-1')
      await join.getByRole('button', { name: 'Join' }).click()
      await expect(page).toHaveURL(/\/checkout\?cartToken=/)
      await expect(checkoutForm(page)).toBeVisible()
      await fillCheckout(page, '4242 4242 4242 4242', email)
      await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()

      await expect(page).toHaveURL(/\/account\/member-areas\/demo-studio-club\/confirmed$/)
      await expect(page.getByRole('heading', { name: 'Membership Confirmed' })).toBeVisible()
      await expectAccessible(page)
      await keepScreenshot(page, 'member-confirmed-208')
      await page.getByRole('link', { name: 'Go to Studio Club' }).click()
      await expect(page.getByRole('heading', { name: 'The Studio Club' })).toBeVisible()
      await expect(page.getByText('This month: Oat glaze, cone 6')).toBeVisible()
      await keepScreenshot(page, 'member-content')
    })

    test('a customer who is not a member of the area sees access denied', async ({ page }) => {
      await openLive(page, '/account/login')
      const form = page.locator('.account-login')
      await form.getByLabel('Email', { exact: true }).fill('shopper@example.com')
      await form.getByLabel('Password', { exact: true }).fill('ceramics-demo')
      await form.getByRole('button', { name: 'Sign In' }).click()
      await expect(page).not.toHaveURL(/\/account\/login/)
      await openLive(page, CLUB)
      await expect(page.getByRole('heading', { name: 'Member Area Access Denied' })).toBeVisible()
      await expect(page.getByText('Your account is not a member of The Studio Club.')).toBeVisible()
      await expectAccessible(page)
      await keepScreenshot(page, 'member-denied-106')
      // SPEC §6: no page view here, but the Join click is tracked.
      const joinTracked = page.waitForRequest(
        (request) =>
          request.url().includes('/api/events/RecordEvent') &&
          (request.postData() ?? '').includes('member-area-join'),
      )
      await page.getByRole('button', { name: 'Join' }).click()
      await joinTracked
      await expect(page).toHaveURL(/\/checkout\?cartToken=/)
    })

    test('the owner creates a member area in the editor', async ({ page }) => {
      await signInOwner(page)
      await openArea(page, 'Member Areas')
      await expect(page.getByRole('heading', { name: 'Member Areas' })).toBeVisible()
      await expect(page.getByText('The Studio Club')).toBeVisible()
      const name = uniqueTitle('Glaze Lab')
      await page.getByRole('button', { name: 'New member area' }).click()
      await page.getByLabel('Name').fill(name)
      await page.getByLabel('Description').fill('Recipes and firing notes.')
      await page.getByLabel('Pricing plan').selectOption('one-time')
      await page.getByLabel('Price').fill('40')
      await page.getByRole('button', { name: 'Create area' }).click()
      await expect(page.getByRole('heading', { name })).toBeVisible()
      await expect(page.getByText('One-time fee · $40.00').first()).toBeVisible()
      await expectAccessible(page)
      expect(await horizontalOverflow(page)).toBe(0)
      await keepScreenshot(page, 'editor-member-areas')
      await page.getByRole('button', { name: `Members: ${name}` }).click()
      await page.getByLabel('Email').fill('friend@example.com')
      await page.getByRole('button', { name: 'Comp member' }).click()
      const row = page.getByRole('row').filter({ hasText: 'friend@example.com' })
      await expect(row).toContainText('Comp')
      await expect(row).toContainText('Active')
      await expectAccessible(page)
      await keepScreenshot(page, 'editor-member-list')
    })
  })
}
