import { parsePath } from '../path.js'
import { EXPR_CONSTANTS, ExprSyntaxError, isExprFunction, type ExprToken } from './expr-token.js'

const OPERATORS = [
  '===',
  '!==',
  '**',
  '<<',
  '>>',
  '<=',
  '>=',
  '==',
  '!=',
  '&&',
  '||',
  '!',
  '~',
  '*',
  '/',
  '%',
  '+',
  '-',
  '<',
  '>',
  '&',
  '^',
  '|',
  '=',
]

const isDigit = (c: number): boolean => c >= 48 && c <= 57
const isHexDigit = (c: number): boolean =>
  isDigit(c) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102)
const isNameStart = (c: number): boolean =>
  (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 36
const isNameChar = (c: number): boolean => isNameStart(c) || isDigit(c)

/** Splits an expression into tokens; throws ExprSyntaxError with the SPEC message on bad input. */
export function lexExpression(src: string, maxTokens: number): ExprToken[] {
  const tokens: ExprToken[] = []
  const push = (token: ExprToken): void => {
    if (tokens.length >= maxTokens) {
      throw new ExprSyntaxError(
        `Expression exceeds the maximum number of allowed tokens: ${maxTokens}`,
      )
    }
    tokens.push(token)
  }
  let i = 0
  const n = src.length
  while (i < n) {
    const c = src.charCodeAt(i)
    if (c === 32 || c === 9 || c === 10 || c === 13) {
      i++
    } else if (isDigit(c) || (c === 46 && isDigit(src.charCodeAt(i + 1)))) {
      const [value, end] = lexNumber(src, i)
      push({ t: 'lit', v: value })
      i = end
    } else if (c === 34 || c === 39) {
      const [value, end] = lexString(src, i)
      push({ t: 'lit', v: value })
      i = end
    } else if (c === 64 || isNameStart(c)) {
      let j = i + 1
      while (j < n) {
        const d = src.charCodeAt(j)
        if (isNameChar(d)) j++
        else if (d === 46 && j + 1 < n && isNameChar(src.charCodeAt(j + 1))) j += 2
        else break
      }
      const word = src.slice(i, j)
      let k = j
      while (k < n && src.charCodeAt(k) === 32) k++
      if (src.charCodeAt(k) === 40 && c !== 64) {
        if (!isExprFunction(word)) throw new ExprSyntaxError(`Invalid function ${word}`)
        push({ t: 'fn', name: word })
      } else if (EXPR_CONSTANTS.has(word)) {
        push({ t: 'lit', v: EXPR_CONSTANTS.get(word) })
      } else {
        const path = parsePath(word)
        if (path === null) throw new ExprSyntaxError(`Invalid variable reference ${word}`)
        push({ t: 'path', path })
      }
      i = j
    } else if (c === 40) {
      push({ t: '(' })
      i++
    } else if (c === 41) {
      push({ t: ')' })
      i++
    } else if (c === 44) {
      push({ t: ',' })
      i++
    } else if (c === 59) {
      push({ t: ';' })
      i++
    } else {
      const op = OPERATORS.find((o) => src.startsWith(o, i))
      if (op === undefined) throw new ExprSyntaxError(`Unexpected character '${src[i]}'`)
      push({ t: 'op', op })
      i += op.length
    }
  }
  return tokens
}

function lexNumber(src: string, start: number): [number, number] {
  const n = src.length
  if (src.charCodeAt(start) === 48 && (src[start + 1] === 'x' || src[start + 1] === 'X')) {
    let j = start + 2
    while (j < n && isHexDigit(src.charCodeAt(j))) j++
    if (j === start + 2) throw new ExprSyntaxError('Expected digits after start of hex number')
    return [parseInt(src.slice(start + 2, j), 16), j]
  }
  let j = start
  let seenDot = false
  while (j < n) {
    const c = src.charCodeAt(j)
    if (isDigit(c)) j++
    else if (c === 46) {
      if (seenDot) throw new ExprSyntaxError('Duplicate decimal point in number')
      seenDot = true
      j++
    } else break
  }
  if (src[j] === 'e' || src[j] === 'E') {
    j++
    if (src[j] === '+' || src[j] === '-') j++
    if (!isDigit(src.charCodeAt(j))) {
      throw new ExprSyntaxError('Expected a digit after exponent in decimal number')
    }
    while (j < n && isDigit(src.charCodeAt(j))) j++
    if (src.charCodeAt(j) === 46) throw new ExprSyntaxError('Unexpected decimal point in exponent')
  }
  return [Number(src.slice(start, j)), j]
}

const ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  t: '\t',
  r: '\r',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
}

function lexString(src: string, start: number): [string, number] {
  const quote = src.charCodeAt(start)
  let out = ''
  let j = start + 1
  const n = src.length
  while (j < n) {
    const c = src.charCodeAt(j)
    if (c === quote) return [out, j + 1]
    if (c < 32 && c !== 9) throw new ExprSyntaxError('Illegal bare character in string literal')
    if (c === 92) {
      const e = src[j + 1]
      if (e === undefined) break
      if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(src.slice(j + 2, j + 6))) {
        out += String.fromCharCode(parseInt(src.slice(j + 2, j + 6), 16))
        j += 6
      } else if (e === 'x' && /^[0-9a-fA-F]{2}$/.test(src.slice(j + 2, j + 4))) {
        out += String.fromCharCode(parseInt(src.slice(j + 2, j + 4), 16))
        j += 4
      } else {
        out += ESCAPES[e] ?? e
        j += 2
      }
      continue
    }
    out += src[j]
    j++
  }
  throw new ExprSyntaxError('Unterminated string')
}
