/** SPEC §9 error-reporter limits. */
export const errorReporterLimits = {
  maxSends: 20,
  maxQueued: 10,
  maxStack: 5_000,
  debounceMs: 1_000,
} as const

export interface ErrorReport {
  event: string
  timestamp: number
  data: {
    websiteId: string
    templateId: string
    url: string
    userAgent: string
    app: string
    message: string
    stack: string
    file: string
    line: number
    column: number
    custom: Record<string, unknown>
  }
}

export interface ErrorReporterOptions {
  app: string
  websiteId: string
  templateId: string
  /** Sends one batch (`POST /api/events/RecordJavascriptErrors`); failures are swallowed. */
  send: (reports: ErrorReport[]) => Promise<unknown>
  setTimer?: (run: () => void, ms: number) => unknown
}

/**
 * Collects errors and sends them in batches: a send at most every second (debounced), at most 20
 * sends per page, at most 10 reports waiting (later ones are dropped), stacks cut at 5000 characters.
 */
export function createErrorReporter(options: ErrorReporterOptions) {
  const setTimer = options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms))
  let queue: ErrorReport[] = []
  let sends = 0
  let scheduled = false

  function flush(): void {
    scheduled = false
    if (queue.length === 0 || sends >= errorReporterLimits.maxSends) return
    const batch = queue
    queue = []
    sends += 1
    void options.send(batch).catch(() => undefined)
  }

  return {
    report(
      error: unknown,
      where: {
        file?: string
        line?: number
        column?: number
        custom?: Record<string, unknown>
      } = {},
    ): void {
      if (sends >= errorReporterLimits.maxSends || queue.length >= errorReporterLimits.maxQueued)
        return
      const value = error instanceof Error ? error : new Error(String(error))
      queue.push({
        event: 'javascript-error',
        timestamp: Date.now(),
        data: {
          websiteId: options.websiteId,
          templateId: options.templateId,
          url: location.href,
          userAgent: navigator.userAgent,
          app: options.app,
          message: value.message.slice(0, 300) || 'Unknown error',
          stack: (value.stack ?? '').slice(0, errorReporterLimits.maxStack),
          file: where.file ?? '',
          line: where.line ?? 0,
          column: where.column ?? 0,
          custom: where.custom ?? {},
        },
      })
      if (!scheduled) {
        scheduled = true
        setTimer(flush, errorReporterLimits.debounceMs)
      }
    },
    /** How many batches went out (tests). */
    get sends(): number {
      return sends
    },
  }
}

export type ErrorReporter = ReturnType<typeof createErrorReporter>
