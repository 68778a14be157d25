import { emptyLayout, type ContentStatus, type ItemDetail, type Layout } from '@atelier/schema'

/**
 * A lesson as the lesson editor holds it while the owner types: its fields as the inputs show
 * them (minutes as text, the video as an address and a caption, the lesson's text as markdown).
 */
export interface LessonDraft {
  title: string
  kind: 'text' | 'video'
  minutes: string
  videoUrl: string
  videoCaption: string
  text: string
  status: ContentStatus
}

/** The block a lesson's own text lives in (a markdown block the editor writes). */
export const LESSON_TEXT_BLOCK_ID = 'lesson-text'

function lessonText(body: Layout | null): string {
  const block = body?.blocks.find((candidate) => candidate.id === LESSON_TEXT_BLOCK_ID)
  if (block === undefined || block.type !== 'markdown') return ''
  return block.value.markdown
}

export function lessonDraftFrom(item: ItemDetail): LessonDraft {
  return {
    title: item.title,
    kind: item.lesson?.kind ?? 'text',
    minutes: String(item.lesson?.durationMinutes ?? 0),
    videoUrl: item.lesson?.video?.url ?? '',
    videoCaption: item.lesson?.video?.caption ?? '',
    text: lessonText(item.body),
    status: item.status,
  }
}

/** Other blocks a lesson holds (made elsewhere) beside the text the lesson editor writes. */
export function otherBlockCount(body: Layout | null): number {
  return (body?.blocks ?? []).filter((block) => block.id !== LESSON_TEXT_BLOCK_ID).length
}

/** The body with the lesson's text in its own block, after the blocks it already has. */
export function bodyWithText(body: Layout | null, text: string): Layout {
  const base = body ?? emptyLayout()
  const others = base.blocks.filter((block) => block.id !== LESSON_TEXT_BLOCK_ID)
  if (text.trim() === '') return { ...base, blocks: others }
  const row = others.reduce((max, block) => Math.max(max, block.position.row + 1), 0)
  const existing = base.blocks.find((block) => block.id === LESSON_TEXT_BLOCK_ID)
  const position = existing?.position ?? { row, col: 0, span: base.columns }
  return {
    ...base,
    blocks: [
      ...others,
      { id: LESSON_TEXT_BLOCK_ID, type: 'markdown', position, value: { markdown: text } },
    ],
  }
}

export type MinutesCheck = { ok: true; minutes: number } | { ok: false }

/** Minutes as typed: a whole number from 0 to 1440. */
export function checkMinutes(text: string): MinutesCheck {
  const trimmed = text.trim()
  if (!/^\d{1,4}$/.test(trimmed)) return { ok: false }
  const minutes = Number(trimmed)
  return minutes <= 1440 ? { ok: true, minutes } : { ok: false }
}

/** What the save sends: the item's fields and its lesson fields. */
export function lessonPatchFrom(draft: LessonDraft, item: ItemDetail, minutes: number) {
  return {
    title: draft.title,
    status: draft.status,
    body: bodyWithText(item.body, draft.text),
    lesson: {
      kind: draft.kind,
      durationMinutes: minutes,
      video:
        draft.videoUrl.trim() === ''
          ? null
          : { url: draft.videoUrl.trim(), caption: draft.videoCaption.trim() },
    },
  }
}
