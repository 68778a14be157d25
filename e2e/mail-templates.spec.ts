import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { openArea, settled } from './editor-shell-helpers.js'
import { signIn } from './editor-session.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

async function looksRight(page: Page, name: string, focus?: Locator): Promise<void> {
  const preview = page.locator('iframe[title="Email preview"]')
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 })
    await settled(page)
    // The editor scrolls inside its main area: what the test looks at is brought into view.
    await focus?.scrollIntoViewIfNeeded()
    // Chromium paints a frame only once it comes into view: the picture shows the mail.
    if ((await preview.count()) > 0) {
      await preview.scrollIntoViewIfNeeded()
      await expect(
        page.frameLocator('iframe[title="Email preview"]').locator('table').first(),
      ).toBeVisible()
    }
    await keepScreenshot(page, name)
    // The frame on its own too: a tall full-page picture may lay a frame out again while it shoots.
    if ((await preview.count()) > 0) {
      await preview.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `${name}-frame-${width}.png`),
      })
    }
    expect(await seriousViolations(page)).toEqual([])
  }
  await page.setViewportSize({ width: 1440, height: 900 })
}

/** The delivered mail (DATA_DIR/mail/*.eml, written by the server's outbox worker) with `subject`. */
async function receivedMail(subject: string): Promise<ParsedMail> {
  const dir = path.join(process.env.ATELIER_E2E_DATA_DIR!, 'mail')
  let found: ParsedMail | undefined
  await expect
    .poll(
      async () => {
        const names = fs.existsSync(dir) ? fs.readdirSync(dir) : []
        for (const name of names.filter((file) => file.endsWith('.eml'))) {
          const mail = await simpleParser(fs.readFileSync(path.join(dir, name)))
          if (mail.subject === subject) found = mail
        }
        return found !== undefined
      },
      { timeout: 30_000 },
    )
    .toBe(true)
  return found!
}

test('the owner edits the order confirmation subject, previews it and sends a test to themselves', async ({
  page,
}) => {
  test.slow()
  const tag = Date.now().toString(36)
  await signIn(page)
  await openArea(page, 'Store Settings')
  const emails = page.getByRole('region', { name: 'Emails' })
  await expect(emails.getByText('Order confirmation', { exact: true })).toBeVisible()
  await looksRight(page, 'mail-templates-list', emails)

  await emails.getByRole('button', { name: 'Edit Order confirmation' }).click()
  const subject = page.getByLabel('Subject', { exact: true })
  await expect(subject).toHaveValue('{{shop.name}}: order #{{order.number}} confirmed')
  const save = page.getByRole('button', { name: 'Save', exact: true })

  // An unknown placeholder is refused, named.
  await subject.fill('Order {{order.numbr}}')
  await save.click()
  await expect(page.getByRole('alert')).toHaveText('Unknown placeholder: {{order.numbr}}')

  await subject.fill(`Thanks {{customer.firstName}}! Order {{order.number}} ${tag}`)
  await page.getByLabel('Opening text').fill('Hello {{customer.firstName}}, we are on it.')
  await save.click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

  // The preview: the sample order's mail in the shop's look, at desktop and phone width.
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  const previewSubject = page.locator('.mt-subject')
  await expect(previewSubject).toHaveText(`Thanks Ada! Order 1042 ${tag}`)
  const frame = page.frameLocator('iframe[title="Email preview"]')
  await expect(frame.getByText('Hello Ada, we are on it.')).toBeVisible()
  await expect(frame.getByRole('link', { name: 'Order status' })).toBeVisible()
  await looksRight(page, 'mail-templates-preview-desktop')
  await page.getByRole('button', { name: 'Phone' }).click()
  await expect(page.locator('iframe[title="Email preview"]')).toHaveCSS('width', '375px')
  await looksRight(page, 'mail-templates-preview-phone')

  // A test to the signed-in owner, read as a receiver would.
  await page.getByRole('button', { name: 'Send test to me' }).click()
  await expect(page.getByRole('status')).toHaveText('Test sent to owner@atelier.test')
  const mail = await receivedMail(`[Test] Thanks Ada! Order 1042 ${tag}`)
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : '').toBe(
    'owner@atelier.test',
  )
  expect(mail.from?.value[0]?.name).toBeTruthy()
  expect(mail.from?.value[0]?.name).not.toBe('Atelier')
  expect(mail.text).toContain('Hello Ada, we are on it.')
  expect(String(mail.html)).toContain('Hello Ada, we are on it.')
  const port = new URL(page.url()).port
  expect(String(mail.html)).toContain(`:${port}/`)

  // Back to the default, so the shop's real mail stays as the other specs know it.
  await page.getByRole('button', { name: 'Reset to default' }).click()
  await page
    .getByRole('alertdialog', { name: 'Reset to default' })
    .getByRole('button', { name: 'Reset to default' })
    .click()
  await expect(page.getByRole('status')).toHaveText('Back to the default texts')
  await expect(subject).toHaveValue('{{shop.name}}: order #{{order.number}} confirmed')
})

test('the notices are listed too: the subscription cancelled mail previews with the sample subscription', async ({
  page,
}) => {
  await signIn(page)
  await openArea(page, 'Store Settings')
  const emails = page.getByRole('region', { name: 'Emails' })
  for (const label of [
    'Account already exists',
    'Monthly gift failed',
    'Payment disputed (to you)',
  ])
    await expect(emails.getByText(label, { exact: true })).toBeVisible()
  await emails.getByRole('button', { name: 'Edit Subscription cancelled' }).click()
  await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(
    '{{shop.name}}: your subscription to {{subscription.title}} was cancelled',
  )
  await page.getByRole('button', { name: 'Preview', exact: true }).click()
  await expect(page.locator('.mt-subject')).toHaveText(
    /your subscription to Coffee of the Month was cancelled$/,
  )
  const frame = page.frameLocator('iframe[title="Email preview"]')
  await expect(frame.getByText(/because its renewal could not be paid/)).toBeVisible()
  await looksRight(page, 'mail-templates-notice-preview')
})
