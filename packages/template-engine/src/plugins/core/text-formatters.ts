import type { FormatterFn } from '../../plugin-api.js'
import { asText, isTruthy } from '../../values.js'
import { escapeAttribute, escapeHtml } from './escape.js'

type TextFn = (text: string, args: readonly string[]) => string

/** A formatter that maps the first variable's text; arrays and objects read as empty text. */
const mapText =
  (fn: TextFn): FormatterFn =>
  (args, vars) => {
    const first = vars[0]
    if (first !== undefined) first.set(fn(asText(first.value), args))
  }

const MEMO_SIZE = 1000
const MEMO_MAX_TEXT = 4096

/**
 * Remembers the results of a pure text function per call site (its argument list) and text:
 * pages render the same titles and descriptions render after render. Bounded: each call site
 * keeps at most MEMO_SIZE texts of at most MEMO_MAX_TEXT characters.
 */
function memoized(fn: TextFn): TextFn {
  const byArgs = new WeakMap<readonly string[], Map<string, string>>()
  return (text, args) => {
    if (text.length > MEMO_MAX_TEXT) return fn(text, args)
    let memo = byArgs.get(args)
    if (memo === undefined) {
      memo = new Map()
      byArgs.set(args, memo)
    }
    let out = memo.get(text)
    if (out === undefined) {
      out = fn(text, args)
      if (memo.size >= MEMO_SIZE) memo.clear()
      memo.set(text, out)
    }
    return out
  }
}

function safeEncode(encode: (s: string) => string, text: string): string {
  try {
    return encode(text)
  } catch {
    // Lone surrogates cannot be encoded; drop them rather than fail the render.
    return encode(text.replace(/[\uD800-\uDFFF]/g, ''))
  }
}

const percent = (c: string): string => `%${c.charCodeAt(0).toString(16).toUpperCase()}`

const KEPT: Readonly<Record<string, string>> = { '%2B': '+', '%2F': '/', '%40': '@' }

/** Form-style encoding: only letters, digits and `*+-./@_` stay as they are. */
function urlEncode(text: string): string {
  return safeEncode(encodeURIComponent, text)
    .replace(/[!'()~]/g, percent)
    .replace(/%2B|%2F|%40/g, (m) => KEPT[m] as string)
}

/** SPEC §9: truncate defaults to 100 characters and '...'. */
export const DEFAULT_TRUNCATE_LENGTH = 100
export const DEFAULT_ELLIPSIS = '...'

/** Space, tab, line feed, vertical tab, form feed, carriage return. */
const isTruncateSpace = (c: number): boolean => c === 32 || (c >= 9 && c <= 13)

/** Cuts after the last whitespace within `limit` characters (or at `limit`) and adds `ellipsis`. */
function truncateText(text: string, limit: number, ellipsis: string): string {
  if (text.length <= limit) return text
  let end = limit
  for (let i = limit - 1; i >= 0; i--) {
    if (isTruncateSpace(text.charCodeAt(i))) {
      end = i + 1
      break
    }
  }
  return text.slice(0, end) + ellipsis
}

const truncateMemo = memoized((text, args) =>
  truncateText(
    text,
    args.length > 0 ? parseInt(args[0] as string, 10) : DEFAULT_TRUNCATE_LENGTH,
    args.length > 1 ? (args[1] as string) : DEFAULT_ELLIPSIS,
  ),
)

/** Without a positive length the value stays as it was (not even made text), as in the reference. */
const truncate: FormatterFn = (args, vars) => {
  const first = vars[0]
  if (first === undefined) return
  const limit = args.length > 0 ? parseInt(args[0] as string, 10) : DEFAULT_TRUNCATE_LENGTH
  if (Number.isFinite(limit) && limit > 0) first.set(truncateMemo(asText(first.value), args))
}

/**
 * Curly quotes. An opening single quote follows a line start or one of `-—\\s(["`: the
 * reference's class reads `\\s` as a backslash and an `s`, and this engine prints what it does.
 */
function smartypants(text: string): string {
  return text
    .replace(/(^|[-\u2014\\s(["])'/gm, '$1\u2018')
    .replace(/'/g, '\u2019')
    .replace(/(^|[-\u2014/[(\u2018\s])"/gm, '$1\u201c')
    .replace(/"/g, '\u201d')
    .replace(/--/g, '\u2014')
}

/** Removes every `<…>` tag; a `<` with no `>` after it stays. */
function stripTags(text: string): string {
  let lt = text.indexOf('<')
  if (lt < 0) return text
  let out = ''
  let last = 0
  while (lt >= 0) {
    const gt = text.indexOf('>', lt + 1)
    if (gt < 0) break
    out += text.slice(last, lt)
    last = gt + 1
    lt = text.indexOf('<', last)
  }
  return out + text.slice(last)
}

const SPACE = /\s/

/**
 * Lower-case ASCII letters, digits and dashes; other characters vanish and each run of
 * whitespace (counted after that removal) becomes one dash.
 */
function slugify(text: string): string {
  let out = ''
  let inSpace = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    const upper = c >= 65 && c <= 90
    if (upper || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 45) {
      if (inSpace) out += '-'
      inSpace = false
      out += upper ? String.fromCharCode(c + 32) : text[i]
    } else if (c === 32 || (c >= 9 && c <= 13) || (c > 127 && SPACE.test(text[i] as string))) {
      inSpace = true
    }
  }
  return inSpace ? out + '-' : out
}

const safeText = memoized(stripTags)

export const textFormatters: Readonly<Record<string, FormatterFn>> = {
  'encode-space': mapText((s) => s.replace(/\s/g, '&nbsp;')),
  'encode-uri': mapText((s) => safeEncode(encodeURI, s)),
  'encode-uri-component': mapText((s) => safeEncode(encodeURIComponent, s)),
  'url-encode': mapText(memoized(urlEncode)),
  html: mapText(memoized(escapeHtml)),
  htmlattr: mapText(memoized(escapeAttribute)),
  htmltag: mapText(memoized(escapeAttribute)),
  'line-breaks': mapText((s) => s.replace(/\n/g, '<br/>')),
  // A false value (missing, empty, zero) stays as it is, as in the reference.
  safe: (args, vars) => {
    const first = vars[0]
    if (first !== undefined && isTruthy(first.value)) first.set(safeText(asText(first.value), args))
  },
  slugify: mapText(memoized(slugify)),
  smartypants: mapText(memoized(smartypants)),
  truncate,
  output: (args, vars) => vars[0]?.set(args.join(' ')),
  str: (_args, vars) => {
    const first = vars[0]
    if (first !== undefined) first.set(asText(first.value))
  },
}
