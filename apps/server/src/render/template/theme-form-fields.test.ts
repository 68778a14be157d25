import { validateForm } from '@atelier/forms'
import { formFieldSchema, type FormFieldInput, type SiteBundle } from '@atelier/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildDemoSite } from '../../demo/build-demo-site.js'
import { CONTACT_FORM_ID } from '../../demo/demo-pages.js'
import { buildPage } from '../context/build-page-context.js'
import { loadTheme, type Theme } from './load-theme.js'
import { createEnv } from './page-renderer.js'
import { renderHtml } from './render-html.js'
import { snapshotFromBundle } from '../snapshot/snapshot-from-bundle.js'

const now = new Date('2026-03-02T15:00:00Z')
const demo = buildDemoSite(now)
let theme: Theme

beforeAll(async () => {
  theme = await loadTheme()
})

const fields: FormFieldInput[] = [
  {
    id: 'company',
    type: 'text',
    label: 'Company',
    description: 'As on your invoices',
    placeholder: 'Loam & Ember',
    required: true,
  },
  { id: 'cups', type: 'number', label: 'How many cups?', placeholder: '12' },
  { id: 'budget', type: 'currency', label: 'Budget', currencySymbol: '€', required: true },
  {
    id: 'details',
    type: 'section',
    label: 'About the order',
    description: 'Tell us what you have in mind.',
    underline: true,
    required: true,
  },
]

/** The contact page's form markup with the contact form's fields replaced by `fields`. */
function formMarkup(): string {
  const bundle: SiteBundle = {
    ...demo,
    forms: demo.forms.map((form) =>
      form.id === CONTACT_FORM_ID
        ? { ...form, fields: fields.map((field) => formFieldSchema.parse(field)) }
        : form,
    ),
  }
  const env = createEnv(snapshotFromBundle(bundle), now, 'https://shop.example')
  const result = buildPage(
    env,
    { path: '/contact', query: {}, unlocked: new Set() },
    { stylesheetUrl: '/site.css', scripts: [] },
  )
  if (result.kind !== 'page') throw new Error('/contact redirected')
  const html = renderHtml(theme, result.context, { now: now.getTime() }).html
  return html.slice(html.indexOf('<form class="site-form"'), html.indexOf('</form>'))
}

/** The markup theme/default prints for one field (each field is one line of form-field.block). */
function fieldMarkup(markup: string, marker: string): string {
  const at = markup.indexOf(marker)
  expect(at).toBeGreaterThan(-1)
  const start = Math.max(
    markup.lastIndexOf('<div class="form-field">', at),
    markup.lastIndexOf('<div class="form-section', at),
  )
  return markup.slice(start, markup.indexOf('\n', at))
}

describe('form-field.block: text, number, currency and section', () => {
  it('draws a text field with its label, description, placeholder and required mark', () => {
    expect(fieldMarkup(formMarkup(), 'name="company"')).toBe(
      '<div class="form-field"><label class="form-field__label" for="form-contact-company">Company' +
        ' <span class="form-field__required">*</span></label>' +
        '<p class="form-field__description">As on your invoices</p>' +
        '<input class="form-field__input" id="form-contact-company" name="company" type="text"' +
        ' placeholder="Loam &amp; Ember" required></div>',
    )
  })

  it('draws a number field as an optional number input', () => {
    expect(fieldMarkup(formMarkup(), 'name="cups"')).toBe(
      '<div class="form-field"><label class="form-field__label" for="form-contact-cups">' +
        'How many cups?</label><input class="form-field__input" id="form-contact-cups"' +
        ' name="cups" type="number" placeholder="12"></div>',
    )
  })

  it("draws a currency field as a number input after the owner's currency symbol", () => {
    expect(fieldMarkup(formMarkup(), 'name="budget"')).toBe(
      '<div class="form-field"><label class="form-field__label" for="form-contact-budget">Budget' +
        ' <span class="form-field__required">*</span></label><div class="form-field__amount">' +
        '<span class="form-field__currency">€</span><input class="form-field__input"' +
        ' id="form-contact-budget" name="budget" type="number" required></div></div>',
    )
  })

  it('draws a section as a heading with no input, which nothing validates', () => {
    const markup = formMarkup()
    const section = fieldMarkup(markup, 'About the order')
    expect(section).toBe(
      '<div class="form-section form-section--underline"><h4>About the order</h4>' +
        '<p>Tell us what you have in mind.</p></div>',
    )
    // Not a `.form-field`, so the site-form island reads no answer from it, and the shared rules
    // ignore it even when marked required.
    expect(section).not.toContain('form-field')
    expect(section).not.toContain('name=')
    const form = { fields: fields.map((field) => formFieldSchema.parse(field)) }
    expect(validateForm(form, { company: 'Loam', budget: '40' })).toEqual({ ok: true })
  })
})
