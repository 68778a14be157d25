import { readCrumb } from '../api/crumb.js'

/** SPEC §9 error-reporter limits, the same as the visitor runtime's. */
export const editorErrorLimits = { maxSends: 20, maxQueued: 10, maxStack: 5_000, debounceMs: 1_000 }

interface Report {
  event: string
  timestamp: number
  data: Record<string, string | number | Record<string, unknown>>
}

/**
 * The editor reports its own uncaught errors and unhandled rejections like a published page does
 * (`POST /api/events/RecordJavascriptErrors`, app `editor`): debounced 1 s, at most 20 sends and
 * 10 waiting, stacks cut at 5000 characters, failures swallowed.
 */
export function reportEditorErrors(
  target: Window = window,
  send: (reports: Report[]) => Promise<unknown> = postReports,
): void {
  let queue: Report[] = []
  let sends = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    if (queue.length === 0 || sends >= editorErrorLimits.maxSends) return
    sends += 1
    const batch = queue
    queue = []
    void send(batch).catch(() => undefined)
  }
  const report = (
    error: unknown,
    where: { file?: string; line?: number; column?: number } = {},
  ) => {
    if (sends >= editorErrorLimits.maxSends || queue.length >= editorErrorLimits.maxQueued) return
    const value = error instanceof Error ? error : new Error(String(error))
    queue.push({
      event: 'javascript-error',
      timestamp: Date.now(),
      data: {
        websiteId: '',
        templateId: '',
        url: target.location.href,
        userAgent: target.navigator.userAgent,
        app: 'editor',
        message: value.message.slice(0, 300) || 'Unknown error',
        stack: (value.stack ?? '').slice(0, editorErrorLimits.maxStack),
        file: where.file ?? '',
        line: where.line ?? 0,
        column: where.column ?? 0,
        custom: {},
      },
    })
    timer ??= setTimeout(flush, editorErrorLimits.debounceMs)
  }
  target.addEventListener('error', (event) =>
    report(event.error ?? event.message, {
      file: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  )
  target.addEventListener('unhandledrejection', (event) => report(event.reason))
}

async function postReports(reports: Report[]): Promise<unknown> {
  return fetch('/api/events/RecordJavascriptErrors', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-csrf-token': readCrumb(document.cookie) ?? '',
    },
    body: JSON.stringify(reports),
    credentials: 'same-origin',
    keepalive: true,
  })
}
