import { expect, test } from '@playwright/test'
import { addPage, signIn, siteDateTime, uniqueTitle } from './editor-session.js'
import { openArea } from './editor-shell-helpers.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// An 8×8 PNG, enough for an upload the server accepts as an image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
)

test('file manager: the picker is a wide dialog, errors stay with their file, a delete names the page using the file', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  const title = uniqueTitle('Kiln Wall')
  await addPage(page, 'page', title)
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Image', exact: true })
    .click()
  // The picker opens as the Image block is picked.
  const picker = page.getByRole('dialog', { name: 'File manager' })
  await expect(picker).toBeVisible()
  // Not squeezed into the side panel: the picker spreads over most of the screen.
  const box = await picker.boundingBox()
  expect(box!.width).toBeGreaterThanOrEqual(900)
  const fileName = `${uniqueTitle('kiln').replace(' ', '-')}.png`
  await picker.getByRole('tab', { name: 'Upload File' }).click()
  await keepScreenshot(page, 'editor-file-picker')
  await picker.getByLabel('Choose File').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: png,
  })
  await expect(picker).toBeHidden()
  await expect(page.getByText(/Image: kiln/)).toBeVisible({ timeout: 10_000 })
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })

  await openArea(page, 'Files')
  const files = page.getByRole('dialog', { name: 'File manager' })
  const existing = files.getByRole('tabpanel', { name: 'Existing Files' })
  // A refused rename of the first file …
  await existing.getByRole('button', { name: fileName, exact: true }).click()
  await files.getByLabel('File name').fill('   ')
  await files.getByRole('button', { name: 'Rename' }).click()
  await expect(files.getByRole('alert')).toHaveText('Please enter a file name')
  // … is not shown on the next file.
  await files.getByRole('tab', { name: 'Existing Files' }).click()
  const other = existing.locator('.ed-file-card').nth(1)
  const otherName = (await other.innerText()).trim()
  await other.click()
  await expect(files.locator('.ed-file-name')).toHaveText(otherName)
  await expect(files.getByRole('alert')).toHaveCount(0)
  // An upload refusal does not follow the owner to the next upload either.
  await files.getByRole('tab', { name: 'Upload File' }).click()
  await files.getByLabel('Choose File').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00', 'latin1'),
  })
  await expect(files.getByRole('alert')).toContainText('does not appear to be a supported')
  await files.getByLabel('Choose File').setInputFiles({
    name: `second-${fileName}`,
    mimeType: 'image/png',
    buffer: png,
  })
  await expect(files.getByRole('tabpanel', { name: 'File Detail' })).toBeVisible()
  await expect(files.getByRole('alert')).toHaveCount(0)

  // Deleting the image on the page names the page first.
  await files.getByRole('tab', { name: 'Existing Files' }).click()
  await existing.getByRole('button', { name: fileName, exact: true }).click()
  await files.getByRole('button', { name: 'Delete', exact: true }).click()
  const warning = files.getByRole('alertdialog', { name: 'Delete file' })
  await expect(warning).toContainText('This file is used in 1 place:')
  await expect(warning.getByRole('listitem')).toHaveText(`${title} (page)`)
  await expect(warning).toContainText('Deleting this file cannot be undone.')
  await expect(warning.getByRole('button', { name: 'Cancel' })).toBeFocused()
  expect(await seriousViolations(page)).toEqual([])
  await keepScreenshot(page, 'editor-file-delete-warning')
  await warning.getByRole('button', { name: 'Cancel' }).click()
  await expect(warning).toBeHidden()
})

test('a post set to Published shows today as its date, and an impossible date is refused', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await addPage(page, 'blog', uniqueTitle('Studio Journal'))
  await page.getByLabel('New post title').fill('Opening night')
  await page.getByRole('button', { name: 'Add post' }).click()
  const date = page.getByLabel('Publish date')
  await expect(date).toHaveValue('')
  const before = await siteDateTime(page, new Date())
  await page.getByLabel('Status').selectOption({ label: 'Published' })
  const after = await siteDateTime(page, new Date())
  const shown = await date.inputValue()
  expect(shown >= before && shown <= after).toBe(true)
  await expect(page.getByTestId('post-save-state')).toHaveText('Saved', { timeout: 10_000 })
  await keepScreenshot(page, 'editor-post-published-now')

  await date.fill('0999-12-31T10:00')
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter a real date between the years 1000 and 9999.',
  )
  await expect(date).toHaveAttribute('aria-invalid', 'true')
  await keepScreenshot(page, 'editor-post-impossible-date')
  await date.fill('2026-12-24T09:30')
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByTestId('post-save-state')).toHaveText('Saved', { timeout: 10_000 })
  expect(await seriousViolations(page)).toEqual([])
})
