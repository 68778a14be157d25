import { describe, expect, it } from 'vitest'
import { mailKindDefinition, mailKinds } from './mail-kinds.js'
import { fillPlaceholders, unknownPlaceholders } from './placeholders.js'
import { renderMailTexts } from './render-mail-texts.js'
import { validateMailTexts } from './validate-mail-texts.js'

describe('placeholders', () => {
  it('fills known placeholders, spaces inside the braces allowed, and leaves others', () => {
    expect(
      fillPlaceholders('#{{order.number}} for {{ customer.firstName }} {{other}}', {
        'order.number': '1042',
        'customer.firstName': 'Ada',
      }),
    ).toBe('#1042 for Ada {{other}}')
  })

  it('never fills a value a second time (a customer named "{{shop.name}}" stays as typed)', () => {
    expect(
      fillPlaceholders('Hi {{customer.firstName}}', {
        'customer.firstName': '{{shop.name}}',
        'shop.name': 'Loam',
      }),
    ).toBe('Hi {{shop.name}}')
  })

  it('names the unknown placeholders once each', () => {
    expect(unknownPlaceholders('{{a}} {{shop.name}} {{ a }} {{}}', ['shop.name'])).toEqual([
      '{{a}}',
      '{{}}',
    ])
  })

  it('makes the default subject and opening text of every mail from its own placeholders', () => {
    for (const kind of mailKinds) {
      const definition = mailKindDefinition(kind)
      const names = definition.placeholders.map((placeholder) => placeholder.name)
      expect(unknownPlaceholders(definition.defaults.subject, names), kind).toEqual([])
      expect(unknownPlaceholders(definition.defaults.intro, names), kind).toEqual([])
      expect(validateMailTexts(kind, definition.defaults).ok, kind).toBe(true)
    }
  })

  it('keeps a filled subject on one line', () => {
    const texts = renderMailTexts(
      'gift-card',
      { subject: '{{shop.name}} card', intro: '' },
      { 'shop.name': 'Loam\r\nBcc: x@example.com' },
    )
    expect(texts.subject).toBe('Loam Bcc: x@example.com card')
  })
})

describe('validateMailTexts', () => {
  it('refuses placeholders the mail does not offer, naming them', () => {
    const result = validateMailTexts('gift-card', {
      subject: 'Card for {{order.number}}',
      intro: 'Worth {{giftCard.amount}} {{giftCard.code}}',
    })
    expect(result).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Unknown placeholder: {{order.number}}',
      fields: {
        subject: 'Unknown placeholder: {{order.number}}',
        intro: 'Unknown placeholder: {{giftCard.code}}',
      },
    })
  })

  it('refuses an empty, multi-line or too long subject and a too long text', () => {
    expect(validateMailTexts('gift-card', { subject: '  ', intro: '' })).toMatchObject({
      message: 'Please enter a subject',
    })
    expect(validateMailTexts('gift-card', { subject: 'a\nb', intro: '' })).toMatchObject({
      message: 'The subject must be a single line',
    })
    expect(validateMailTexts('gift-card', { subject: 'x'.repeat(201), intro: '' })).toMatchObject({
      message: 'The subject can have at most 200 characters',
    })
    expect(
      validateMailTexts('gift-card', { subject: 'ok', intro: 'x'.repeat(2001) }),
    ).toMatchObject({ message: 'The text can have at most 2000 characters' })
  })

  it('trims the texts it keeps', () => {
    expect(
      validateMailTexts('order-confirmation', {
        subject: ' #{{order.number}} ',
        intro: '\r\nThanks {{customer.firstName}}\r\n',
      }),
    ).toEqual({
      ok: true,
      value: { subject: '#{{order.number}}', intro: 'Thanks {{customer.firstName}}' },
    })
  })
})
