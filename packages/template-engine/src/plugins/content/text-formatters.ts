import type { FormatterFn } from '../../plugin-api.js'
import { asNumber } from './json-value.js'
import { asText } from '../../values.js'

/** `{path|AbsUrl}`: the path joined to the site's `base-url`. */
export const absUrl: FormatterFn = (_args, vars, ctx) => {
  vars[0].set(`${asText(ctx.resolve('base-url'))}/${asText(vars[0].value)}`)
}

/** `{text|capitalize}`: the text in upper case. */
export const capitalize: FormatterFn = (_args, vars) => {
  const value = vars[0].value
  vars[0].set(typeof value === 'string' ? value.toUpperCase() : asText(value))
}

/** `{ms|humanizeDuration}`: a media duration in milliseconds as minutes:seconds (62:05). */
export const humanizeDuration: FormatterFn = (_args, vars) => {
  const ms = asNumber(vars[0].value) ?? 0
  const seconds = Math.floor(Math.abs(ms) / 1000)
  const sign = ms < 0 ? '-' : ''
  const minutes = Math.floor(seconds / 60)
  vars[0].set(`${sign}${minutes}:${String(seconds % 60).padStart(2, '0')}`)
}
