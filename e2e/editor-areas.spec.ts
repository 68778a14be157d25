import { expect, test, type Page } from '@playwright/test'

const owner = { email: 'owner@atelier.test', password: 'e2e-owner-password' }

async function signIn(page: Page, path = '/config/'): Promise<void> {
  await page.goto(path)
  await page.getByLabel('Email').fill(owner.email)
  await page.getByLabel('Password').fill(owner.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
}

async function addPage(page: Page, kind: string, title: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Add a page' })
  await form.getByLabel('Page type').selectOption(kind)
  await form.getByLabel('New page title').fill(title)
  await form.getByRole('button', { name: 'Add page' }).click()
  await expect(page.getByRole('button', { name: title, exact: true })).toBeVisible()
}

async function pageIdOf(page: Page, title: string): Promise<string> {
  const list = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { pages: { id: string; title: string }[] }[]
  }
  const found = list.sections.flatMap((section) => section.pages).find((p) => p.title === title)
  expect(found).toBeDefined()
  return found!.id
}

const mainNavigationTitles = (page: Page) =>
  page.getByRole('region', { name: 'Main Navigation' }).locator('[data-page-id]').allTextContents()

test('a new store is created through the store flow and comes first in the main navigation', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'store', 'Pottery Store')
  await expect.poll(async () => (await mainNavigationTitles(page))[0]).toBe('Pottery Store')
  const pages = (await (await page.request.get('/api/editor/pages')).json()) as {
    sections: { id: string; pages: { title: string; kind: string; urlId: string }[] }[]
  }
  const store = pages.sections[0]?.pages[0]
  expect(store).toMatchObject({ title: 'Pottery Store', kind: 'store', urlId: 'pottery-store' })
})

test('blog posts: create a post, tag it, and the manager refuses a duplicate tag', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'blog', 'Studio Notes')
  await page.getByLabel('New post title').fill('First firing')
  await page.getByRole('button', { name: 'Add post' }).click()
  await expect(page.getByLabel('Post title', { exact: true })).toHaveValue('First firing')
  await page.getByLabel('Add tag').fill('kiln')
  await page.getByLabel('Add tag').press('Enter')
  await page.getByLabel('Add tag').fill('Kiln')
  await page.getByLabel('Add tag').press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: 'already exists' })).toHaveText(
    'This tag already exists',
  )
  await page.getByRole('button', { name: 'Save post' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()

  const manager = page.getByRole('region', { name: 'Tags and categories' })
  await expect(manager.getByText('kiln (1)')).toBeVisible()
  await manager.getByRole('button', { name: 'New', exact: true }).click()
  await manager.getByLabel('Tag name').fill('KILN')
  await manager.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(manager.getByRole('alert')).toHaveText('This tag already exists')
})

test('the link editor checks email links and the file manager checks uploads and names', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'page', 'Contact Us')
  await page.getByRole('button', { name: 'Add Block' }).click()
  await page
    .getByRole('dialog', { name: 'Add a block' })
    .getByRole('button', { name: 'Button', exact: true })
    .click()
  await page.getByRole('button', { name: 'Edit Button link' }).click()
  const link = page.getByRole('dialog', { name: 'Link' })
  for (const tab of ['Page', 'Web Address', 'Email', 'Phone', 'File']) {
    await expect(link.getByRole('tab', { name: tab })).toBeVisible()
  }
  await link.getByRole('tab', { name: 'Email' }).click()
  await link.getByLabel('Email Address').fill('not-an-address')
  await link.getByLabel('Subject').fill('Hello')
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(link.getByRole('alert')).toHaveText('Please enter a valid email')
  await link.getByLabel('Email Address').fill('studio@example.com')
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(page.getByLabel('Button link', { exact: true })).toHaveValue(
    'mailto:studio@example.com?subject=Hello',
  )

  // The Link Name and Open in New Window stay with this link: read back in the editor and stored.
  await page.getByRole('button', { name: 'Edit Button link' }).click()
  await link.getByLabel('Link Name').fill('Write to us')
  await link.getByLabel('Open in New Window').check()
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(page.getByLabel('Button text')).toHaveValue('Write to us')
  await page.getByRole('button', { name: 'Edit Button link' }).click()
  await expect(link.getByLabel('Link Name')).toHaveValue('Write to us')
  await expect(link.getByLabel('Open in New Window')).toBeChecked()
  await link.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByTestId('save-state')).toHaveText('Saved', { timeout: 10_000 })
  const pageId = await pageIdOf(page, 'Contact Us')
  const content = (await (
    await page.request.get(`/api/editor/pages/${pageId}/content`)
  ).json()) as {
    layout: { blocks: { type: string; value: Record<string, unknown> }[] }
  }
  expect(content.layout.blocks.find((block) => block.type === 'button')?.value).toMatchObject({
    text: 'Write to us',
    link: 'mailto:studio@example.com?subject=Hello',
    newWindow: true,
  })

  await page.getByRole('button', { name: 'Files', exact: true }).click()
  const files = page.getByRole('dialog', { name: 'File manager' })
  await files.getByRole('tab', { name: 'Upload File' }).click()
  await files.getByLabel('Choose File').setInputFiles({
    name: 'setup.exe',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from('MZ\x90\x00', 'latin1'),
  })
  await expect(files.getByRole('alert')).toContainText(
    'The file setup.exe does not appear to be a supported file.',
  )
})

test('site styles change the canvas live through CSS variables', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Site Styles' }).click()
  await expect(page.getByRole('heading', { name: 'Site Styles' })).toBeVisible()
  const frame = page.frameLocator('iframe[title="Style preview"]')
  await expect(frame.locator('body')).toBeVisible()
  await page.getByLabel('Accent colour hex').fill('#123456')
  await expect
    .poll(() =>
      page
        .frame({ url: /\/config\/preview\// })
        ?.evaluate(() => document.documentElement.style.getPropertyValue('--accent')),
    )
    .toBe('#123456')
  await expect(page.getByText('Fonts in Style Guide')).toHaveCount(2)
  await page.getByRole('button', { name: 'Save styles' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible()
})

test('a page is dragged to a new place in the pages panel', async ({ page }) => {
  await signIn(page)
  await addPage(page, 'page', 'Drag Me')
  const titles = await mainNavigationTitles(page)
  const first = titles[0]!
  const handle = page.getByRole('button', { name: 'Drag Drag Me' })
  const target = page.getByRole('button', { name: first, exact: true })
  const from = (await handle.boundingBox())!
  const to = (await target.boundingBox())!
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await page.mouse.move(from.x + 5, from.y - 10, { steps: 5 })
  await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 10 })
  await page.mouse.up()
  await expect.poll(async () => (await mainNavigationTitles(page))[0]).toBe('Drag Me')
})

test('device previews change the width of the canvas frame', async ({ page }) => {
  // Room for the tablet width beside the areas sidebar, the pages panel and the block list.
  await page.setViewportSize({ width: 1800, height: 900 })
  await signIn(page)
  await addPage(page, 'page', 'Devices')
  const frame = page.locator('iframe[title="Page preview"]')
  const width = async () => Math.round((await frame.boundingBox())?.width ?? 0)
  await expect.poll(width).toBeGreaterThan(375)
  const desktop = await width()
  await page.getByRole('button', { name: 'Tablet', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Tablet', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect.poll(width).toBe(768)
  await page.getByRole('button', { name: 'Phone', exact: true }).click()
  await expect.poll(width).toBe(375)
  await page.getByRole('button', { name: 'Desktop', exact: true }).click()
  await expect.poll(width).toBe(desktop)
})

test('deleting a page asks first: Cancel keeps it, Delete removes it', async ({ page }) => {
  await signIn(page)
  await addPage(page, 'page', 'Old Offers')
  await page.getByRole('button', { name: 'Delete Old Offers' }).click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toContainText('Delete the page “Old Offers”? This cannot be undone.')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByRole('button', { name: 'Old Offers', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Delete Old Offers' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('button', { name: 'Old Offers', exact: true })).toHaveCount(0)
  await expect(page.getByTestId('page-announcer')).toHaveText('Old Offers deleted.')
})

test('signing out returns to the sign-in form and ends the session', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Sign Out' }).click()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  expect((await page.request.get('/api/editor/session')).status()).toBe(401)
  await page.reload()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
})
