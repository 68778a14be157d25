import { isPubliclyVisible } from '@atelier/schema'
import type { FastifyInstance } from 'fastify'
import { currentSiteUserId } from '../auth/current-site-user.js'
import { AtelierError } from '../errors/atelier-error.js'
import { memberGate } from '../members/member-gate.js'
import { itemPath } from '../render/context/content-paths.js'
import { siteRendering } from '../render/serve/site-rendering.js'
import { crumbCookieName } from '../security/crumb.js'
import { lessonStrings as strings } from './lesson-strings.js'
import { markLessonComplete, unmarkLessonComplete } from './lesson-progress-repository.js'

const lessonParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const

const progressBody = {
  type: 'object',
  required: ['complete'],
  properties: {
    complete: { type: 'string', enum: ['1', '0'] },
    crumb: { type: 'string', maxLength: 128 },
  },
} as const

/**
 * A customer marks a lesson complete, or not complete again, from the lesson page's form. The form
 * posts without the runtime, so the crumb is checked here against the crumb cookie (double submit,
 * as the member join and lock screen do). Only a signed-in customer who may open the lesson (its
 * course visible, the member gate open) changes their own progress; the answer sends them back.
 */
export async function lessonProgressRoutes(app: FastifyInstance): Promise<void> {
  const services = app.atelier
  const { snapshots } = await siteRendering(app)

  app.post(
    '/account/lessons/:id/progress',
    {
      schema: {
        summary: 'Mark a lesson complete (complete=1) or not complete (complete=0)',
        tags: ['site'],
        params: lessonParams,
        body: progressBody,
      },
    },
    async (request, reply) => {
      const now = services.now()
      const cookie = request.cookies[crumbCookieName]
      if (cookie === undefined || request.body.crumb !== cookie)
        throw new AtelierError('forbidden', strings.crumbFailed)
      const snapshot = await snapshots.get(request.site.id, now.getTime())
      const item = snapshot.items.find((candidate) => candidate.id === request.params.id)
      const course =
        item === undefined
          ? undefined
          : snapshot.collections.find((candidate) => candidate.id === item.collectionId)
      if (
        item === undefined ||
        course === undefined ||
        course.kind !== 'course' ||
        !isPubliclyVisible(course, now) ||
        !isPubliclyVisible(item, now)
      )
        throw new AtelierError('not-found', strings.lessonNotFound)
      const path = itemPath(course, item)
      const siteUserId = await currentSiteUserId(services.storage, request, now)
      if (siteUserId === undefined)
        return reply.redirect(`/account/login?returnTo=${encodeURIComponent(path)}`, 303)
      const gate = await memberGate(services, request, snapshot, path, now)
      if (gate.kind === 'closed') throw new AtelierError('not-found', strings.lessonNotFound)
      if (gate.kind === 'protected' || gate.kind === 'denied')
        throw new AtelierError('forbidden', strings.membersOnly)
      const lesson = {
        websiteId: request.site.id,
        siteUserId,
        collectionId: course.id,
        itemId: item.id,
      }
      if (request.body.complete === '1') await markLessonComplete(services.storage.db, lesson, now)
      else await unmarkLessonComplete(services.storage.db, lesson)
      return reply.header('cache-control', 'no-store').redirect(path, 303)
    },
  )
}
