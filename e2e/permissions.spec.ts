import fs from 'node:fs'
import path from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import type AxeCore from 'axe-core'
import { signIn } from './editor-session.js'
import { injectAxe } from './inject-axe.js'

/** Every serious or critical axe violation on the page as it is now (frames aside). */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe
    const results = await axe.run(document, { iframes: false })
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.html}`))
  })
}

/** The accept link of the invitation mailed to `email`, from the outbox's DATA_DIR/mail/*.eml. */
async function invitationLink(email: string): Promise<URL> {
  const dir = path.join(process.env.ATELIER_E2E_DATA_DIR!, 'mail')
  let found: string | undefined
  await expect
    .poll(
      () => {
        const files = fs.existsSync(dir) ? fs.readdirSync(dir) : []
        for (const file of files) {
          // Quoted-printable: soft line breaks and escaped '='.
          const text = fs
            .readFileSync(path.join(dir, file), 'utf8')
            .replace(/=\r?\n/g, '')
            .replace(/=3D/g, '=')
          if (text.includes(`To: ${email}`) && text.includes('/config/accept?token=')) {
            found = /https?:\/\/[^\s"<]+\/config\/accept\?token=[\w-]+/.exec(text)?.[0]
          }
        }
        return found
      },
      { timeout: 20_000 },
    )
    .toBeDefined()
  return new URL(found!)
}

test('an admin invites a store manager, who accepts and sees the store but not the pages', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const areas = page.getByRole('navigation', { name: 'Editor areas' })
  await areas.getByRole('button', { name: 'Permissions' }).click()
  await expect(page.getByRole('heading', { name: 'Permissions' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'owner@atelier.test (you)' })).toBeVisible()

  const email = `manager-${Date.now().toString(36)}@shop.test`
  const form = page.getByRole('form', { name: 'Invite a contributor' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Role').selectOption('store-manager')
  await form.getByRole('button', { name: 'Send invitation' }).click()
  await expect(page.getByRole('status')).toHaveText(`Invitation sent to ${email}.`)
  await expect(page.getByRole('button', { name: `Revoke ${email}` })).toBeVisible()

  // The last admin cannot step down: the server says why.
  await page.getByLabel('Role of owner@atelier.test').selectOption('viewer')
  await expect(page.getByRole('alert')).toContainText('A website needs at least one admin.')
  await expect(page.getByLabel('Role of owner@atelier.test')).toHaveValue('admin')

  expect(await seriousViolations(page)).toEqual([])
  await page.screenshot({ path: 'e2e/screenshots/permissions-1440.png', fullPage: true })
  await page.setViewportSize({ width: 1024, height: 768 })
  await page.screenshot({ path: 'e2e/screenshots/permissions-1024.png', fullPage: true })
  expect(await seriousViolations(page)).toEqual([])

  const link = await invitationLink(email)
  expect(link.pathname).toBe('/config/accept')

  // The store manager, in a browser of their own.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const invitee = await context.newPage()
  await invitee.goto(`${link.pathname}${link.search}`)
  await expect(invitee.getByRole('heading', { name: /^Join / })).toBeVisible()
  await expect(
    invitee.getByText(`You are invited as Store manager with the email ${email}.`),
  ).toBeVisible()
  expect(await seriousViolations(invitee)).toEqual([])
  await invitee.screenshot({ path: 'e2e/screenshots/permissions-accept.png' })
  await invitee.getByLabel('Choose a password').fill('store-manager-password')
  await invitee.getByRole('button', { name: 'Accept invitation' }).click()

  const theirAreas = invitee.getByRole('navigation', { name: 'Editor areas' })
  await expect(theirAreas.getByRole('button', { name: 'Products' })).toBeVisible({
    timeout: 20_000,
  })
  await expect(theirAreas.getByRole('button', { name: 'Orders' })).toBeVisible()
  await expect(theirAreas.getByRole('button', { name: 'Files' })).toBeVisible()
  await expect(theirAreas.getByRole('button', { name: 'Pages' })).toHaveCount(0)
  await expect(theirAreas.getByRole('button', { name: 'Permissions' })).toHaveCount(0)
  await expect(invitee.getByRole('navigation', { name: 'Pages' })).toHaveCount(0)
  await theirAreas.getByRole('button', { name: 'Orders' }).click()
  await expect(invitee.getByRole('heading', { name: 'Orders' })).toBeVisible()
  await theirAreas.getByRole('button', { name: 'Products' }).click()
  await expect(invitee.getByRole('heading', { name: 'Products' })).toBeVisible()
  expect(await seriousViolations(invitee)).toEqual([])
  await context.close()

  // The admin sees them as a member now, and the invitation in the audit log.
  await page.reload()
  await areas.getByRole('button', { name: 'Permissions' }).click()
  await expect(page.getByLabel(`Role of ${email}`)).toHaveValue('store-manager')
  await areas.getByRole('button', { name: 'Audit log' }).click()
  await expect(
    page.getByRole('cell', { name: /Invite someone by email with a role/ }),
  ).toBeVisible()
})
