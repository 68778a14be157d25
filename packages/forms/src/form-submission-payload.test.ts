import { describe, expect, it } from 'vitest'
import { formSubmissionPayload } from './form-submission-payload.js'

const context = {
  key: 'k1',
  pageTitle: 'Contact',
  pageId: 'c1',
  contentSource: 'c' as const,
  pagePath: '/contact',
  pagePermissionTypeValue: 1,
}

describe('form submission payload', () => {
  it('sends the answers as JSON by field id', () => {
    expect(
      formSubmissionPayload(context, { email: 'ada@example.com', name: ['Ada', 'L'] }),
    ).toEqual({
      ...context,
      form: '{"email":"ada@example.com","name":["Ada","L"]}',
    })
  })

  it('adds the captcha key only when there is one', () => {
    expect(formSubmissionPayload({ ...context, captchaKey: 'tok' }, {})).toHaveProperty(
      'captchaKey',
      'tok',
    )
    expect(formSubmissionPayload({ ...context, captchaKey: undefined }, {})).not.toHaveProperty(
      'captchaKey',
    )
  })
})
