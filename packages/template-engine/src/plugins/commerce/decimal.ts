/**
 * Exact decimal handling on strings, so money never passes through binary
 * floating point ("1.005" rounds to "1.01", 19-digit amounts keep their digits).
 */

export interface Decimal {
  readonly negative: boolean
  /** Integer digits without leading zeros ('0' for none). */
  readonly int: string
  /** Fraction digits without trailing zeros. */
  readonly frac: string
}

const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/
const LEADING_ZEROS = /^0+(?=\d)/
const TRAILING_ZEROS = /0+$/
const GROUPS = /\B(?=(\d{3})+(?!\d))/g

export const ZERO: Decimal = { negative: false, int: '0', frac: '' }

function make(negative: boolean, int: string, frac: string): Decimal {
  const i = int.replace(LEADING_ZEROS, '') || '0'
  const f = frac.replace(TRAILING_ZEROS, '')
  return { negative: negative && (i !== '0' || f !== ''), int: i, frac: f }
}

/** Parse a JSON number or numeric string; undefined when it is neither. */
export function parseDecimal(value: unknown): Decimal | undefined {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    text = String(value)
    if (text.includes('e')) text = value.toFixed(Math.abs(value) < 1 ? 20 : 0)
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return undefined
  }
  const m = DECIMAL_TEXT.exec(text)
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return undefined
  return make(m[1] === '-', m[2], m[3] ?? '')
}

/** Multiply by 10^places (negative places divide). */
export function shift(d: Decimal, places: number): Decimal {
  const digits = d.int + d.frac
  const point = d.int.length + places
  if (point <= 0) return make(d.negative, '0', '0'.repeat(-point) + digits)
  if (point >= digits.length)
    return make(d.negative, digits + '0'.repeat(point - digits.length), '')
  return make(d.negative, digits.slice(0, point), digits.slice(point))
}

/** Round half away from zero to at most `places` fraction digits. */
export function round(d: Decimal, places: number): Decimal {
  if (d.frac.length <= places) return d
  const kept = d.int + d.frac.slice(0, places)
  if (d.frac.charCodeAt(places) < 53 /* '5' */) {
    return make(d.negative, kept.slice(0, d.int.length), kept.slice(d.int.length))
  }
  const bumped = increment(kept)
  const intLength = bumped.length - places
  return make(d.negative, bumped.slice(0, intLength), bumped.slice(intLength))
}

function increment(digits: string): string {
  const out = digits.split('')
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String.fromCharCode(out[i].charCodeAt(0) + 1)
      return out.join('')
    }
    out[i] = '0'
  }
  return '1' + out.join('')
}

export function compareDecimal(a: Decimal, b: Decimal): number {
  if (a.negative !== b.negative) return a.negative ? -1 : 1
  const sign = a.negative ? -1 : 1
  if (a.int.length !== b.int.length) return sign * (a.int.length - b.int.length)
  if (a.int !== b.int) return sign * (a.int < b.int ? -1 : 1)
  const length = Math.max(a.frac.length, b.frac.length)
  const fa = a.frac.padEnd(length, '0')
  const fb = b.frac.padEnd(length, '0')
  return fa === fb ? 0 : sign * (fa < fb ? -1 : 1)
}

/** Plain text such as '-1234.5', as CLDR and JSON accept it. */
export function decimalToString(d: Decimal): string {
  return (d.negative ? '-' : '') + d.int + (d.frac ? '.' + d.frac : '')
}

export interface PlainFormat {
  minFraction: number
  maxFraction: number
  /** Higher integer digits are dropped, as the legacy formatter did (SPEC §9: 15). */
  maxInteger?: number
}

/** Comma thousands and dot decimal, whatever the locale (SPEC §9). */
export function formatPlain(d: Decimal, format: PlainFormat): string {
  const r = round(d, format.maxFraction)
  let int = r.int
  if (format.maxInteger !== undefined && int.length > format.maxInteger) {
    int = int.slice(int.length - format.maxInteger).replace(LEADING_ZEROS, '')
  }
  const frac = r.frac.padEnd(format.minFraction, '0')
  const body = int.replace(GROUPS, ',') + (frac ? '.' + frac : '')
  return r.negative ? '-' + body : body
}
