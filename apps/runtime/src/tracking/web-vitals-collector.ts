import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals'
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

/**
 * Measures the five figures with Google's `web-vitals` library, so LCP, INP, CLS, FCP and TTFB
 * mean what they mean everywhere else (prerendered pages, pages restored from the back/forward
 * cache, hidden tabs, INP's interactions): `keep` is called with every new value (milliseconds,
 * CLS a score), and a page restored from the back/forward cache measures afresh.
 */
export function observeVitals(keep: (name: string, value: number) => void): void {
  const options = { reportAllChanges: true }
  const each = (metric: Metric) => keep(metric.name, metric.value)
  for (const on of [onTTFB, onFCP, onLCP, onCLS, onINP]) on(each, options)
}

/**
 * Measures LCP, INP, CLS, FCP and TTFB (a lazy file of its own, loaded after the page's `load`
 * event so it never delays the page nor counts in its script budget) and sends the latest value of each as `{app, data, event, pageLoadId, ts}` records by beacon.
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
