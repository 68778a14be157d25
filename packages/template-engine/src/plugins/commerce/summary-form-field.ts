import type { FormatterFn, RenderContext } from '../../plugin-api.js'
import { escapeHtml } from './html-escape.js'
import { asArray, asRecord, asText, type JsonRecord } from './json-value.js'
import { localized } from './localized.js'
import { asText as textOf, getChild } from '../../values.js'
import { LIKERT_ANSWERS, LOCALIZED_KEYS, STRINGS } from './strings.js'

/** Answer-scale translations are `localizedStrings.productAnswerMap<Label without spaces>`. */
const LIKERT_KEYS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LIKERT_ANSWERS).map(([score, label]) => [
    score,
    `productAnswerMap${label.replace(/ /g, '')}`,
  ]),
)
const NEUTRAL = '0'

/** One part of a multi-part answer, escaped; missing parts print empty. */
function part(values: JsonRecord, key: string, missing = ''): string {
  const value = values[key]
  return value === undefined || value === null ? missing : escapeHtml(asText(value))
}

function indented(lines: string[]): string {
  return `<div style="padding-left:5px;">\n${lines.map((l) => `  <div>${l}</div>\n`).join('')}</div>`
}

function likertAnswer(ctx: RenderContext, score: unknown): string {
  const key = asText(score).trim()
  const known = key in LIKERT_ANSWERS ? key : NEUTRAL
  return escapeHtml(localized(ctx, LIKERT_KEYS[known], LIKERT_ANSWERS[known]))
}

/** The answer as shown in an order summary, or undefined when the shopper gave none. */
function answerHtml(ctx: RenderContext, field: JsonRecord): string | undefined {
  const values = asRecord(field.values)
  switch (field.type) {
    case 'address': {
      if (!values) break
      const lines = [part(values, 'Line1')]
      if (values.Line2 !== undefined && values.Line2 !== null) lines.push(part(values, 'Line2'))
      lines.push(
        `${part(values, 'City')}, ${part(values, 'State')} ${part(values, 'Zip')} ${part(values, 'Country')}`,
      )
      return indented(lines)
    }
    case 'checkbox': {
      const list = asArray(field.values)
      if (list.length > 0) return `${list.map((v) => escapeHtml(asText(v))).join(', ')}\n`
      break
    }
    case 'date':
      if (!values) break
      return `${part(values, 'Month')}/${part(values, 'Day')}/${part(values, 'Year')}`
    case 'likert':
      if (!values) break
      return indented(
        Object.entries(values).map(
          ([statement, score]) =>
            `<span style="font-weight:bold;">${escapeHtml(statement)}:</span> ${likertAnswer(ctx, score)}`,
        ),
      )
    case 'name':
      if (!values) break
      return `${part(values, 'First')} ${part(values, 'Last')}`
    case 'phone': {
      if (!values) break
      const country = part(values, 'Country')
      const number = `${part(values, 'Areacode')}-${part(values, 'Prefix')}-${part(values, 'Line')}`
      return country ? `+${country} ${number}` : number
    }
    case 'time':
      if (!values) break
      return (
        `${part(values, 'Hour', '00')}:${part(values, 'Minute', '00')}:` +
        `${part(values, 'Second', '00')} ${part(values, 'Ampm')}`
      )
  }
  // Any other type: the text of its `value` (nothing for an object or array), as the reference.
  const value = textOf(field.value)
  return value === '' ? undefined : escapeHtml(value)
}

/**
 * The store's "no answer" text: `localizedStrings.productSummaryFormNoAnswerText` as text (a
 * number prints as one, an object as nothing), trimmed; the SPEC default when that is empty.
 */
function noAnswer(ctx: RenderContext): string {
  const text = textOf(getChild(ctx.resolve(['localizedStrings']), LOCALIZED_KEYS.noAnswer)).trim()
  return text === '' ? STRINGS.noAnswer : text
}

/**
 * `{field|summary-form-field}`: one answered form field in an order summary. The title and the
 * answer are escaped, where the reference prints them raw.
 */
export const summaryFormFieldFormatter: FormatterFn = (_args, vars, ctx) => {
  const field = asRecord(vars[0].value) ?? {}
  const answer = answerHtml(ctx, field) ?? escapeHtml(noAnswer(ctx))
  vars[0].set(
    `<div style="font-size:11px; margin-top:3px">\n` +
      `  <span style="font-weight:bold;">${escapeHtml(textOf(field.rawTitle))}:</span> ${answer}\n` +
      `</div>`,
  )
}
