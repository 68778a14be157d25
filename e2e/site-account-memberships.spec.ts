import { expect, test, type Page } from '@playwright/test'
import { checkoutForm, fillCheckout, signInOwnerRequest } from './checkout-helpers.js'
import { signIn as signInEditor } from './editor-session.js'
import { islandsLive, openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// A member of this run alone, joined to the demo's Studio Club ($8.00 a month), and a double
// opt-in mailing list of this run (mailing lists are not in the navigation).
const run = Date.now().toString(36)
const MEMBER = { email: `member-${run}@example.com`, password: 'long-enough-1' }
const LIST = { id: `letter-${run}`, name: `The Letter ${run}` }

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL })
  const crumb = await signInOwnerRequest(request)
  const saved = await request.put(`/api/editor/mailing-lists/${LIST.id}`, {
    headers: { 'x-csrf-token': crumb },
    data: { name: LIST.name, doubleOptIn: true },
  })
  expect(saved.ok()).toBe(true)
  await request.dispose()
})

async function look(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await keepScreenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

test('a member finds the membership and newsletters in /account, subscribes, and cancels the membership', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  // Joins the Studio Club from its protected-content page and pays with the test card.
  await openLive(page, '/studio-club')
  const join = page.locator('form.member-join')
  await join.getByLabel('Email').fill(MEMBER.email)
  await join.getByLabel('Password').fill(MEMBER.password)
  await join.getByRole('button', { name: 'Join' }).click()
  await expect(checkoutForm(page)).toBeVisible()
  await fillCheckout(page, '4242 4242 4242 4242', MEMBER.email)
  await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()
  await expect(page).toHaveURL(/\/account\/member-areas\/demo-studio-club\/confirmed$/)

  await openLive(page, '/account')
  const memberships = page.getByRole('region', { name: 'Memberships' })
  const club = memberships.locator('.account-membership')
  await expect(club).toContainText('The Studio Club')
  await expect(club).toContainText('$8.00 per month')
  await expect(club).toContainText('Active')
  await expect(club).toContainText(/Next renewal on \w+ \d+, \d{4}/)
  const newsletters = page.getByRole('region', { name: 'Newsletters' })
  const letter = newsletters.locator(`[data-list-id="${LIST.id}"]`)
  await expect(letter).toContainText('Not subscribed')
  await look(page, 'account-memberships')

  // Subscribing to a double opt-in list waits for the mailed confirmation.
  await letter.getByRole('button', { name: `Subscribe, ${LIST.name}` }).click()
  await expect(page).toHaveURL(/\/account#account-newsletters$/)
  await islandsLive(page)
  await expect(letter).toContainText('Awaiting confirmation')
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  await signInOwnerRequest(request)
  const outbox = (await (await request.get('/api/editor/outbox')).json()) as {
    messages: Array<{ to: string; subject: string }>
  }
  await request.dispose()
  expect(
    outbox.messages.some(
      (mail) =>
        mail.to === MEMBER.email && mail.subject.startsWith('Please confirm your subscription'),
    ),
  ).toBe(true)

  // The way in opens the club's content.
  await club.getByRole('link', { name: 'Open The Studio Club' }).click()
  await expect(page.getByText('This month: Oat glaze, cone 6')).toBeVisible()

  // Cancelling is asked first; the club stays open to the end of the paid month.
  await openLive(page, '/account')
  await club.getByText('Cancel membership', { exact: true }).click()
  await look(page, 'account-membership-cancel')
  await club.getByRole('button', { name: 'Yes, cancel membership' }).click()
  await expect(page).toHaveURL(/\/account#account-memberships$/)
  await islandsLive(page)
  await expect(club).toContainText('Cancelled')
  await expect(club).toContainText(/Access until \w+ \d+, \d{4}/)
  await expect(club.getByText('Cancel membership', { exact: true })).toHaveCount(0)
  await look(page, 'account-membership-cancelled')
  await openLive(page, '/studio-club')
  await expect(page.getByText('This month: Oat glaze, cone 6')).toBeVisible()

  // The owner sees the membership in Customers.
  const use = test.info().project.use
  const ownerContext = await browser.newContext({
    baseURL: use.baseURL,
    storageState: use.storageState,
  })
  const owner = await ownerContext.newPage()
  try {
    await owner.setViewportSize({ width: 1440, height: 900 })
    await signInEditor(owner)
    await owner
      .getByRole('navigation', { name: 'Editor areas' })
      .getByRole('button', { name: 'Orders' })
      .click()
    await owner
      .getByRole('navigation', { name: 'Commerce' })
      .getByRole('button', { name: 'Customers' })
      .click()
    await owner.getByRole('searchbox', { name: 'Search customers' }).fill(MEMBER.email)
    await owner.getByRole('button', { name: 'Search customers' }).click()
    await owner
      .getByRole('row')
      .filter({ hasText: MEMBER.email })
      .getByRole('button')
      .first()
      .click()
    const card = owner.getByRole('region', { name: 'Memberships' })
    await expect(card).toContainText('The Studio Club')
    await expect(card).toContainText('Cancelled')
    await expect(card).toContainText('Recurring · access until the paid period ends')
    await look(owner, 'customers-memberships')
  } finally {
    await ownerContext.close()
  }
})
