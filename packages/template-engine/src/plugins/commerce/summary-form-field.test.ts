import { describe, expect, it } from 'vitest'
import { summaryFormFieldFormatter } from './summary-form-field.js'
import { applyFormatter } from './test-context.js'

const answer = (field: Record<string, unknown>, localizedStrings?: Record<string, string>) => {
  const html = applyFormatter(
    summaryFormFieldFormatter,
    { rawTitle: 'Q', ...field },
    { root: { localizedStrings } },
  ) as string
  const prefix =
    '<div style="font-size:11px; margin-top:3px">\n  <span style="font-weight:bold;">Q:</span> '
  expect(html.startsWith(prefix)).toBe(true)
  return html.slice(prefix.length, -'\n</div>'.length)
}

describe('summary-form-field', () => {
  it('formats each answer type', () => {
    expect(answer({ type: 'name', values: { First: 'John', Last: 'Doe' } })).toBe('John Doe')
    expect(answer({ type: 'date', values: { Month: '11', Day: '23', Year: '2010' } })).toBe(
      '11/23/2010',
    )
    expect(
      answer({
        type: 'phone',
        values: { Country: '1', Areacode: '646', Prefix: '123', Line: '0000' },
      }),
    ).toBe('+1 646-123-0000')
    expect(
      answer({ type: 'phone', values: { Areacode: '646', Prefix: '123', Line: '0000' } }),
    ).toBe('646-123-0000')
    expect(answer({ type: 'time', values: { Hour: 4, Ampm: 'pm' } })).toBe('4:00:00 pm')
    expect(answer({ type: 'checkbox', values: ['One', 'Two'] })).toBe('One, Two\n')
    expect(answer({ type: 'text', value: 'Plain' })).toBe('Plain')
  })

  it('lays out addresses and likert scales as indented lines', () => {
    expect(
      answer({
        type: 'address',
        values: { Line1: '1 Main', City: 'NY', State: 'NY', Zip: '10013', Country: 'US' },
      }),
    ).toBe(
      '<div style="padding-left:5px;">\n  <div>1 Main</div>\n  <div>NY, NY 10013 US</div>\n</div>',
    )
    expect(answer({ type: 'likert', values: { Good: '-2', Fine: '2', Odd: '9' } })).toBe(
      '<div style="padding-left:5px;">\n' +
        '  <div><span style="font-weight:bold;">Good:</span> Strongly Disagree</div>\n' +
        '  <div><span style="font-weight:bold;">Fine:</span> Strongly Agree</div>\n' +
        '  <div><span style="font-weight:bold;">Odd:</span> Neutral</div>\n</div>',
    )
  })

  it('translates likert labels when the page supplies them', () => {
    expect(
      answer({ type: 'likert', values: { Good: '1' } }, { productAnswerMapAgree: 'Oui' }),
    ).toContain('Oui')
  })

  it('shows N/A for an empty answer, and escapes what the shopper typed', () => {
    expect(answer({ type: 'checkbox' })).toBe('N/A')
    expect(answer({ type: 'text', value: '' }, { productSummaryFormNoAnswerText: ' None ' })).toBe(
      'None',
    )
    expect(answer({ type: 'text', value: '<script>' })).toBe('&lt;script&gt;')
  })
})
