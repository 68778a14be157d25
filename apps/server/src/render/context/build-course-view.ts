import {
  courseProgress,
  lessonDurationText,
  PageType,
  type Block,
  type Collection,
  type Item,
} from '@atelier/schema'
import { buildBlockViews, itemBlockViews, type BlockView } from './build-block-view.js'
import { buildItemContext } from './build-item-context.js'
import { blocksText, collectionContext, itemsOf } from './collection-items.js'
import { collectionPath, itemPath } from './content-paths.js'
import { courseStrings as strings } from './course-strings.js'
import type { PageBody, PageRequest } from './page-body.js'
import type { RenderEnv } from './render-env.js'

/** Where the mark-complete form of a lesson posts (`lessons/lesson-progress.routes.ts`). */
export const lessonProgressPath = (itemId: string) =>
  `/account/lessons/${encodeURIComponent(itemId)}/progress`

/** One row of a course's list of lessons. */
export interface LessonRowView {
  id: string
  number: number
  title: string
  url: string
  durationText: string
  kindLabel: string
  isVideo: boolean
  complete: boolean
}

/** What `pages/lessons-list.html` and `pages/lesson-item.html` draw beyond the item itself. */
export interface CourseView {
  lessons: LessonRowView[]
  /** Shown only to a signed-in customer: "3 of 5 complete". */
  progressText: string
  percent: number
  signedIn: boolean
  signInUrl: string
  /** The first lesson not yet done (or the first lesson), with its label. */
  resumeUrl: string
  resumeLabel: string
  strings: typeof strings
  /** Lesson pages only. */
  lesson?: {
    id: string
    numberText: string
    durationText: string
    kindLabel: string
    video?: BlockView
    complete: boolean
    action: string
    buttonLabel: string
    /** What the form asks for: '1' marks complete, '0' un-marks. */
    completeValue: '1' | '0'
  }
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))

function courseView(
  collection: Collection,
  request: PageRequest,
  lessons: readonly Item[],
): CourseView {
  const signedIn = request.lessons?.signedIn === true
  const completed = request.lessons?.completed ?? new Set<string>()
  const progress = courseProgress(
    lessons.map((lesson) => lesson.id),
    completed,
  )
  const rows = lessons.map((lesson, index) => ({
    id: lesson.id,
    number: index + 1,
    title: lesson.title,
    url: itemPath(collection, lesson),
    durationText: lessonDurationText(lesson.lesson?.durationMinutes ?? 0),
    kindLabel: lesson.lesson?.kind === 'video' ? strings.video : strings.text,
    isVideo: lesson.lesson?.kind === 'video',
    complete: signedIn && completed.has(lesson.id),
  }))
  const next = rows.find((row) => !row.complete) ?? rows[0]
  return {
    lessons: rows,
    progressText: signedIn ? progress.text : '',
    percent: signedIn ? progress.percent : 0,
    signedIn,
    signInUrl: `/account/login?returnTo=${encodeURIComponent(request.path)}`,
    resumeUrl: next?.url ?? '',
    resumeLabel:
      next === undefined || !signedIn || progress.done === 0
        ? strings.start
        : fill(strings.resume, { title: next.title }),
    strings,
  }
}

/** A course (lessons collection page): its lessons in the owner's order, with progress. */
export function courseBody(
  env: RenderEnv,
  collection: Collection,
  request: PageRequest,
  seoBase: { path?: string; pageTitle?: string; description: string },
): PageBody {
  const lessons = itemsOf(env, collection)
  const course = courseView(collection, request, lessons)
  return {
    status: 200,
    pageType: PageType['main-content'],
    template: 'lessons-list',
    seo: { ...seoBase, text: lessons.map((lesson) => lesson.title).join('. ') },
    parts: {
      collection: collectionContext(collection, lessons.length),
      items: lessons.map((lesson) => buildItemContext(lesson, collection, env)),
    },
    atelier: { course },
  }
}

function lessonVideo(env: RenderEnv, item: Item): BlockView | undefined {
  const video = item.lesson?.kind === 'video' ? item.lesson.video : undefined
  if (video === undefined) return undefined
  const block: Block = {
    id: `lesson-video-${item.id}`,
    type: 'video',
    position: { row: 0, col: 0, span: 12 },
    value: { url: video.url, caption: video.caption || item.title },
  }
  return buildBlockViews([block], env)[0]
}

/** A lesson (lesson item page): the lesson, the way to the one before and after, mark complete. */
export function lessonBody(
  env: RenderEnv,
  collection: Collection,
  item: Item,
  request: PageRequest,
): PageBody {
  const lessons = itemsOf(env, collection)
  const course = courseView(collection, request, lessons)
  const index = lessons.findIndex((candidate) => candidate.id === item.id)
  const row = course.lessons[index]
  const complete = row?.complete === true
  const video = lessonVideo(env, item)
  course.lesson = {
    id: item.id,
    numberText: fill(strings.lessonOf, { number: index + 1, total: lessons.length }),
    durationText: row?.durationText ?? '',
    kindLabel: row?.kindLabel ?? strings.text,
    ...(video ? { video } : {}),
    complete,
    action: lessonProgressPath(item.id),
    buttonLabel: complete ? strings.markIncomplete : strings.markComplete,
    completeValue: complete ? '0' : '1',
  }
  const context = buildItemContext(item, collection, env, {
    blocks: (it) => itemBlockViews(it, env),
    aboveFold: true,
  })
  const brief = (other: Item | undefined) =>
    other && { title: other.title, fullUrl: itemPath(collection, other) }
  const prev = brief(lessons[index - 1])
  const next = brief(lessons[index + 1])
  return {
    status: 200,
    pageType: PageType['content-item'],
    template: 'lesson-item',
    seo: {
      pageTitle: item.title,
      description: item.excerpt,
      text: `${item.excerpt} ${blocksText(context.views.layout?.blocks ?? [])}`,
      ogType: 'website',
      breadcrumbs: [
        { name: collection.title, path: collectionPath(collection) },
        { name: item.title, path: itemPath(collection, item) },
      ],
    },
    parts: {
      collection: collectionContext(collection, lessons.length),
      item: context,
      pagination: {
        pageSize: 1,
        page: index + 1,
        ...(prev ? { prevItem: prev } : {}),
        ...(next ? { nextItem: next } : {}),
      },
    },
    atelier: { course },
  }
}
