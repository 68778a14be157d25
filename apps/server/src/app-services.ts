import type { StoredLoginRateLimiter } from './auth/stored-login-rate-limiter.js'
import type { Config } from './config.js'
import type { FileStore } from './files/file-store.js'
import type { Storage } from './storage/open-storage.js'
import type { SearchIndex } from './storage/search-index.js'
import type { AttemptCounter } from './security/attempt-counter.js'

/** What route modules are given: storage, files, the clock and the configuration. */
export interface AppServices {
  config: Config
  storage: Storage
  fileStore: FileStore
  now: () => Date
  loginLimiter: StoredLoginRateLimiter
  /** Counts attempts of the limits every process shares (database, or Redis with REDIS_URL). */
  attempts: AttemptCounter
  searchIndex: SearchIndex
}
