import { expect, test, type Page } from '@playwright/test'
import { openArea, settled } from './editor-shell-helpers.js'
import { signIn, uniqueTitle } from './editor-session.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

async function looksRight(page: Page, name: string): Promise<void> {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await settled(page)
    await keepScreenshot(page, name)
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

/** An owner call with the crumb of the signed-in browser. */
async function ownerPost(page: Page, url: string, data: object) {
  const crumb = (await page.context().cookies()).find((cookie) => cookie.name === 'crumb')?.value
  const answer = await page.request.post(url, { data, headers: { 'x-csrf-token': crumb ?? '' } })
  expect(answer.ok(), await answer.text()).toBe(true)
  return answer.json()
}

test('the owner writes a campaign, previews it, sends it to a list, and a reader unsubscribes by its link', async ({
  page,
}) => {
  test.slow()
  const listName = uniqueTitle('Kiln Letter')
  const subject = uniqueTitle('Spring glazes')
  const reader = `reader-${Date.now().toString(36)}@example.com`

  await signIn(page)
  // A list with one reader (the Mailing Lists area has its own spec).
  const list = await ownerPost(page, '/api/editor/mailing-lists', {
    name: listName,
    doubleOptIn: false,
  })
  await ownerPost(page, `/api/editor/mailing-lists/${list.id}/subscribers`, {
    email: reader,
    firstName: 'Rae',
    lastName: '',
  })

  await openArea(page, 'Campaigns')
  await page.getByRole('button', { name: 'New Campaign' }).click()
  const editor = page.getByRole('form', { name: '(no subject)' })
  await editor.getByLabel('Subject').fill(subject)
  const form = page.getByRole('form', { name: subject })
  await form.getByLabel(`${listName} (1 subscriber)`).check()
  const add = form.getByRole('group', { name: 'Add block' })
  await add.getByRole('button', { name: 'Text' }).click()
  await form.getByLabel('Text', { exact: true }).fill('The spring glazes are out of the kiln.')
  await add.getByRole('button', { name: 'Divider' }).click()
  await add.getByRole('button', { name: 'Button' }).click()
  await form.getByLabel('Button label').fill('See them')
  await form.getByLabel('Link').fill('/')

  // A bad link is refused with its block's position, and the draft keeps what was written.
  await form.getByLabel('Link').fill('javascript:alert(1)')
  await form.getByRole('button', { name: 'Save Draft' }).click()
  await expect(form.getByRole('alert')).toHaveText(
    'Block 3: a button needs a link starting with https://, http:// or /.',
  )
  await form.getByLabel('Link').fill('/')
  await form.getByRole('button', { name: 'Save Draft' }).click()
  await expect(form.getByRole('status')).toHaveText('Draft saved.')

  await form.getByRole('button', { name: 'Preview' }).click()
  const frame = page.frameLocator('iframe[title="Campaign preview"]')
  await expect(frame.getByText('The spring glazes are out of the kiln.')).toBeVisible()
  await expect(frame.getByRole('link', { name: 'See them' })).toBeVisible()
  const framed = page.locator('iframe[title="Campaign preview"]')
  await framed.scrollIntoViewIfNeeded()
  await looksRight(page, 'campaign-editor-desktop-preview')
  await form.getByRole('button', { name: 'Phone' }).click()
  await expect(framed).toHaveCSS('width', '375px')
  await expect(frame.getByText('The spring glazes are out of the kiln.')).toBeVisible()
  await framed.scrollIntoViewIfNeeded()
  await looksRight(page, 'campaign-editor-phone-preview')

  await form.getByRole('button', { name: 'Send Test to Me' }).click()
  await expect(form.getByRole('status')).toHaveText('Test sent to owner@atelier.test.')

  await form.getByRole('button', { name: 'Send Now' }).click()
  await page
    .getByRole('alertdialog', { name: 'Send Now' })
    .getByRole('button', { name: 'Send Now' })
    .click()
  // Sending starts within seconds (the worker's campaign step); the list follows by itself.
  const open = page.getByRole('list', { name: 'Campaigns' }).getByRole('button', {
    name: `Open ${subject}`,
  })
  await expect(open).toBeVisible({ timeout: 30_000 })
  await looksRight(page, 'campaigns-list')
  await open.click()
  const report = page.getByRole('region', { name: subject })
  const count = (label: string) =>
    report.locator('.ed-campaign-counts > div').filter({ hasText: label }).locator('dd')
  await expect(count('Delivered')).toHaveText('1', { timeout: 30_000 })
  await expect(report.getByText('1 of 1 mails queued')).toBeVisible()
  await looksRight(page, 'campaign-report')

  // The reader's mail, as the outbox holds it: their own link on the site's address.
  const outbox = await (await page.request.get('/api/editor/outbox')).json()
  const mail = (outbox.messages as { to: string; subject: string; text: string }[]).find(
    (message) => message.to === reader && message.subject === subject,
  )
  expect(mail).toBeDefined()
  const link = /Unsubscribe: (http\S+)/.exec(mail?.text ?? '')?.[1] ?? ''
  expect(link).toMatch(/^http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=/)

  const visitor = await page.context().browser()?.newPage()
  if (visitor === undefined) throw new Error('no browser')
  await visitor.goto(link)
  await expect(visitor.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible()
  await visitor.setViewportSize({ width: 390, height: 844 })
  await keepScreenshot(visitor, 'campaign-unsubscribe-confirm')
  expect(await seriousViolations(visitor)).toEqual([])
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click()
  await expect(visitor.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible()
  await visitor.close()

  // The campaign page counts the reader who left.
  await page.getByRole('button', { name: 'All campaigns' }).click()
  await open.click()
  await expect(count('Unsubscribed')).toHaveText('1')
})
