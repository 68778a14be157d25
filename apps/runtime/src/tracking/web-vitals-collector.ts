import { TrackingStrings } from './tracking-strings.js'
import { beacon } from './send-tracking.js'

/** SPEC §9: settings answer within 30 s; records go 30 s after load or when hidden, 60 s at most. */
const settingsTimeoutMs = 30_000
const flushAfterMs = 30_000
const maxWaitMs = 60_000

/** `GET /api/1/performance/settings`: the page load id, or undefined (the SPEC texts say why). */
export async function fetchPageLoadId(timeoutMs = settingsTimeoutMs): Promise<string | undefined> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch('/api/1/performance/settings', { signal: controller.signal })
    if (response.status !== 200 && response.status !== 0) {
      console.warn(TrackingStrings.unexpectedXhrStatus, response.status)
      return undefined
    }
    const body = (await response.json()) as { pageLoadId?: unknown }
    return typeof body.pageLoadId === 'string' ? body.pageLoadId : undefined
  } catch {
    if (controller.signal.aborted) console.warn(TrackingStrings.settingsTimeout)
    return undefined
  } finally {
    clearTimeout(timer)
  }
}

/** The fields of the performance entries read here (LCP, paint, layout shift, event timing). */
interface Entry {
  name: string
  startTime: number
  duration: number
  value?: number
  hadRecentInput?: boolean
  interactionId?: number
}

/**
 * Measures the five figures as the `web-vitals` library defines them, with the browser's
 * performance observers (buffered, so entries from before this code loaded count):
 * - TTFB: the navigation's `responseStart`; FCP: the `first-contentful-paint` paint;
 * - LCP: the latest `largest-contentful-paint` (the browser stops reporting at the first input);
 * - CLS: the largest session window of layout shifts without recent input (shifts less than 1 s
 *   apart, 5 s at most), 0 until one happens;
 * - INP: the longest interaction (event entries grouped by `interactionId`), ignoring one in 50,
 *   as the 98th percentile.
 * `keep` is called with every new value; values are milliseconds, CLS a score.
 */
export function observeVitals(keep: (name: string, value: number) => void): void {
  const observe = (type: string, each: (entry: Entry) => void, options = {}) => {
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) each(entry as unknown as Entry)
      }).observe({ type, buffered: true, ...options })
    } catch {
      // A browser without this entry type measures the others.
    }
  }
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined
  if (navigation) keep('TTFB', Math.max(navigation.responseStart, 0))
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') keep('FCP', entry.startTime)
  })
  observe('largest-contentful-paint', (entry) => keep('LCP', entry.startTime))
  let cls = 0
  let session = 0
  let first = 0
  let last = 0
  keep('CLS', 0)
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return
    if (session > 0 && entry.startTime - last < 1_000 && entry.startTime - first < 5_000) {
      session += entry.value ?? 0
    } else {
      session = entry.value ?? 0
      first = entry.startTime
    }
    last = entry.startTime
    cls = Math.max(cls, session)
    keep('CLS', cls)
  })
  const interactions = new Map<number, number>()
  const interaction = (entry: Entry) => {
    if (!entry.interactionId) return
    interactions.set(
      entry.interactionId,
      Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration),
    )
    const longest = [...interactions.values()].sort((a, b) => b - a)
    keep('INP', longest[Math.min(longest.length - 1, Math.floor(longest.length / 50))] ?? 0)
  }
  observe('event', interaction, { durationThreshold: 40 })
  observe('first-input', interaction)
}

/**
 * Measures LCP, INP, CLS, FCP and TTFB (loaded with the tracker, started after the page's load)
 * and sends the latest value of each as `{app, data, event, pageLoadId, ts}` records by beacon.
 */
export async function collectWebVitals(report: (error: Error) => void): Promise<void> {
  const pageLoadId = await fetchPageLoadId()
  if (pageLoadId === undefined) {
    report(new Error(TrackingStrings.unresolvedPageLoadId))
    return
  }
  const latest = new Map<string, number>()
  const sent = new Map<string, number>()
  let done = false
  const flush = (last: boolean) => {
    if (done) return
    const records = [...latest]
      .filter(([name, value]) => sent.get(name) !== value)
      .map(([name, value]) => {
        sent.set(name, value)
        return {
          app: 'runtime',
          event: 'web-vitals',
          pageLoadId,
          ts: Date.now(),
          data: { name, value, url: location.href },
        }
      })
    if (records.length > 0) beacon('/api/1/performance/records', JSON.stringify(records))
    done = last
  }
  observeVitals((name, value) => latest.set(name, value))
  setTimeout(() => flush(false), flushAfterMs)
  setTimeout(() => flush(true), maxWaitMs)
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(false)
  })
  addEventListener('pagehide', () => flush(false))
}
