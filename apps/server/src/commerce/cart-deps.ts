import type { Storage } from '../storage/open-storage.js'

/** What the cart services need: the database and the clock. */
export interface CartDeps {
  storage: Storage
  now: () => Date
}
