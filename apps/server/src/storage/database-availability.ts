/**
 * Whether the database can be reached, as the connection pool last saw it. An outage (a restart, a
 * failover, `pg_terminate_backend`, a lost network) is never fatal: requests that need the
 * database answer 503 while it lasts (`errors/error-handler.ts`), cached pages keep being served,
 * and the pool reconnects on the next query once the database is back.
 */
export type Availability = 'reachable' | 'unreachable'

export interface DatabaseAvailability {
  readonly state: Availability
  /** Notes a failure; true (and the state becomes unreachable) when it says the database is gone. */
  noteFailure(error: unknown): boolean
  /** Notes a working connection. */
  noteReachable(): void
  /** Called once per change of state (the app logs it: once per outage, not per request). */
  onChange(listener: (state: Availability, error: unknown) => void): void
}

// PostgreSQL's SQLSTATEs for a connection that is gone or cannot be had: class 08 (connection
// exception), 57P01–57P03 (admin or crash shutdown, cannot connect now), 53300 (too many connections).
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300'])
// Node's socket errors when the server cannot be reached or the connection broke.
const socketErrors = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])
// What node-postgres says, without a code, when a connection dies or cannot be made in time.
const lostConnection =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable)/

/** True when `error` (or an error it was caused by) says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') {
      if (unavailableStates.has(code) || code.startsWith('08') || socketErrors.has(code))
        return true
    }
    if (lostConnection.test(current.message)) return true
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true
    current = current.cause
  }
  return false
}

export function createDatabaseAvailability(): DatabaseAvailability {
  let state: Availability = 'reachable'
  const listeners: Array<(state: Availability, error: unknown) => void> = []
  const change = (next: Availability, error: unknown) => {
    state = next
    for (const listener of listeners) listener(next, error)
  }
  return {
    get state() {
      return state
    },
    noteFailure(error) {
      if (!isDatabaseUnavailable(error)) return false
      if (state === 'reachable') change('unreachable', error)
      return true
    },
    noteReachable() {
      if (state === 'unreachable') change('reachable', undefined)
    },
    onChange(listener) {
      listeners.push(listener)
    },
  }
}
