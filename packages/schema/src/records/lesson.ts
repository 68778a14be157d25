import { z } from 'zod'
import { videoBlockValueSchema } from '../blocks/media-blocks.js'

/** The longest lesson a course takes, in minutes (a whole day). */
export const LESSON_MAX_MINUTES = 1440

export const LESSON_KINDS = ['text', 'video'] as const
export type LessonKind = (typeof LESSON_KINDS)[number]

/**
 * What an item of a course (a lesson, issue 21) holds beyond a post's title and body: whether it
 * is a video or a text lesson, how many minutes it takes and, for a video lesson, the video as the
 * video block takes it (a YouTube or Vimeo address, or a video file's web address).
 */
export const lessonSchema = z.object({
  kind: z.enum(LESSON_KINDS).default('text'),
  durationMinutes: z
    .number()
    .int({ error: 'A duration is whole minutes.' })
    .min(0, { error: 'A duration cannot be negative.' })
    .max(LESSON_MAX_MINUTES, {
      error: `A lesson is at most ${LESSON_MAX_MINUTES} minutes.`,
    })
    .default(0),
  video: videoBlockValueSchema.optional(),
})

export type Lesson = z.output<typeof lessonSchema>
export type LessonInput = z.input<typeof lessonSchema>
