/**
 * The header tests of Mozilla's HTTP Observatory, scored as it scores them (a start of 100; a bonus
 * counts only once the score is at least 90): Content-Security-Policy, cookies, HSTS,
 * Referrer-Policy, X-Content-Type-Options and X-Frame-Options (or the CSP's frame-ancestors).
 * The tests it runs beyond headers (HTTP→HTTPS redirection, subresource integrity, CORS files)
 * depend on the proxy in front or on pages we do not serve; they are left out.
 */
export interface ObservatoryResult {
  score: number
  grade: string
  /** Each test's outcome and its modifier, e.g. `csp-implemented-with-no-unsafe: 0`. */
  tests: string[]
}

type Headers = Record<string, string | string[] | number | undefined>

const grades: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
]

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name]
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

function directivesOf(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name !== undefined && name !== '' && !directives.has(name.toLowerCase())) {
      directives.set(
        name.toLowerCase(),
        sources.map((source) => source.toLowerCase()),
      )
    }
  }
  return directives
}

const broad = new Set(['*', 'http:', 'https:', 'data:', 'blob:', 'filesystem:'])

function cspTest(headers: Headers): [string, number] {
  const policy = header(headers, 'content-security-policy')
  if (policy === undefined) return ['csp-not-implemented', -25]
  const directives = directivesOf(policy)
  const fallback = directives.get('default-src')
  const scripts = directives.get('script-src') ?? fallback
  const objects = directives.get('object-src') ?? fallback
  if (scripts === undefined || objects === undefined) return ['csp-implemented-with-unsafe', -20]
  const hashedOrNonced = scripts.some(
    (source) => /^'(sha(256|384|512)-|nonce-)/.test(source) || source === "'strict-dynamic'",
  )
  const unsafeScripts =
    (scripts.includes("'unsafe-inline'") && !hashedOrNonced) ||
    scripts.some((source) => broad.has(source) || source.startsWith('http://'))
  const unsafeObjects = objects.some((source) => broad.has(source))
  if (unsafeScripts || unsafeObjects) return ['csp-implemented-with-unsafe-inline', -20]
  if (scripts.includes("'unsafe-eval'")) return ['csp-implemented-with-unsafe-eval', -10]
  const passiveHttp = [...directives.values()].some((sources) =>
    sources.some((source) => source === 'http:' || source.startsWith('http://')),
  )
  if (passiveHttp) return ['csp-implemented-with-insecure-scheme-in-passive-content-only', -10]
  if (fallback?.length === 1 && fallback[0] === "'none'") {
    return ['csp-implemented-with-no-unsafe-default-src-none', 10]
  }
  return ['csp-implemented-with-no-unsafe', 0]
}

interface Cookie {
  name: string
  secure: boolean
  httpOnly: boolean
  sameSite: string | undefined
}

function cookiesOf(headers: Headers): Cookie[] {
  const raw = headers['set-cookie']
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)]
  return list.map((line) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
    const names = attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase())
    const sameSite = attributes
      .find((attribute) => attribute.toLowerCase().startsWith('samesite='))
      ?.split('=')[1]
    return {
      name: pair.split('=')[0] ?? '',
      secure: names.includes('secure'),
      httpOnly: names.includes('httponly'),
      sameSite,
    }
  })
}

function cookiesTest(headers: Headers, hsts: boolean): [string, number] {
  const cookies = cookiesOf(headers)
  if (cookies.length === 0) return ['cookies-not-found', 0]
  const session = (cookie: Cookie) => /sess|login|auth/i.test(cookie.name)
  if (cookies.some((cookie) => session(cookie) && !cookie.secure)) {
    return ['cookies-session-without-secure-flag', -40]
  }
  if (cookies.some((cookie) => session(cookie) && !cookie.httpOnly)) {
    return ['cookies-session-without-httponly-flag', -30]
  }
  if (
    cookies.some(
      (cookie) => cookie.sameSite !== undefined && !/^(strict|lax|none)$/i.test(cookie.sameSite),
    )
  ) {
    return ['cookies-samesite-flag-invalid', -20]
  }
  if (cookies.some((cookie) => !cookie.secure)) {
    return hsts
      ? ['cookies-without-secure-flag-but-protected-by-hsts', -5]
      : ['cookies-without-secure-flag', -20]
  }
  if (cookies.every((cookie) => cookie.sameSite !== undefined)) {
    return ['cookies-secure-with-httponly-sessions-and-samesite', 5]
  }
  return ['cookies-secure-with-httponly-sessions', 0]
}

const sixMonths = 15_768_000

function hstsTest(headers: Headers): [string, number] {
  const value = header(headers, 'strict-transport-security')
  if (value === undefined) return ['hsts-not-implemented', -20]
  const maxAge = /max-age=(\d+)/i.exec(value)?.[1]
  if (maxAge === undefined) return ['hsts-header-invalid', -20]
  if (Number(maxAge) < sixMonths) return ['hsts-implemented-max-age-less-than-six-months', -10]
  return ['hsts-implemented-max-age-at-least-six-months', 0]
}

const privateReferrers = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
])

function referrerTest(headers: Headers): [string, number] {
  const value = header(headers, 'referrer-policy')
  if (value === undefined) return ['referrer-policy-not-implemented', 0]
  const last =
    value
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .pop() ?? ''
  if (privateReferrers.has(last)) return ['referrer-policy-private', 5]
  return ['referrer-policy-unsafe', -5]
}

function nosniffTest(headers: Headers): [string, number] {
  const value = header(headers, 'x-content-type-options')
  if (value === undefined) return ['x-content-type-options-not-implemented', -5]
  if (value.trim().toLowerCase() === 'nosniff') return ['x-content-type-options-nosniff', 0]
  return ['x-content-type-options-header-invalid', -5]
}

function framingTest(headers: Headers): [string, number] {
  const policy = header(headers, 'content-security-policy')
  if (policy !== undefined && directivesOf(policy).has('frame-ancestors')) {
    return ['x-frame-options-implemented-via-csp', 5]
  }
  const value = header(headers, 'x-frame-options')?.trim().toLowerCase()
  if (value === undefined) return ['x-frame-options-not-implemented', -20]
  if (value === 'deny' || value === 'sameorigin') return ['x-frame-options-sameorigin-or-deny', 0]
  return ['x-frame-options-header-invalid', -20]
}

/** Grades one HTTPS answer's headers. */
export function observatoryGrade(headers: Headers): ObservatoryResult {
  const hsts = hstsTest(headers)
  const outcomes = [
    cspTest(headers),
    cookiesTest(headers, hsts[1] === 0),
    hsts,
    referrerTest(headers),
    nosniffTest(headers),
    framingTest(headers),
  ]
  const penalties = outcomes.reduce((sum, [, modifier]) => sum + Math.min(modifier, 0), 100)
  const bonus = outcomes.reduce((sum, [, modifier]) => sum + Math.max(modifier, 0), 0)
  const score = penalties >= 90 ? penalties + bonus : penalties
  return {
    score,
    grade: grades.find(([floor]) => score >= floor)?.[1] ?? 'F',
    tests: outcomes.map(([name, modifier]) => `${name}: ${modifier}`),
  }
}
