import { expect, test, type Page } from '@playwright/test'
import { siteDateTime } from './editor-session.js'

// The owner the Playwright web server is started with (playwright.config.ts).
const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }

// An 8×8 PNG, enough for an upload the server accepts as an image.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=',
  'base64',
)

async function signIn(page: Page): Promise<void> {
  await page.goto('/config/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
}

async function createPage(page: Page, title: string): Promise<string> {
  const form = page.getByRole('form', { name: 'Add a page' })
  await form.getByLabel('Page type').selectOption('page')
  await form.getByLabel('New page title').fill(title)
  await form.getByRole('button', { name: 'Add page' }).click()
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible()
  await expect(page.getByRole('toolbar', { name: 'Page editing' })).toBeVisible()
  const pages = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { title: string; urlId: string }[] }[]
  }
  const created = pages.sections
    .flatMap((section) => section.pages)
    .find((entry) => entry.title === title)
  expect(created).toBeDefined()
  return created!.urlId
}

async function addTextBlock(page: Page, sentence: string): Promise<void> {
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Text', exact: true })
    .click()
  const text = page.getByRole('textbox', { name: 'Text' })
  await text.click()
  await text.pressSequentially(sentence)
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })
}

const outline = (page: Page) => page.getByRole('region', { name: 'Blocks' })

test('the wrong password gets a message that does not say which field was wrong', async ({
  page,
}) => {
  await page.goto('/config/')
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill('not-the-password')
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('alert')).toHaveText('Your email or password is incorrect.')
})

test('an owner builds a page with text, image and button, reorders, publishes, and visitors see it', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const urlId = await createPage(page, 'Our Bakery')
  const sentence = 'We bake sourdough every morning.'
  await addTextBlock(page, sentence)

  // A draft is not visible to visitors before publishing.
  const visitor = await browser.newPage()
  const before = await visitor.goto(`/${urlId}`)
  expect(await visitor.content()).not.toContain(sentence)
  expect(before?.status()).not.toBe(500)

  // Image block with an uploaded image: one step, like text and button — picking Image opens
  // the file picker at once, and the chosen picture places the block.
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Image', exact: true })
    .click()
  const files = page.getByRole('dialog', { name: 'File manager' })
  await files.getByRole('tab', { name: 'Upload File' }).click()
  await files
    .getByLabel('Choose File')
    .setInputFiles({ name: 'loaf.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByText(/Image: loaf/)).toBeVisible({ timeout: 10_000 })
  await expect(outline(page).getByRole('button', { name: /^Image/ })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Insert block', exact: true })).toHaveCount(0)

  // Button block.
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Button', exact: true })
    .click()
  await expect(outline(page).getByRole('button', { name: /^Button: Learn More$/ })).toBeVisible()

  // Reorder with the keyboard: the button goes above the image.
  const buttonBlock = outline(page).getByRole('button', { name: /^Button: Learn More$/ })
  await buttonBlock.focus()
  await page.keyboard.press('Alt+ArrowUp')
  const order = await outline(page).locator('[data-outline-for]').allTextContents()
  expect(order.map((label) => label.split(':')[0])).toEqual(['Text', 'Button', 'Image'])
  await expect(page.getByTestId('block-announcer')).toContainText('moved to row 2')
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })

  // The canvas is the real renderer, showing the draft.
  const frame = page.frameLocator('iframe[title="Page preview"]')
  await expect(frame.getByText(sentence)).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('publish-state')).toHaveText('Published')

  await visitor.goto(`/${urlId}`)
  await expect(visitor.getByText(sentence)).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Learn More' })).toBeVisible()
  await visitor.close()
})

test('undo restores a deleted block', async ({ page }) => {
  await signIn(page)
  await createPage(page, 'Undo Test')
  await addTextBlock(page, 'Keep this sentence.')
  const block = outline(page).getByRole('button', {
    name: 'Text: Keep this sentence.',
    exact: true,
  })
  await block.click()
  await page.getByRole('button', { name: 'Delete block' }).click()
  await expect(block).toHaveCount(0)
  await page.getByRole('button', { name: 'Undo', exact: true }).click()
  await expect(block).toBeVisible()
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })
  // Ctrl+Z outside a text field undoes too; Shift+Ctrl+Z redoes.
  await page.getByRole('heading', { name: 'Undo Test' }).click()
  await page.keyboard.press('Control+z')
  await expect(block).toHaveCount(0)
  await page.keyboard.press('Control+Shift+z')
  await expect(block).toBeVisible()
})

test('a scheduled page appears to visitors once its time has come', async ({ page, browser }) => {
  await signIn(page)
  const urlId = await createPage(page, 'Coming Soon')
  await addTextBlock(page, 'Opening day is near.')
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('publish-state')).toHaveText('Published')

  const schedule = async (when: Date) => {
    await page.getByRole('button', { name: 'Settings for Coming Soon' }).click()
    await page.getByLabel('Status').selectOption('scheduled')
    // On the site's clock (New York for the demo), whatever the browser's zone is.
    await page.getByLabel('Publish on (date and time)').fill(await siteDateTime(page, when))
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Page settings saved.' })).toBeVisible()
  }

  await schedule(new Date(Date.now() + 24 * 3600_000))
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByText('Scheduled')).toBeVisible()
  const visitor = await browser.newPage()
  await visitor.goto(`/${urlId}`)
  expect(await visitor.content()).not.toContain('Opening day is near.')

  await schedule(new Date(Date.now() - 2 * 60_000))
  // Published pages are cached per site version, which the server rechecks at most once a second.
  await expect(async () => {
    await visitor.goto(`/${urlId}`)
    await expect(visitor.getByText('Opening day is near.')).toBeVisible({ timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await visitor.close()
})

test('pages move with the keyboard and the move is announced', async ({ page }) => {
  await signIn(page)
  await createPage(page, 'Alpha Page')
  await createPage(page, 'Beta Page')
  const beta = page.getByRole('button', { name: 'Beta Page', exact: true })
  await beta.focus()
  await page.keyboard.press('Alt+ArrowUp')
  await expect(page.getByTestId('page-announcer')).toContainText('Beta Page moved to position')
  const titles = await page
    .getByRole('navigation', { name: 'Pages' })
    .locator('[data-page-id]')
    .allTextContents()
  expect(titles.indexOf('Beta Page')).toBeLessThan(titles.indexOf('Alpha Page'))
})

test('a bad URL slug gets the SPEC message', async ({ page }) => {
  await signIn(page)
  await createPage(page, 'Slug Test')
  await page.getByRole('button', { name: 'Settings for Slug Test' }).click()
  await page.getByLabel('URL Slug').fill('Not A Slug!')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'is not a valid page URL' })).toHaveText(
    'Not A Slug! is not a valid page URL',
  )
})

test('a block is dragged above another on the canvas', async ({ page }) => {
  await signIn(page)
  await createPage(page, 'Drag Blocks')
  await addTextBlock(page, 'Stays on top until dragged.')
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Button', exact: true })
    .click()
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })
  const ids = await outline(page)
    .locator('[data-outline-for]')
    .evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('data-outline-for') ?? ''),
    )
  const [textId, buttonId] = ids
  const source = page.locator(`[data-overlay-for="${buttonId}"]`)
  const target = page.locator(`[data-overlay-for="${textId}"]`)
  await expect(source).toBeVisible()
  const from = (await source.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 3, { steps: 10 })
  await page.mouse.up()
  await expect
    .poll(() => outline(page).locator('[data-outline-for]').allTextContents())
    .toEqual(['Button: Learn More', 'Text: Stays on top until dragged.'])
})

test('a product block is added by choosing the product from the list, and visitors see it', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const urlId = await createPage(page, 'Gift Ideas')
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Product', exact: true })
    .click()

  // The demo store's products are listed; the search narrows them to the vase.
  await expect(page.getByRole('radio', { name: /Speckled Stoneware Mug/ })).toBeVisible()
  await page.getByLabel('Search products').fill('vase')
  await expect(page.getByRole('radio')).toHaveCount(1)
  await page.getByRole('radio', { name: /Bud Vase \$42\.00/ }).check()
  await page.getByRole('button', { name: 'Insert block', exact: true }).click()
  await expect(outline(page).getByRole('button', { name: 'Product', exact: true })).toBeVisible()
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })

  const frame = page.frameLocator('iframe[title="Page preview"]')
  await expect(frame.getByRole('heading', { name: 'Bud Vase' })).toBeVisible()

  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByTestId('publish-state')).toHaveText('Published')
  const visitor = await browser.newPage()
  await visitor.goto(`/${urlId}`)
  await expect(visitor.getByRole('heading', { name: 'Bud Vase' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: /Bud Vase/ })).toHaveAttribute(
    'href',
    /\/bud-vase$/,
  )
  await visitor.close()
})
