/** Every visible text of the editor's course area (issue 21), in one place. */
export const lessonsStrings = {
  heading: '{title}: lessons',
  newLessonTitle: 'New lesson title',
  addLesson: 'Add lesson',
  newLessonForm: 'New lesson',
  empty: 'No lessons yet. Add the first one above.',
  reorderHint:
    'Drag a lesson by its handle, or focus its handle and press Alt+ArrowUp or Alt+ArrowDown, to change the order.',
  dragHandle: 'Move {title}',
  moveUp: 'Move {title} up',
  moveDown: 'Move {title} down',
  moved: '{title} moved to place {place} of {total}.',
  reorderFailed: 'The new order could not be saved. Try again.',
  editLesson: 'Edit lesson',
  title: 'Lesson title',
  kind: 'Kind',
  kindText: 'Text',
  kindVideo: 'Video',
  minutes: 'Duration (minutes)',
  minutesInvalid: 'Enter whole minutes from 0 to 1440.',
  videoUrl: 'Video address',
  videoHint: 'A YouTube or Vimeo link, or the web address of a video file.',
  videoCaption: 'Video caption',
  text: 'Lesson text',
  textHint: 'Markdown: # headings, **bold**, lists and links.',
  otherBlocks: 'This lesson also holds {count} other blocks, kept as they are.',
  status: 'Status',
  save: 'Save lesson',
  saved: 'Saved',
  saving: 'Saving…',
  stale: 'Someone saved this lesson since you opened it. Reopen it to see their change.',
  delete: 'Delete lesson',
  deleteTitle: 'Delete this lesson?',
  deleteDescription: '{title} and every member’s progress on it go away.',
  cancel: 'Cancel',
  minutesShort: '{minutes} min',
} as const

export function fillLesson(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole))
}
