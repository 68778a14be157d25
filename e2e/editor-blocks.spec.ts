import { expect, test, type Page } from '@playwright/test'
import {
  addBlock,
  addPage,
  addTextBlock,
  blockOutline,
  expectSaved,
  outlineOrder,
  pageCanvas,
  pickBlock,
  publish,
  signIn,
  uniqueTitle,
} from './editor-session.js'

const sidePanel = (page: Page) => page.getByRole('complementary', { name: 'Block settings' })

test('a gallery gets its images from the file manager, its settings show on the canvas and the published page', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const urlId = await addPage(page, 'page', uniqueTitle('Kiln Gallery'))
  await addBlock(page, 'Gallery')
  const panel = sidePanel(page)
  await expect(panel.getByRole('heading', { name: 'Gallery block' })).toBeVisible()

  // Two images, each chosen from the site's existing files.
  const chosen: string[] = []
  for (const at of [0, 1]) {
    await panel.getByRole('button', { name: 'Add image' }).click()
    const files = page.getByRole('dialog', { name: 'File manager' })
    const choose = files.getByRole('button', { name: /^Choose / }).nth(at)
    const name = (await choose.getAttribute('aria-label'))!.replace(/^Choose /, '')
    await choose.click()
    await expect(files).toBeHidden()
    chosen.push(name)
  }
  const images = panel.getByRole('list', { name: 'Gallery images' }).getByRole('listitem')
  await expect(images).toHaveCount(2)
  await expect(images.nth(0)).toContainText(chosen[0]!)
  await expect(images.nth(1)).toContainText(chosen[1]!)
  await expectSaved(page)
  const canvas = pageCanvas(page)
  await expect(canvas.locator('.gallery-grid__item img')).toHaveCount(2)

  // Thumbnails per row stays within SPEC's 1–10: 11 is refused and never reaches the canvas.
  const perRow = panel.getByLabel('Thumbnails per row (1–10)')
  await perRow.fill('11')
  await expect(panel.getByRole('alert')).toContainText('from 1 to 10')
  await perRow.fill('3')
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expectSaved(page)
  await expect(canvas.locator('.gallery--grid')).toHaveAttribute('style', /--per-row:3;/)

  // The grid becomes a slideshow on the canvas.
  await panel.getByLabel('Design').selectOption('slideshow')
  await expectSaved(page)
  const slides = canvas.locator('[aria-roledescription="carousel"]').getByRole('figure')
  await expect(slides).toHaveCount(2)
  await expect(slides.nth(0)).toHaveAccessibleName('1 of 2')

  await publish(page)
  const visitor = await browser.newPage()
  await visitor.goto(`/${urlId}`)
  const carousel = visitor.locator('[aria-roledescription="carousel"]')
  await expect(carousel.getByRole('figure')).toHaveCount(2)
  await expect(carousel.getByRole('figure', { name: '2 of 2' }).locator('img')).toHaveAttribute(
    'src',
    /\S/,
  )
  await expect(carousel.getByRole('link', { name: 'Show image 2' })).toBeAttached()
  await visitor.close()
})

test('a block picked from the block menu between two blocks lands at that point', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const urlId = await addPage(page, 'page', uniqueTitle('Between Blocks'))
  await addTextBlock(page, 'First we wedge the clay.')
  await addTextBlock(page, 'Last we open the kiln.')
  expect(await outlineOrder(page)).toEqual([
    'Text: First we wedge the clay.',
    'Text: Last we open the kiln.',
  ])

  await blockOutline(page)
    .getByRole('button', { name: 'Insert block above Text: Last we open the kiln.' })
    .click()
  await expect(page.getByRole('dialog', { name: 'Add a block' })).toContainText('Insert at row 2')
  await pickBlock(page, 'Quote')
  await sidePanel(page).getByRole('textbox', { name: 'Quote' }).fill('Then we glaze.')
  await expectSaved(page)
  await expect
    .poll(() => outlineOrder(page))
    .toEqual([
      'Text: First we wedge the clay.',
      'Quote: Then we glaze.',
      'Text: Last we open the kiln.',
    ])

  // The canvas and, once published, the visitors' page show the same order.
  const inOrder = /First we wedge the clay\.[\s\S]*Then we glaze\.[\s\S]*Last we open the kiln\./
  await expect(pageCanvas(page).locator('main')).toHaveText(inOrder)
  await publish(page)
  const visitor = await browser.newPage()
  await visitor.goto(`/${urlId}`)
  await expect(visitor.locator('main')).toHaveText(inOrder)
  await visitor.close()
})

test('the chart dataset editor adds series and labels and says what is wrong with the data', async ({
  page,
}) => {
  await signIn(page)
  await addPage(page, 'page', uniqueTitle('Firing Chart'))
  await addBlock(page, 'Chart')
  const panel = sidePanel(page)
  const table = panel.getByRole('table')
  const columns = table.getByRole('columnheader')
  const rows = table.locator('tbody').getByRole('row')
  await expect(columns).toHaveCount(2)
  await expect(rows).toHaveCount(1)

  // New Series adds a column; its empty cell is missing data until it is filled in.
  await panel.getByRole('button', { name: 'New Series' }).click()
  await expect(columns).toHaveCount(3)
  await expect(panel.getByLabel('Series 2 name')).toHaveValue('Series 2')
  await expect(panel.getByRole('alert')).toHaveText('One or more rows was missing data')
  await panel.getByLabel('Row 1, Series 2').fill('4')
  await expect(panel.getByRole('alert')).toHaveCount(0)

  // Label adds a row.
  await panel.getByRole('button', { name: 'Label', exact: true }).click()
  await expect(rows).toHaveCount(2)
  await expect(panel.getByRole('alert')).toHaveText('One or more rows was missing data')
  await panel.getByLabel('Label 2').fill('Bisque')
  await panel.getByLabel('Row 2, Series 1').fill('900')
  await panel.getByLabel('Row 2, Series 2').fill('1000')
  await expect(panel.getByRole('alert')).toHaveCount(0)
  await expectSaved(page)
  await expect(pageCanvas(page).getByRole('row', { name: 'Bisque 900' })).toBeVisible()

  // A row with a blank cell, then no rows at all.
  await panel.getByLabel('Row 1, Series 1').fill('')
  await expect(panel.getByRole('alert')).toHaveText('One or more rows was missing data')
  await panel.getByRole('button', { name: 'Remove row 2' }).click()
  await panel.getByRole('button', { name: 'Remove row 1' }).click()
  await expect(rows).toHaveCount(0)
  await expect(panel.getByRole('alert')).toHaveText('Enter some data!')
})

test('the link editor links a button to a file in a new window and a page anchor through Advanced', async ({
  page,
  browser,
}) => {
  await signIn(page)
  const urlId = await addPage(page, 'page', uniqueTitle('Care Guide'))
  const panel = sidePanel(page)
  const link = page.getByRole('dialog', { name: 'Link' })

  // A button to a file, chosen from the file manager in the File tab.
  await addBlock(page, 'Button')
  await panel.getByLabel('Button text').fill('Download the guide')
  await panel.getByRole('button', { name: 'Edit Button link' }).click()
  await link.getByRole('tab', { name: 'File' }).click()
  await link.getByRole('button', { name: 'Choose File' }).click()
  // The picker opens as a modal dialog over the editor, outside the link editor's panel.
  const files = page.getByRole('dialog', { name: 'File manager' })
  const choose = files.getByRole('button', { name: /^Choose / }).first()
  await choose.click()
  await expect(files).toBeHidden()
  const chosenFile = link.getByRole('tabpanel', { name: 'File' }).getByText(/^\/(files|s)\//)
  const fileUrl = (await chosenFile.textContent())!
  await link.getByLabel('Open in New Window').check()
  await link.getByRole('button', { name: 'Advanced', exact: true }).click()
  await expect(link.getByRole('button', { name: 'Advanced', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  await expect(link.getByText('No advanced settings for this link type.')).toBeVisible()
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(link).toBeHidden()
  await expect(panel.getByLabel('Button link', { exact: true })).toHaveValue(fileUrl)
  // Opened again, the link comes back on the File tab with its choices.
  await panel.getByRole('button', { name: 'Edit Button link' }).click()
  await expect(link.getByRole('tab', { name: 'File' })).toHaveAttribute('aria-selected', 'true')
  await expect(link.getByLabel('Open in New Window')).toBeChecked()
  await link.getByRole('button', { name: 'Cancel' }).click()

  // A second button to a place on a page: Advanced holds the anchor.
  await addBlock(page, 'Button')
  await panel.getByLabel('Button text').fill('See the glazes')
  await panel.getByRole('button', { name: 'Edit Button link' }).click()
  await link.getByRole('tab', { name: 'Page' }).click()
  const pageChoice = link.getByRole('combobox', { name: 'Page', exact: true })
  await pageChoice.selectOption({ index: 1 })
  const pagePath = await pageChoice.inputValue()
  await link.getByRole('button', { name: 'Advanced', exact: true }).click()
  await link.getByLabel('Anchor on the page').fill('glazes')
  await link.getByRole('button', { name: 'Save link' }).click()
  await expect(panel.getByLabel('Button link', { exact: true })).toHaveValue(`${pagePath}#glazes`)

  await publish(page)
  const visitor = await browser.newPage()
  await visitor.goto(`/${urlId}`)
  const download = visitor.getByRole('link', { name: 'Download the guide' })
  await expect(download).toHaveAttribute('href', fileUrl)
  await expect(download).toHaveAttribute('target', '_blank')
  const glazes = visitor.getByRole('link', { name: 'See the glazes' })
  await expect(glazes).toHaveAttribute('href', `${pagePath}#glazes`)
  await expect(glazes).not.toHaveAttribute('target', /./)
  await visitor.close()
})
