import { TrackingStrings } from './tracking-strings.js'
import { beacon } from './send-tracking.js'
import type { ErrorReporter } from './error-reporter.js'

/** SPEC §9: settings answer within 30 s; records go 30 s after load or when hidden, 60 s at most. */
export const performanceTimings = {
  settingsTimeoutMs: 30_000,
  flushAfterMs: 30_000,
  maxWaitMs: 60_000,
}

/** `GET /api/1/performance/settings`: the page load id, or undefined (the SPEC texts say why). */
export async function fetchPageLoadId(
  timeoutMs = performanceTimings.settingsTimeoutMs,
): Promise<string | undefined> {
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
 * Measures LCP, INP, CLS, FCP and TTFB with `web-vitals` (its own chunk, loaded after the page)
 * and sends the latest value of each as `{app, data, event, pageLoadId, ts}` records by beacon.
 */
export async function collectWebVitals(reporter: ErrorReporter): Promise<void> {
  const pageLoadId = await fetchPageLoadId()
  if (pageLoadId === undefined) {
    reporter.report(new Error(TrackingStrings.unresolvedPageLoadId))
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
    if (last) done = true
  }
  const vitals = await import('web-vitals')
  const keep = (metric: { name: string; value: number }) => latest.set(metric.name, metric.value)
  for (const on of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) {
    on(keep, { reportAllChanges: true })
  }
  setTimeout(() => flush(false), performanceTimings.flushAfterMs)
  setTimeout(() => flush(true), performanceTimings.maxWaitMs)
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush(false)
  })
  addEventListener('pagehide', () => flush(false))
}
