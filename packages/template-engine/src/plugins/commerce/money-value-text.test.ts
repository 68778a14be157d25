import { describe, expect, it } from 'vitest'
import { compile } from '../../compile.js'
import { diskCldrSource } from '../../cli-cldr-packs.js'

const withCldr = { cldr: diskCldrSource }

// Through compiled templates: their argument lists, and so the cache keys, stay the same
// from render to render, as in production.
describe('money formatter, looked up by raw amount', () => {
  it('formats the same amount the same way render after render', () => {
    const template = compile('{a|money} {b|money}')
    const context = {
      a: { decimalValue: 19.99, currencyCode: 'USD' },
      b: { decimalValue: 19.99, currencyCode: 'USD' },
    }
    expect(template.render(context, withCldr).output).toBe('$19.99 $19.99')
    expect(template.render(context, withCldr).output).toBe('$19.99 $19.99')
  })

  it('keeps amounts apart by currency, by type of amount, by options and by locale', () => {
    const template = compile('{a|money} {b|money} {c|money} {d|money style:code}')
    const context = {
      a: { value: '5', currency: 'EUR' },
      b: { value: '5', currency: 'USD' },
      c: { decimalValue: 5, currencyCode: 'GBP', value: 5, currency: 'USD' },
      d: { value: 5, currency: 'USD' },
    }
    const expected = '€5.00 $5.00 £5.00 5.00 USD'
    expect(template.render(context, withCldr).output).toBe(expected)
    expect(template.render(context, withCldr).output).toBe(expected)
    // German CLDR puts a no-break space before a currency symbol, a plain one before a code.
    expect(template.render(context, { ...withCldr, locale: 'de-DE' }).output).toBe(
      '5,00\u00a0€ 5,00\u00a0$ 5,00\u00a0£ 5,00 USD',
    )
  })

  it('prints nothing for an unreadable amount or a record without amount and currency', () => {
    // As the reference: `{decimalValue, currencyCode}` first, else `{value, currency}`, else none.
    const template = compile('[{a|money}] [{b|money}] [{c|money}] [{d|money}]')
    const context = {
      a: { value: 'lots', currency: 'EUR' },
      b: { currency: 'EUR' },
      c: 'x',
      d: { value: 5 },
    }
    expect(template.render(context, withCldr).output).toBe('[] [] [] []')
    expect(template.render(context, withCldr).output).toBe('[] [] [] []')
  })
})
