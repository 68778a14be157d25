import { isPubliclyVisible, type Collection } from '@atelier/schema'
import type { AppServices } from '../app-services.js'
import { currentSiteUserId } from '../auth/current-site-user.js'
import type { Personalize } from '../render/serve/personal-page.js'
import type { SiteSnapshot } from '../render/snapshot/site-snapshot.js'
import { completedLessonIds } from './lesson-progress-repository.js'

/** The course a path opens (its page or one of its lessons), if it opens one. */
export function courseOf(snapshot: SiteSnapshot, path: string, now: Date): Collection | undefined {
  const urlId = path.split('/').filter((segment) => segment !== '')[0]
  if (urlId === undefined) return undefined
  return snapshot.collections.find(
    (collection) =>
      collection.urlId === urlId &&
      collection.kind === 'course' &&
      isPubliclyVisible(collection, now),
  )
}

/**
 * The `personalize` step of the published site with courses (app.ts): after the member gate
 * (`inner`) has let a request through, a course's page and its lessons show the signed-in
 * customer's progress. Every course page is therefore personal (never shared or cached), public
 * or member-only, so one customer's ticks never reach another.
 */
export function lessonPersonalize(services: AppServices, inner: Personalize): Personalize {
  return async (request, snapshot, path, now) => {
    const personal = await inner(request, snapshot, path, now)
    if (personal.kind === 'page') return personal
    const course = courseOf(snapshot, path, now)
    if (course === undefined) return personal
    const siteUserId = await currentSiteUserId(services.storage, request, now)
    const completed =
      siteUserId === undefined
        ? new Set<string>()
        : await completedLessonIds(services.storage.db, request.site.id, siteUserId, course.id)
    return {
      kind: 'open',
      memberOpen: personal.kind === 'open' ? personal.memberOpen : new Set(),
      lessons: { signedIn: siteUserId !== undefined, completed },
    }
  }
}
