// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { readCookie } from '../api/cookies.js'
import { cookiesAllowed } from './cookie-consent.js'
import { showConsent } from './consent-banner.js'
import { createErrorReporter, errorReporterLimits } from './error-reporter.js'
import type { ErrorReport } from './error-reporter.js'
import { trackingDecision } from './skip-rules.js'
import {
  clearTrackingCookies,
  readVisit,
  trackingCookieNames,
  writeVisit,
} from './visitor-cookies.js'

function clearAll(): void {
  for (const name of [...trackingCookieNames, 'ss_consent']) {
    document.cookie = `${name}=; Max-Age=0; Path=/`
  }
}

afterEach(clearAll)

describe('skip rules (SPEC §6)', () => {
  it('skips not-found, lock screen, member access denied and /config; /search is a site search', () => {
    expect(trackingDecision(100, '/missing')).toBe('skip')
    expect(trackingDecision(103, '/')).toBe('skip')
    expect(trackingDecision(106, '/members')).toBe('skip')
    expect(trackingDecision(2, '/config/pages')).toBe('skip')
    expect(trackingDecision(102, '/search')).toBe('site-search')
    expect(trackingDecision(2, '/about')).toBe('page-view')
  })
})

describe('visitor cookies (SPEC §3, §9)', () => {
  it('starts a visit, keeps its session within 30 minutes and counts visits in ss_cvr', () => {
    const first = readVisit(document, 1_000)
    expect(first.isFirstLanding).toBe(true)
    expect(first.isFirstSession).toBe(true)
    writeVisit(first, document, 1_000)
    expect(first.visitorCookie.split('|')).toHaveLength(5)
    const next = readVisit(document, 2_000)
    expect(next.sessionId).toBe(first.sessionId)
    expect(next.visitorId).toBe(first.visitorId)
    expect(next.isFirstLanding).toBe(false)
    // The visit ends with ss_cvt: the next page starts a second visit of the same visitor.
    document.cookie = 'ss_cvt=; Max-Age=0; Path=/'
    const second = readVisit(document, 3_000)
    expect(second.visitorId).toBe(first.visitorId)
    expect(second.sessionId).not.toBe(first.sessionId)
    expect(second.isFirstSession).toBe(false)
    expect(second.visitorCookie.split('|')[4]).toBe('2')
  })

  it('clears the five cookies', () => {
    writeVisit(readVisit(document), document)
    clearTrackingCookies(document)
    for (const name of trackingCookieNames) expect(readCookie(name) ?? '').toBe('')
  })
})

describe('cookie policy', () => {
  it('allows cookies without a policy, not before an opt-in answer, never under Global Privacy Control', () => {
    const nav = { globalPrivacyControl: false } as Navigator & { globalPrivacyControl: boolean }
    expect(cookiesAllowed('none', document, nav)).toBe(true)
    expect(cookiesAllowed('opt-in', document, nav)).toBe(false)
    document.cookie = 'ss_consent=yes; Path=/'
    expect(cookiesAllowed('opt-in', document, nav)).toBe(true)
    expect(
      cookiesAllowed('none', document, { globalPrivacyControl: true } as unknown as Navigator),
    ).toBe(false)
  })

  it('asks once under opt-in and remembers the answer', () => {
    const answers: boolean[] = []
    showConsent('opt-in', (accepted) => answers.push(accepted), document)
    const accept = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Accept')
    accept?.click()
    expect(answers).toEqual([true])
    expect(document.querySelector('.cookie-consent')).toBeNull()
    showConsent('opt-in', (accepted) => answers.push(accepted), document)
    expect(document.querySelector('.cookie-consent')).toBeNull()
  })
})

describe('error reporter (SPEC §9)', () => {
  it('debounces sends by 1 s, queues at most 10, sends at most 20 times and cuts stacks at 5000', async () => {
    const batches: ErrorReport[][] = []
    const timers: Array<() => void> = []
    const reporter = createErrorReporter({
      app: 'runtime',
      websiteId: 'w',
      templateId: 't',
      send: async (reports) => {
        batches.push(reports)
        throw new Error('offline')
      },
      setTimer: (run, ms) => {
        expect(ms).toBe(errorReporterLimits.debounceMs)
        timers.push(run)
      },
    })
    const long = new Error('Boom')
    long.stack = 's'.repeat(9_000)
    for (let index = 0; index < 15; index += 1) reporter.report(long)
    expect(timers).toHaveLength(1)
    timers.shift()?.()
    expect(batches[0]).toHaveLength(10)
    expect(batches[0]?.[0]?.data.stack).toHaveLength(5_000)
    expect(batches[0]?.[0]?.data.message).toBe('Boom')
    for (let index = 0; index < 30; index += 1) {
      reporter.report(new Error(`e${index}`))
      timers.shift()?.()
    }
    expect(batches).toHaveLength(20)
    await Promise.resolve()
  })
})
