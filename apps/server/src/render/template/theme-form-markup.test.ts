import type { SiteBundle } from '@atelier/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { CONTACT_FORM_ID, NEWSLETTER_LIST_ID } from '../../demo/demo-pages.js'
import { buildPage } from '../context/build-page-context.js'
import { loadTheme, type Theme } from './load-theme.js'
import type { PageContext } from '../context/page-context.js'
import { createEnv } from './page-renderer.js'
import { renderHtml } from './render-html.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const demo = buildDemoSite(now)
let theme: Theme

beforeAll(async () => {
  theme = await loadTheme()
})

function context(
  path: string,
  bundle: SiteBundle = demo,
  unlocked: ReadonlySet<string> = new Set(),
): PageContext {
  const env = createEnv(snapshotFromBundle(bundle), now, 'https://shop.example')
  const result = buildPage(
    env,
    { path, query: {}, unlocked },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error(`${path} redirected`)
  return result.context
}

function html(page: PageContext): string {
  return renderHtml(theme, page, { now: now.getTime() }).html
}

function withContactForm(changes: Record<string, unknown>): SiteBundle {
  return {
    ...demo,
    forms: demo.forms.map((form) => (form.id === CONTACT_FORM_ID ? { ...form, ...changes } : form)),
  }
}

/** The opening tag of the first element carrying `marker`. */
function tagWith(markup: string, marker: string): string {
  const at = markup.indexOf(marker)
  expect(at).toBeGreaterThan(-1)
  return markup.slice(markup.lastIndexOf('<', at), markup.indexOf('>', at) + 1)
}

describe('form.block', () => {
  it('mounts the site-form island with the form id and a hidden submission message', () => {
    const markup = html(context('/contact'))
    const form = tagWith(markup, 'data-island="site-form"')
    expect(form).toContain(`data-form-id="${CONTACT_FORM_ID}"`)
    expect(form).not.toContain('data-captcha')
    expect(form).not.toContain('data-success-redirect')
    expect(markup).not.toContain('data-island="form"')
    expect(markup).toContain(
      '<div class="site-form__submission" role="status" aria-live="polite" hidden>' +
        '<div class="site-form__submission-message rich-text">' +
        '<p>Thank you! We will get back to you within two working days.</p></div></div>',
    )
  })

  it('marks captcha and success redirect, and shows post-submit HTML as the owner wrote it', () => {
    const page = context(
      '/contact',
      withContactForm({
        captchaEnabled: true,
        successRedirect: '/thanks?from="contact"',
        submissionHTML: '<p class="owner-note">See you at the studio</p>',
      }),
    )
    const form = tagWith(html(page), 'data-island="site-form"')
    expect(form).toContain('data-captcha="true"')
    expect(form).toContain('data-success-redirect="/thanks?from=&quot;contact&quot;"')
    expect(html(page)).toContain(
      '<div class="site-form__submission-html"><p class="owner-note">See you at the studio</p></div>',
    )
  })

  it('escapes the submission message, which is text and not HTML', () => {
    const page = context(
      '/contact',
      withContactForm({
        submissionMessage: [
          {
            type: 'paragraph',
            children: [{ type: 'text', text: '<img src=x onerror=alert(1)> Thanks', bold: true }],
          },
        ],
      }),
    )
    const view = page.atelier.layout!.blocks.find((block) => block.kind.form)!.form as {
      submission: { messageText: string }
    }
    expect(view.submission.messageText).toBe('<img src=x onerror=alert(1)> Thanks')
    const markup = html(page)
    expect(markup).not.toContain('<img src=x')
    expect(markup).toContain('<strong>&lt;img src=x onerror=alert(1)&gt; Thanks</strong>')
  })

  it("prints the page's permission type: 1 on a public page", () => {
    const form = tagWith(html(context('/contact')), 'data-island="site-form"')
    expect(form).toContain(' data-page-permission-type-value="1"')
  })

  it('prints 2 on a password-protected page the visitor has unlocked', () => {
    const contact = demo.collections.find((collection) => collection.urlId === 'contact')!
    const locked: SiteBundle = {
      ...demo,
      collections: demo.collections.map((collection) =>
        collection.id === contact.id ? { ...collection, passwordHash: 'hash' } : collection,
      ),
    }
    expect(html(context('/contact', locked))).not.toContain('data-island="site-form"')
    const page = context('/contact', locked, new Set([contact.id]))
    expect(page.atelier.pagePermissionTypeValue).toBe(2)
    const form = tagWith(html(page), 'data-island="site-form"')
    expect(form).toContain(' data-page-permission-type-value="2"')
  })

  it('leaves out the submission box when the owner wrote nothing for after a submission', () => {
    const markup = html(context('/contact', withContactForm({ submissionMessage: [] })))
    expect(markup).not.toContain('site-form__submission')
    expect(markup).toContain('<div class="site-form__message" role="status"')
  })
})

describe('newsletter.block', () => {
  it('tells the newsletter island which list the block signs visitors up to', () => {
    const form = tagWith(html(context('/')), 'data-island="newsletter"')
    expect(form).toContain(`data-list-id="${NEWSLETTER_LIST_ID}"`)
    expect(form).not.toContain('data-form-id')
  })
})

describe('restock box', () => {
  it('is on a product that can sell out, hidden until the island finds the variant sold out', () => {
    const page = context('/shop/moonlight-teapot')
    const box = tagWith(html(page), 'data-island="restock"')
    expect(box).toBe(
      `<div class="restock-box" data-island="restock" data-item-id="${page.item!.id}" hidden>`,
    )
  })

  it('carries captcha, mailing-list opt-in and the store success text', () => {
    const bundle: SiteBundle = {
      ...demo,
      website: {
        ...demo.website,
        settings: {
          ...demo.website.settings,
          captchaSettings: { enabled: true, siteKey: '' },
        },
      },
    }
    const page = context('/shop/moonlight-teapot', bundle)
    page.atelier.restock = {
      ...page.atelier.restock!,
      mailingList: true,
      mailingListOptIn: true,
      successText: 'We will write to you "soon"',
    }
    const box = tagWith(html(page), 'data-island="restock"')
    expect(box).toContain(' data-captcha="true"')
    expect(box).toContain(' data-mailing-list="true"')
    expect(box).toContain(' data-mailing-list-opt-in="true"')
    expect(box).toContain(' data-success-text="We will write to you &quot;soon&quot;"')
  })

  it('is left out for products that never sell out and for stores without restock notices', () => {
    expect(html(context('/shop/gift-card'))).not.toContain('data-island="restock"')
    const off: SiteBundle = {
      ...demo,
      website: {
        ...demo.website,
        settings: {
          ...demo.website.settings,
          storeSettings: {
            ...demo.website.settings.storeSettings,
            restockNotificationsEnabled: false,
          },
        },
      },
    }
    expect(html(context('/shop/moonlight-teapot', off))).not.toContain('data-island="restock"')
  })
})
