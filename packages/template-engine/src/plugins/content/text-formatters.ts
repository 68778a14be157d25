import type { FormatterFn } from '../../plugin-api.js'
import { asNumber, asText } from '../../values.js'

/** `{path|AbsUrl}`: the path joined to the site's `base-url`. */
export const absUrl: FormatterFn = (_args, vars, ctx) => {
  vars[0].set(`${asText(ctx.resolve('base-url'))}/${asText(vars[0].value)}`)
}

/** `{text|capitalize}`: the text in upper case. */
export const capitalize: FormatterFn = (_args, vars) => {
  vars[0].set(asText(vars[0].value).toUpperCase())
}

/** `{ms|humanizeDuration}`: a media duration in milliseconds as minutes:seconds (62:05). */
// Whole seconds and minutes truncate toward zero, as the reference's integer arithmetic does
// (so a negative duration prints its minutes and seconds each with a sign).
export const humanizeDuration: FormatterFn = (_args, vars) => {
  const seconds = Math.trunc(asNumber(vars[0].value) / 1000) | 0
  const minutes = Math.trunc(seconds / 60)
  vars[0].set(`${minutes}:${String(seconds - minutes * 60).padStart(2, '0')}`)
}
