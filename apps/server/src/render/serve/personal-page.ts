import type { FastifyRequest } from 'fastify'
import type { PageBody } from '../context/page-body.js'
import type { SiteSnapshot } from '../snapshot/site-snapshot.js'

/**
 * What a request's path shows one visitor apart from everyone else, decided before any shared
 * cache is consulted (member areas decide it, in `members/member-gate.ts`; app.ts passes it in):
 * - `shared`: nothing personal, the page every visitor gets;
 * - `open`: member-only collections this signed-in customer may open, and on a course's pages this
 *   customer's progress (never shared or cached);
 * - `page`: a page of its own instead (protected content 105, access denied 106), never cached.
 */
export type PersonalPage =
  | { kind: 'shared' }
  | {
      kind: 'open'
      memberOpen: ReadonlySet<string>
      /** A course's page (lessons/lesson-personalize.ts): who is signed in and what they completed. */
      lessons?: { signedIn: boolean; completed: ReadonlySet<string> }
    }
  | { kind: 'page'; body: PageBody }

export type Personalize = (
  request: FastifyRequest,
  snapshot: SiteSnapshot,
  path: string,
  now: Date,
) => Promise<PersonalPage>
