import { expect, test, type Browser, type Page } from '@playwright/test'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }

/** The newest account link mailed to the address, read from the outbox as the owner sees it. */
async function mailedLink(browser: Browser, to: string, subject: RegExp): Promise<string> {
  const use = test.info().project.use
  const context = await browser.newContext({ baseURL: use.baseURL })
  try {
    const request = context.request
    const crumb = (await (await request.get('/api/crumb')).json()).crumb as string
    const login = await request.post('/api/auth/login', {
      headers: { 'x-csrf-token': crumb },
      data: owner,
    })
    expect(login.status()).toBe(200)
    let link: string | undefined
    await expect
      .poll(async () => {
        const answer = await request.get('/api/editor/outbox')
        const { messages } = (await answer.json()) as {
          messages: { to: string; subject: string; text: string }[]
        }
        const mail = messages.find((m) => m.to === to && subject.test(m.subject))
        link = mail === undefined ? undefined : /(https?:\/\/\S+#token=[\w-]+)/.exec(mail.text)?.[1]
        return link
      })
      .toBeDefined()
    // The mail links to the site's configured address; the test server answers on its own port.
    const url = new URL(link!)
    return `${url.pathname}${url.hash}`
  } finally {
    await context.close()
  }
}

async function look(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    expect(await seriousViolations(page)).toEqual([])
    await keepScreenshot(page, name)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test('a shopper signs up, verifies by mail, resets the password by mail and the older session ends', async ({
  page,
  browser,
}) => {
  // Eight screens, each looked at and checked with axe at two widths.
  test.setTimeout(120_000)
  const email = `shopper-${Date.now()}@example.com`
  const password = 'plum-kiln-harbour-41'

  // Sign-in links to sign-up.
  await openLive(page, '/account/login')
  await look(page, 'account-login')
  await page.getByRole('link', { name: 'Create an account' }).click()
  await expect(page).toHaveURL(/\/account\/signup$/)
  await islandsLive(page)
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible()
  await look(page, 'account-signup')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill('password1')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('alert')).toContainText('most common passwords')
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByRole('status')).toContainText('We sent a link to that address')
  await look(page, 'account-signup-sent')

  // The verification mail's link signs the shopper in.
  const verify = await mailedLink(browser, email, /verify your email$/)
  await openLive(page, verify)
  await expect(page.getByRole('status')).toHaveText('Your email is verified and you are signed in.')
  await expect(page).toHaveURL(/\/account\/verify$/)
  await look(page, 'account-verified')

  // An older session on another device.
  const use = test.info().project.use
  const other = await browser.newContext({ baseURL: use.baseURL, storageState: use.storageState })
  const older = await other.newPage()
  await openLive(older, '/account/login')
  const form = older.locator('.account-login')
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Sign In' }).click()
  await expect(older).toHaveURL(/\/$/)
  await openLive(older, '/account/security')
  await expect(older.getByRole('heading', { name: 'Change password' })).toBeVisible()
  await look(older, 'account-security')

  // Sign out, then "Forgot password?".
  await openLive(page, '/account/login')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/$/)
  await openLive(page, '/account/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/account\/reset-password$/)
  await islandsLive(page)
  await look(page, 'account-reset-request')
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('If an account uses that address')

  // The mail's link opens in a new tab, as from a mail program.
  const reset = await mailedLink(browser, email, /reset your password$/)
  const resetTab = await page.context().newPage()
  await openLive(resetTab, reset)
  await look(resetTab, 'account-reset-new-password')
  await resetTab.getByLabel('New password').fill('new-plum-kiln-harbour')
  await resetTab.getByRole('button', { name: 'Set new password' }).click()
  await expect(resetTab.getByRole('status')).toHaveText(
    'Your password is changed. Every other device is signed out.',
  )

  // The older session is gone: its security page asks it to sign in.
  await openLive(older, '/account/security')
  await expect(older.getByText('Please sign in to manage your account.')).toBeVisible()
  await other.close()

  // The same link does not work twice.
  const again = await page.context().newPage()
  await openLive(again, reset)
  await again.getByLabel('New password').fill('third-plum-kiln-harbour')
  await again.getByRole('button', { name: 'Set new password' }).click()
  await expect(again.getByRole('alert')).toContainText('This link is no longer valid')
  await look(again, 'account-reset-spent-link')
})

test('the owner requires accounts in Store Settings and the checkout asks a guest to sign in', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/config/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  const areas = page.getByRole('navigation', { name: 'Editor areas' })
  await areas.getByRole('button', { name: 'Store Settings' }).click()
  const general = page.getByRole('form', { name: 'General store settings' })
  const accounts = general.getByRole('combobox', { name: "Shoppers' accounts" })
  await expect(accounts).toHaveValue('optional')
  await accounts.selectOption('required')
  await general.getByRole('button', { name: 'Save settings' }).click()
  await expect(general.getByRole('status')).toHaveText('Saved')
  await general.getByRole('heading', { name: 'Customer accounts' }).scrollIntoViewIfNeeded()
  await keepScreenshot(page, 'store-settings-customer-accounts')
  expect(await seriousViolations(page)).toEqual([])

  try {
    const use = test.info().project.use
    const guest = await (
      await browser.newContext({ baseURL: use.baseURL, storageState: use.storageState })
    ).newPage()
    await expect
      .poll(async () => {
        await openLive(guest, '/checkout')
        return guest.getByText('Please sign in or create an account to check out.').isVisible()
      })
      .toBe(true)
    await look(guest, 'checkout-account-required')
    await guest.getByRole('link', { name: 'Sign in' }).click()
    await expect(guest).toHaveURL(/\/account\/login\?returnTo=%2Fcheckout$/)
  } finally {
    await accounts.selectOption('optional')
    await general.getByRole('button', { name: 'Save settings' }).click()
    await expect(general.getByRole('status')).toHaveText('Saved')
  }
})
