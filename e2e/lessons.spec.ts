import { expect, test, type Page } from '@playwright/test'
import { checkoutForm, fillCheckout } from './checkout-helpers.js'
import { addPage, signIn as signInOwner, uniqueTitle } from './editor-session.js'
import { horizontalOverflow, settled } from './editor-shell-helpers.js'
import { injectAxe } from './inject-axe.js'
import { openLive } from './live-page.js'
import { keepScreenshot } from './screenshot.js'
import { seriousViolations } from './serious-violations.js'

// The demo's course in the Studio Club's member area ($8.00 a month): apps/server/src/demo/.
const COURSE = '/throwing-a-bowl'
let members = 0

async function expectAccessible(page: Page) {
  await injectAxe(page)
  expect(await seriousViolations(page)).toEqual([])
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`lessons at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the owner adds lessons to a course, edits one and reorders them from the keyboard', async ({
      page,
    }) => {
      test.slow()
      const course = uniqueTitle('Glaze School')
      await signInOwner(page)
      // Out of the main navigation, which other specs count.
      await page
        .getByRole('form', { name: 'Add a page' })
        .getByLabel('Section')
        .selectOption('hidden')
      await addPage(page, 'course', course)
      await expect(page.getByRole('heading', { name: `${course}: lessons` })).toBeVisible()
      await expect(page.getByText('No lessons yet.')).toBeVisible()

      const newLesson = page.getByRole('form', { name: 'New lesson' })
      for (const title of ['Dipping', 'Pouring']) {
        await newLesson.getByLabel('New lesson title').fill(title)
        await newLesson.getByRole('button', { name: 'Add lesson' }).click()
        await expect(page.getByLabel('Lesson title', { exact: true })).toHaveValue(title)
      }
      const editor = page.getByRole('region', { name: 'Edit lesson' })
      await editor.getByLabel('Kind').selectOption('video')
      await editor.getByLabel('Duration (minutes)').fill('abc')
      await expect(editor.getByText('Enter whole minutes from 0 to 1440.')).toBeVisible()
      await editor.getByLabel('Duration (minutes)').fill('8')
      await editor.getByLabel('Video address').fill('https://vimeo.com/76979871')
      await editor
        .getByLabel('Lesson text')
        .fill('Hold the pot by its foot and **count to three**.')
      await editor.getByLabel('Status').selectOption('published')
      await editor.getByRole('button', { name: 'Save lesson' }).click()
      await expect(page.getByTestId('lesson-save-state')).toHaveText('Saved')

      const lessons = page.getByRole('list', { name: 'Lessons' })
      await expect(lessons.getByRole('listitem')).toHaveText([/Dipping/, /Pouring.*Video · 8 min/])
      // The keyboard moves Pouring first (Alt+ArrowUp on its handle); the order is saved.
      await lessons.getByRole('button', { name: 'Move Pouring', exact: true }).focus()
      await page.keyboard.press('Alt+ArrowUp')
      await expect(lessons.getByRole('listitem')).toHaveText([/Pouring/, /Dipping/])
      await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
        'Pouring moved to place 1 of 2.',
      )
      await settled(page)
      await page.reload()
      await page.getByRole('button', { name: course, exact: true }).click()
      await expect(page.getByRole('list', { name: 'Lessons' }).getByRole('listitem')).toHaveText([
        /Pouring/,
        /Dipping/,
      ])
      // Dispatched: at 390 px the editor's sticky header can lie over the row (a known layering defect).
      await page.getByRole('button', { name: 'Pouring', exact: true }).dispatchEvent('click')
      await expect(page.getByLabel('Lesson title', { exact: true })).toHaveValue('Pouring')
      await keepScreenshot(page, 'editor-lessons')
      await expectAccessible(page)
      expect(await horizontalOverflow(page)).toBe(0)
    })

    test('a member opens the course, completes a lesson and sees the progress', async ({
      page,
    }) => {
      test.slow()
      await openLive(page, COURSE)
      // Member content: a visitor meets the protected-content page (105) and joins from it.
      await expect(page.getByRole('heading', { name: 'Members Only' })).toBeVisible()
      const email = `course-${viewport.width}-${Date.now().toString(36)}-${members++}@example.com`
      const join = page.locator('form.member-join')
      await join.getByLabel('Email').fill(email)
      await join.getByLabel('Password').fill('long-enough-1')
      await join.getByRole('button', { name: 'Join' }).click()
      await expect(page).toHaveURL(/\/checkout\?cartToken=/)
      await expect(checkoutForm(page)).toBeVisible()
      await fillCheckout(page, '4242 4242 4242 4242', email)
      await checkoutForm(page).getByRole('button', { name: 'Pay now' }).click()
      await expect(page.getByRole('heading', { name: 'Membership Confirmed' })).toBeVisible()

      await openLive(page, COURSE)
      await expect(page.getByRole('heading', { name: 'Throwing a bowl', level: 1 })).toBeVisible()
      await expect(page.getByText('0 of 3 complete')).toBeVisible()
      const rows = page.locator('.lesson-list .lesson-row')
      await expect(rows).toHaveCount(3)
      await expect(rows.nth(1)).toContainText('Video · 9 min')
      await expectAccessible(page)
      await keepScreenshot(page, 'course-page')

      // SPEC §7 gives lesson tracking events no shape: a lesson view is a page view of its item.
      const lessonHit = page.waitForRequest(
        (request) =>
          request.url().includes('/api/census/RecordHit') &&
          decodeURIComponent(request.postData() ?? '').includes('lesson-1-wedging-the-clay'),
      )
      await page.getByRole('link', { name: 'Start the course' }).click()
      await expect(page.getByRole('heading', { name: 'Wedging the clay' })).toBeVisible()
      await lessonHit
      await expect(page.getByText('Lesson 1 of 3')).toBeVisible()
      await page.getByRole('button', { name: 'Mark as complete' }).click()
      await expect(page.getByText('You completed this lesson.')).toBeVisible()
      await expect(page.getByText('1 of 3 complete')).toBeVisible()
      await expectAccessible(page)
      await keepScreenshot(page, 'lesson-complete')

      await page.getByRole('link', { name: 'Centring on the wheel' }).click()
      await expect(page.locator('.lesson__video iframe')).toHaveAttribute(
        'src',
        'https://player.vimeo.com/video/76979871',
      )
      await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible()

      await openLive(page, COURSE)
      await expect(page.getByText('1 of 3 complete')).toBeVisible()
      await expect(page.locator('.lesson-row.is-complete')).toHaveCount(1)
      await expect(
        page.getByRole('link', { name: 'Continue: Centring on the wheel' }),
      ).toBeVisible()
      expect(await horizontalOverflow(page)).toBe(0)
      await keepScreenshot(page, 'course-progress')

      // Un-marking takes the tick away again.
      await page.getByRole('link', { name: 'Wedging the clay' }).click()
      await page.getByRole('button', { name: 'Mark as not complete' }).click()
      await expect(page.getByRole('button', { name: 'Mark as complete' })).toBeVisible()
      await expect(page.getByText('0 of 3 complete')).toBeVisible()
    })
  })
}
