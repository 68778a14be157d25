import { formSchema } from '@atelier/schema'
import { describe, expect, it } from 'vitest'
import { pickFormAnswers, summarizeAnswers } from './form-answers.js'
import { submissionNotification } from './submission-notification.js'

const form = formSchema.parse({
  schemaVersion: 1,
  id: 'contact',
  name: 'Contact',
  fields: [
    { id: 'name', type: 'name', label: 'Name' },
    { id: 'intro', type: 'section', label: 'About you' },
    { id: 'topics', type: 'checkbox', label: 'Topics', options: ['Mugs', 'Coffee'] },
    { id: 'message', type: 'textarea', label: 'Message' },
    { id: 'source', type: 'hidden', key: 'utm', value: '' },
  ],
})

describe('pickFormAnswers', () => {
  it("keeps answers to the form's fields only, a hidden field under its id", () => {
    expect(
      pickFormAnswers(form, { name: ['Ada', 'Lovelace'], intro: 'x', stray: 'y', utm: 'mail' }),
    ).toEqual({ name: ['Ada', 'Lovelace'], source: 'mail' })
  })
})

describe('summarizeAnswers and the owner notification', () => {
  const summaries = summarizeAnswers(form, {
    name: ['Ada', 'Lovelace'],
    topics: ['Mugs', 'Coffee'],
  })

  it("reads each answer as the owner sees it, 'N/A' when empty, sections left out", () => {
    expect(summaries).toEqual([
      { fieldId: 'name', label: 'Name', answer: 'Ada Lovelace' },
      { fieldId: 'topics', label: 'Topics', answer: 'Mugs, Coffee' },
      { fieldId: 'message', label: 'Message', answer: 'N/A' },
      { fieldId: 'source', label: 'source', answer: 'N/A' },
    ])
  })

  it('mails every answer and the page it came from, with the HTML escaped', () => {
    const mail = submissionNotification({
      to: 'owner@example.com',
      websiteId: 'w1',
      siteTitle: 'Loam & Ember',
      form: { name: 'Contact <us>' },
      pageTitle: 'Contact',
      pagePath: '/contact',
      summaries,
    })
    expect(mail.subject).toBe('Form Submission - Loam & Ember - Contact <us>')
    expect(mail.text).toContain('Name:\nAda Lovelace\n')
    expect(mail.text).toContain('Message:\nN/A\n')
    expect(mail.text).toContain('Sent from Contact (/contact)')
    expect(mail.html).toContain('<h2>Contact &lt;us&gt;</h2>')
  })
})
