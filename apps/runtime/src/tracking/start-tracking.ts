import { onCartEvent } from '../cart/cart-events.js'
import { cookiesAllowed } from './cookie-consent.js'
import type { CookiePolicy } from './cookie-consent.js'
import type { ErrorReporterOptions } from './error-reporter.js'
import { beacon, postForm, postJson } from './send-tracking.js'
import { trackingDecision } from './skip-rules.js'
import { clearTrackingCookies, readVisit, writeVisit } from './visitor-cookies.js'

const policyKey = 'atelier:cookie-policy'

function storedPolicy(): CookiePolicy | undefined {
  try {
    const value = sessionStorage.getItem(policyKey)
    if (value === 'none' || value === 'notice' || value === 'opt-in') return value
  } catch {
    // Storage blocked: unknown, asked again with this page's hit.
  }
  return undefined
}

type Report = (error: unknown, where?: { file?: string; line?: number; column?: number }) => void

/**
 * Reports uncaught errors and unhandled rejections of the window. The reporter (batching and
 * limits, SPEC §9) is a file of its own, loaded at the first error: most pages never need it.
 */
function reportUncaughtErrors(options: ErrorReporterOptions): Report {
  let reporter: Promise<{ report: Report }> | undefined
  const report: Report = (error, where) => {
    reporter ??= import('./error-reporter.js').then((m) => m.createErrorReporter(options))
    reporter.then(
      (loaded) => loaded.report(error, where),
      () => undefined,
    )
  }
  addEventListener('error', (event) =>
    report(event.error ?? event.message, {
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  )
  addEventListener('unhandledrejection', (event) => report(event.reason))
  return report
}

/**
 * The visitor tracker: one page view (or site-search event) per page with the SPEC §3 fields,
 * time on page as a heartbeat when the page is hidden, add-to-cart, form and media events, the
 * error reporter (loaded at the first error) and Web Vitals. Until the site's cookie policy is known,
 * and under an opt-in policy until the visitor accepts, no tracking cookie is written.
 */
function trackJoinClicks(websiteId: string, doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLElement>('[data-track-join]')) {
    button.addEventListener('click', () =>
      beacon('/api/events/RecordEvent', {
        event: 'member-area-join',
        data: JSON.stringify({
          websiteId,
          url: location.href,
          memberAreaId: button.dataset.trackJoin ?? '',
        }),
      }),
    )
  }
}

export function startTracking(root: HTMLElement, doc: Document = document): void {
  const body = doc.body.dataset
  const page = root.dataset
  const websiteId = body.websiteId ?? ''
  const templateId = page.templateId ?? ''
  const pageType = Number(body.pageType ?? 0)
  const decision = trackingDecision(pageType, location.pathname)
  if (location.pathname.startsWith('/config')) return
  const report = reportUncaughtErrors({
    app: 'runtime',
    websiteId,
    templateId,
    send: (reports) => postJson('/api/events/RecordJavascriptErrors', reports),
  })
  // The visitor's sticky variants (the loader asks for them, see experiments.ts); the page view
  // waits for them, so it carries the assignments.
  const experiments = window.atelierFeatures?.ready ?? Promise.resolve()
  // SPEC §6: the Join button of protected-content, access-denied and video-paywall pages is
  // tracked even where the page view is not (access denied sends none).
  trackJoinClicks(websiteId, doc)
  if (decision === 'skip') return

  const visit = readVisit(doc)
  const known = storedPolicy()
  let tracking = known !== undefined && cookiesAllowed(known, doc)
  // The first page before the policy is known sends its visit id without storing it, so the visit
  // stays one when the answer allows cookies; a known restrictive policy sends none at all.
  let sendSession = known === undefined || tracking
  if (tracking) writeVisit(visit, doc)
  else clearTrackingCookies(doc)
  const session = () => (sendSession ? visit.sessionId : '')
  const common = () => ({ websiteId, url: location.href, sessionId: session() })

  const query = new URLSearchParams(location.search).get('q')?.trim() ?? ''
  const hit =
    decision === 'site-search'
      ? query === ''
        ? undefined
        : { event: '2', data: { ...common(), query } }
      : {
          event: '1',
          data: {
            ...common(),
            templateId,
            website_locale: page.locale ?? '',
            userAgent: navigator.userAgent,
            clientDate: new Date().toISOString(),
            viewportInnerWidth: innerWidth,
            viewportInnerHeight: innerHeight,
            screenWidth: screen.width,
            screenHeight: screen.height,
            title: doc.title,
            itemId: page.itemId ?? '',
            recordType: Number(page.recordType ?? 0),
            collectionId: page.collectionId ?? '',
            pageType,
            referrer: doc.referrer,
            visitorCookie: tracking ? visit.visitorCookie : '',
            isFirstLanding: visit.isFirstLanding,
            isFirstSession: visit.isFirstSession,
          },
        }
  if (hit !== undefined) {
    void experiments
      .then(() =>
        postForm('/api/census/RecordHit', {
          event: hit.event,
          data: JSON.stringify(hit.data),
          ss_cvr: tracking ? visit.visitorCookie : '',
        }),
      )
      .then((answer) => {
        const policy = (answer as { cookiePolicy?: CookiePolicy } | undefined)?.cookiePolicy
        if (policy === undefined) return
        try {
          sessionStorage.setItem(policyKey, policy)
        } catch {
          // Next page asks again.
        }
        const allowed = cookiesAllowed(policy, doc)
        if (allowed && !tracking) writeVisit(visit, doc)
        if (!allowed && tracking) clearTrackingCookies(doc)
        tracking = allowed
        sendSession = allowed
        if (policy === 'none') return
        // The notice and the question load only on sites that use them.
        void import('./consent-banner.js').then((banner) =>
          banner.showConsent(
            policy,
            (accepted) => {
              tracking = accepted && cookiesAllowed(policy, doc)
              sendSession = tracking
              if (tracking) writeVisit(visit, doc)
              else clearTrackingCookies(doc)
            },
            doc,
          ),
        )
      })
  }

  const event = (name: string, data: Record<string, unknown> = {}) =>
    void postForm('/api/events/RecordEvent', {
      event: name,
      data: JSON.stringify({ ...common(), ...data }),
    })

  // Time on page: visible seconds, sent when the page is hidden (a beacon outlives the page).
  let visibleSince = doc.visibilityState === 'visible' ? Date.now() : 0
  let visibleMs = 0
  const heartbeat = () => {
    if (visibleSince > 0) visibleMs += Date.now() - visibleSince
    visibleSince = 0
    if (visibleMs < 1_000) return
    beacon('/api/census/RecordHit', {
      event: '10',
      data: JSON.stringify({ ...common(), seconds: Math.round(visibleMs / 1_000) }),
    })
    visibleMs = 0
  }
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') heartbeat()
    else visibleSince = Date.now()
  })
  addEventListener('pagehide', heartbeat)

  onCartEvent(
    'item-added',
    (detail) => {
      const added = (detail.newlyAdded ?? {}) as { itemId?: unknown; quantity?: unknown }
      event('add-to-cart', {
        itemId: String(added.itemId ?? page.itemId ?? ''),
        quantity: Number(added.quantity ?? 1),
      })
    },
    doc,
  )

  for (const form of doc.querySelectorAll<HTMLFormElement>('form[data-island]')) {
    const kind = form.dataset.island === 'newsletter' ? 'newsletter' : 'form'
    event(`${kind}-view`)
    form.addEventListener('submit', () =>
      event(kind === 'newsletter' ? 'newsletter-signup' : 'form-submit'),
    )
  }

  // Audio (kind 20) and video (kind 21) blocks: play, pause and end.
  for (const type of ['play', 'pause', 'ended']) {
    doc.addEventListener(
      type,
      (media) => {
        const target = media.target
        if (!(target instanceof HTMLMediaElement)) return
        void postForm('/api/census/RecordHit', {
          event: target instanceof HTMLVideoElement ? '21' : '20',
          data: JSON.stringify({ ...common(), action: type, src: target.currentSrc }),
        })
      },
      true,
    )
  }

  // Web Vitals (with the web-vitals library) load after the page's load event: a lazy file.
  const vitals = () =>
    void import('./web-vitals-collector.js').then(({ collectWebVitals }) =>
      collectWebVitals(report),
    )
  if (doc.readyState === 'complete') vitals()
  else addEventListener('load', vitals)
}
