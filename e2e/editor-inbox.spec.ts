import { expect, test } from '@playwright/test'
import { accessibleNameViolations } from './accessible-names.js'
import { signIn } from './editor-session.js'
import { openLive } from './live-page.js'

test('the owner reads a contact message and a new subscriber in Forms & Lists', async ({
  page,
}) => {
  // Unique words, so earlier runs against the same server never answer for this one.
  const note = `Kiln question ${Date.now().toString(36)}`
  const reader = `reader-${Date.now().toString(36)}@example.com`

  await openLive(page, '/contact')
  const form = page.locator('form.site-form')
  await form.locator('input[name="name-fname"]').fill('Ada')
  await form.locator('input[name="name-lname"]').fill('Lovelace')
  await form.locator('input[name="email"]').fill('ada@example.com')
  await form.locator('select[name="topic"]').selectOption('Wholesale')
  await form.locator('textarea[name="message"]').fill(note)
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(page.locator('.site-form__submission')).toBeVisible()

  await openLive(page, '/')
  const letter = page.locator('.newsletter-block form.newsletter-form')
  await letter.locator('input[name="email"]').fill(reader)
  await letter.getByRole('button', { name: 'Sign Up' }).click()
  await expect(letter.locator('.newsletter-form__status')).toHaveText(
    'Thank you! You are now subscribed.',
  )

  await signIn(page)
  await page
    .getByRole('navigation', { name: 'Editor areas' })
    .getByRole('button', { name: 'Forms & Lists' })
    .click()

  const contact = page.getByRole('region', { name: 'Contact us' })
  const message = contact.getByRole('listitem').filter({ hasText: note })
  await expect(message).toBeVisible()
  await expect(message.getByRole('definition').filter({ hasText: note })).toBeVisible()
  await expect(message).toContainText('Ada Lovelace')
  // Newest first: the message just sent heads the list.
  await expect(contact.getByRole('listitem').first()).toContainText(note)

  const formCsv = contact.getByRole('link', { name: 'Download CSV' })
  const formCsvUrl = await formCsv.getAttribute('href')
  expect(formCsvUrl).not.toBeNull()
  const formExport = await page.request.get(formCsvUrl!)
  expect(formExport.status()).toBe(200)
  expect(await formExport.text()).toContain(note)

  const list = page.getByRole('region', { name: 'The Studio Letter' })
  const row = list.getByRole('row').filter({ hasText: reader })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell').nth(2)).toHaveText('Subscribed')
  const listCsvUrl = await list.getByRole('link', { name: 'Download CSV' }).getAttribute('href')
  const listExport = await page.request.get(listCsvUrl!)
  expect(await listExport.text()).toContain(`${reader},,,subscribed,`)

  expect(await accessibleNameViolations(page)).toEqual([])
})
