/** One piece of background work: outbox mail, scheduled publishing, renewals, … */
export interface WorkerStep {
  /** Unique within the worker; appears in logs (`worker step failed`). */
  name: string
  /** The least time between two starts of this step. */
  intervalMs: number
  run(now: Date): Promise<unknown>
}

export type StepOutcome = { name: string; ok: true } | { name: string; ok: false; error: unknown }

export interface WorkerRegistryOptions {
  now: () => Date
  /** Told about a failing step; the step runs again at its next turn and the others go on. */
  onError: (error: unknown, stepName: string) => void
  /** How often the loop looks for due steps; default one second. */
  pollMs?: number
}

/**
 * The background steps of one process. Areas register their steps; the app starts the loop once it
 * listens, or `atelier worker` starts it without serving HTTP. Each step runs at most once at a
 * time, so a slow step (an SMTP server taking its time) delays only itself.
 */
export function createWorkerRegistry(options: WorkerRegistryOptions) {
  const steps = new Map<string, WorkerStep>()
  const lastStartedAt = new Map<string, number>()
  const running = new Map<string, Promise<StepOutcome>>()
  const pollMs = options.pollMs ?? 1_000
  let timer: NodeJS.Timeout | undefined
  let started = false

  function runStep(step: WorkerStep, now: Date): Promise<StepOutcome> {
    lastStartedAt.set(step.name, now.getTime())
    const run = (async (): Promise<StepOutcome> => {
      try {
        await step.run(now)
        return { name: step.name, ok: true }
      } catch (error) {
        options.onError(error, step.name)
        return { name: step.name, ok: false, error }
      } finally {
        running.delete(step.name)
      }
    })()
    running.set(step.name, run)
    return run
  }

  function isDue(step: WorkerStep, now: Date): boolean {
    const last = lastStartedAt.get(step.name)
    // A clock that went backwards counts as due, like a first run.
    return last === undefined || now.getTime() - last >= step.intervalMs || now.getTime() < last
  }

  /** Starts every due step that is not already running, and waits for the ones it started. */
  function tick(now: Date): Promise<StepOutcome[]> {
    const launched: Promise<StepOutcome>[] = []
    for (const step of steps.values()) {
      if (running.has(step.name) || !isDue(step, now)) continue
      launched.push(runStep(step, now))
    }
    return Promise.all(launched)
  }

  function poll(): void {
    if (!started) return
    void tick(options.now())
    timer = setTimeout(poll, pollMs)
    // The loop alone never keeps a process alive; the server or the CLI decides when to exit.
    timer.unref()
  }

  return {
    register(step: WorkerStep): void {
      if (steps.has(step.name)) throw new Error(`A worker step named ${step.name} already exists`)
      steps.set(step.name, step)
    },
    stepNames(): string[] {
      return [...steps.keys()]
    },
    tick,
    start(): void {
      if (started) return
      started = true
      poll()
    },
    /** No new step starts; resolves once the steps in progress have finished. */
    async stop(): Promise<void> {
      started = false
      if (timer !== undefined) clearTimeout(timer)
      await Promise.all(running.values())
    },
  }
}

export type WorkerRegistry = ReturnType<typeof createWorkerRegistry>
