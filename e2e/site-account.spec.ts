import { expect, test, type Page } from '@playwright/test'
import { islandsLive, openLive } from './live-page.js'

// The demo shop's customer account (README, demo site).
const SHOPPER = { email: 'shopper@example.com', password: 'ceramics-demo' }
const BUD_VASE = '/shop/bud-vase'

const pill = (page: Page) => page.locator('.cart-pill')

async function signIn(page: Page) {
  await islandsLive(page)
  const form = page.locator('.account-login')
  await form.getByLabel('Email', { exact: true }).fill(SHOPPER.email)
  await form.getByLabel('Password', { exact: true }).fill(SHOPPER.password)
  await form.getByLabel('Remember me').check()
  await form.getByRole('button', { name: 'Sign In' }).click()
}

test("a signed-in visitor's cart follows them to another browser", async ({ page, browser }) => {
  await openLive(page, BUD_VASE)
  await expect(pill(page)).toBeHidden()
  await page.getByRole('button', { name: 'Add To Cart' }).click()
  await expect(pill(page)).toContainText('1 item')

  // Signing in from the product page brings the visitor back to it, the cart now the account's.
  await page.getByRole('link', { name: 'Account' }).click()
  await expect(page).toHaveURL(/\/account\/login$/)
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await signIn(page)
  await expect(page).toHaveURL(new RegExp(`${BUD_VASE}$`))
  await islandsLive(page)
  await expect(pill(page)).toContainText('1 item')

  // A second browser, with no cart of its own, signs in and sees the same cart.
  const use = test.info().project.use
  const other = await browser.newContext({ baseURL: use.baseURL, storageState: use.storageState })
  const second = await other.newPage()
  await openLive(second, '/')
  await expect(pill(second)).toBeHidden()
  await openLive(second, '/account/login')
  await signIn(second)
  await expect(second).toHaveURL(/\/$/)
  await islandsLive(second)
  await expect(pill(second)).toContainText('1 item')
  await expect(second.getByRole('link', { name: 'One item in cart' })).toBeVisible()

  // Signing out leaves the cart with the account: this browser has none.
  await openLive(second, '/account/login')
  await expect(second.getByText('You are signed in.')).toBeVisible()
  await second.getByRole('button', { name: 'Sign out' }).click()
  await expect(second).toHaveURL(/\/$/)
  await islandsLive(second)
  await expect(pill(second)).toBeHidden()
  await other.close()
})

test('a wrong password is refused with one generic message', async ({ page }) => {
  await openLive(page, '/account/login')
  const form = page.locator('.account-login')
  await form.getByLabel('Email', { exact: true }).fill(SHOPPER.email)
  await form.getByLabel('Password', { exact: true }).fill('not the password')
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(form.getByRole('alert')).toHaveText('Your email or password is incorrect.')
  await expect(page).toHaveURL(/\/account\/login$/)
})
