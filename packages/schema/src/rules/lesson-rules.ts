/**
 * The rules of a course's lessons (issue 21), shared by the server, the theme's context and the
 * editor: the owner's order, a member's progress, and the way from one lesson to the next.
 */

/** The order after moving `id` to `toIndex` (clamped to the list); unchanged when `id` is absent. */
export function moveLesson(ids: readonly string[], id: string, toIndex: number): string[] {
  const from = ids.indexOf(id)
  if (from === -1) return [...ids]
  const rest = ids.filter((other) => other !== id)
  const at = Math.max(0, Math.min(rest.length, Math.trunc(toIndex)))
  return [...rest.slice(0, at), id, ...rest.slice(at)]
}

/**
 * Whether `proposed` is a new order of exactly the lessons `current` holds: each once, none added,
 * none left out. A reorder that is not is refused, so no lesson is lost or doubled.
 */
export function isReorderOf(current: readonly string[], proposed: readonly string[]): boolean {
  if (current.length !== proposed.length) return false
  const wanted = new Set(current)
  const seen = new Set<string>()
  for (const id of proposed) {
    if (!wanted.has(id) || seen.has(id)) return false
    seen.add(id)
  }
  return true
}

export interface CourseProgress {
  done: number
  total: number
  /** Whole percent, rounded down: 100 only when every lesson is done. */
  percent: number
  /** "3 of 5 complete". */
  text: string
  complete: boolean
}

/**
 * A member's progress through a course: completed lessons that the course still shows count
 * (a lesson deleted or back in draft no longer does).
 */
export function courseProgress(
  lessonIds: readonly string[],
  completed: ReadonlySet<string>,
): CourseProgress {
  const total = lessonIds.length
  const done = lessonIds.filter((id) => completed.has(id)).length
  const percent = total === 0 ? 0 : Math.floor((done * 100) / total)
  return {
    done,
    total,
    percent,
    text: `${done} of ${total} complete`,
    complete: total > 0 && done === total,
  }
}

/** "12 min"; '' for a lesson with no duration. */
export function lessonDurationText(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes <= 0) return ''
  if (minutes < 60) return `${minutes} min`
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** The lesson after the last completed one in order, or the first not done; undefined when all are. */
export function nextLessonToTake(
  lessonIds: readonly string[],
  completed: ReadonlySet<string>,
): string | undefined {
  return lessonIds.find((id) => !completed.has(id))
}
