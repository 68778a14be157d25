import { formSchema, type FormInput } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import {
  initialSiteFormState,
  siteFormSubmit,
  type SiteFormEvent,
  type SiteFormState,
} from './site-form-submit.js'

const makeForm = (overrides: Partial<FormInput> = {}) =>
  formSchema.parse({
    id: 'contact',
    name: 'Contact',
    fields: [{ id: 'email', type: 'email', required: true }],
    submissionHTML: '<p>Thanks</p>',
    ...overrides,
  })

const run = (form: ReturnType<typeof makeForm>, events: SiteFormEvent[]): SiteFormState =>
  events.reduce((state, event) => siteFormSubmit(form, state, event), initialSiteFormState)

const good: SiteFormEvent = { type: 'submit', values: { email: 'ada@example.com' } }

describe('site form submit', () => {
  it("locks the form with 'Submitting…' once the answers pass", () => {
    expect(run(makeForm(), [good])).toEqual({ status: 'submitting', buttonLabel: 'Submitting…' })
  })

  it('stays editable and shows field errors when answers fail', () => {
    expect(run(makeForm(), [{ type: 'submit', values: {} }])).toEqual({
      status: 'editing',
      fieldErrors: { email: 'Required' },
      message: undefined,
      resetCaptcha: true,
    })
  })

  it('asks for the captcha when the form has one', () => {
    expect(run(makeForm({ captchaEnabled: true }), [good])).toMatchObject({
      status: 'editing',
      message: 'Complete CAPTCHA before submitting.',
    })
    expect(run(makeForm({ captchaEnabled: true }), [{ ...good, captchaToken: 't' }])).toMatchObject(
      {
        status: 'submitting',
      },
    )
  })

  it('ignores a second submit while locked', () => {
    expect(run(makeForm(), [good, { type: 'submit', values: {} }])).toMatchObject({
      status: 'submitting',
    })
  })

  it('shows the submission text and HTML after saving, or redirects', () => {
    expect(run(makeForm(), [good, { type: 'saved' }])).toEqual({
      status: 'submitted',
      submissionMessage: [],
      submissionHTML: '<p>Thanks</p>',
    })
    expect(run(makeForm({ successRedirect: '/thanks' }), [good, { type: 'saved' }])).toEqual({
      status: 'redirecting',
      url: '/thanks',
    })
  })

  it('unlocks with the reason and resets the captcha on failure', () => {
    expect(run(makeForm(), [good, { type: 'key-failed' }])).toEqual({
      status: 'editing',
      fieldErrors: {},
      message: 'Could not get a form submission key, please try again later.',
      resetCaptcha: true,
    })
    expect(run(makeForm(), [good, { type: 'save-failed', status: 429, body: {} }])).toMatchObject({
      message: 'Unable to submit form. Submission rate limit exceeded. Please try again later.',
    })
    expect(
      run(makeForm(), [
        good,
        { type: 'save-failed', status: 400, body: { errors: { email: 'Taken' } } },
      ]),
    ).toMatchObject({ status: 'editing', fieldErrors: { email: 'Taken' }, message: undefined })
  })

  it("unlocks with the island's crumb message, and ignores it when not submitting", () => {
    const crumbFailed: SiteFormEvent = { type: 'crumb-failed', message: 'Session expired' }
    expect(run(makeForm(), [good, crumbFailed])).toEqual({
      status: 'editing',
      fieldErrors: {},
      message: 'Session expired',
      resetCaptcha: true,
    })
    expect(run(makeForm(), [crumbFailed])).toBe(initialSiteFormState)
  })

  it('can be submitted again after a failure', () => {
    expect(run(makeForm(), [good, { type: 'key-failed' }, good])).toMatchObject({
      status: 'submitting',
    })
  })
})
