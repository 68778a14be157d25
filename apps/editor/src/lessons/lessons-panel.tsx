import { CONTENT_STATUS_LABELS, moveLesson, type ItemSummary } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { GripVertical, ArrowDown, ArrowUp, Plus } from 'lucide-react'
import { useState, type DragEvent, type FormEvent, type KeyboardEvent } from 'react'
import type { PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { Button, Field, IconButton, QueryState } from '../ui/index.js'
import { LessonEditor } from './lesson-editor.js'
import { fillLesson, lessonsStrings as strings } from './lessons-strings.js'
import './lessons.css'

/** "Video · 8 min · Draft": the kind, the minutes when set, the status unless published. */
function lessonMeta(item: ItemSummary): string {
  const minutes = item.lesson?.durationMinutes ?? 0
  return [
    item.lesson?.kind === 'video' ? strings.kindVideo : strings.kindText,
    minutes > 0 ? fillLesson(strings.minutesShort, { minutes }) : '',
    CONTENT_STATUS_LABELS[item.status] ?? '',
  ]
    .filter((part) => part !== '')
    .join(' · ')
}

/**
 * A course's lessons (issue 21): add, open one to edit, and change their order by dragging a
 * handle or from the keyboard (Alt+ArrowUp / Alt+ArrowDown on a handle, or the move buttons).
 */
export default function LessonsPanel({ collection }: { collection: PageSummary }) {
  const queryClient = useQueryClient()
  const key = ['items', collection.id]
  const [title, setTitle] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  const [dragged, setDragged] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // A course holds at most 250 lessons (SPEC: user-orderable items): one page of 50 is not all.
  const lessons = useQuery({
    queryKey: key,
    queryFn: async () => {
      const all: ItemSummary[] = []
      let cursor: string | undefined
      do {
        const page = await editorApi.items(collection.id, cursor)
        all.push(...page.items)
        cursor = page.nextCursor ?? undefined
      } while (cursor !== undefined)
      return all
    },
  })
  const create = useMutation({
    mutationFn: () => editorApi.createItem(collection.id, title),
    onSuccess: async ({ item }) => {
      setTitle('')
      await queryClient.invalidateQueries({ queryKey: key })
      setEditing(item.id)
    },
  })
  const reorder = useMutation({
    mutationFn: (ids: string[]) => editorApi.reorderItems(collection.id, ids),
    onMutate: (ids) => {
      const previous = queryClient.getQueryData<ItemSummary[]>(key)
      if (previous) {
        const byId = new Map(previous.map((item) => [item.id, item]))
        queryClient.setQueryData(
          key,
          ids.flatMap((id) => byId.get(id) ?? []),
        )
      }
      return { previous }
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous)
      setAnnouncement(strings.reorderFailed)
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: key }),
  })
  const all = lessons.data ?? []
  const ids = all.map((item) => item.id)
  const move = (item: ItemSummary, to: number) => {
    const next = moveLesson(ids, item.id, to)
    if (next.join() === ids.join()) return
    reorder.mutate(next)
    setAnnouncement(
      fillLesson(strings.moved, {
        title: item.title,
        place: next.indexOf(item.id) + 1,
        total: next.length,
      }),
    )
  }
  const onHandleKey = (event: KeyboardEvent, item: ItemSummary, index: number) => {
    if (!event.altKey) return
    if (event.key === 'ArrowUp') {
      event.preventDefault()
      move(item, index - 1)
    } else if (event.key === 'ArrowDown') {
      event.preventDefault()
      move(item, index + 1)
    }
  }
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault()
    const item = all.find((candidate) => candidate.id === dragged)
    setDragged(null)
    if (item) move(item, index)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <div className="ed-lessons">
      <section aria-labelledby="lessons-title" className="ed-lessons__list-section">
        <h2 id="lessons-title">{fillLesson(strings.heading, { title: collection.title })}</h2>
        <form onSubmit={submit} aria-label={strings.newLessonForm} className="ed-lessons__new">
          <Field
            label={strings.newLessonTitle}
            value={title}
            required
            maxLength={300}
            onChange={(event) => setTitle(event.target.value)}
            error={create.isError ? create.error.message : null}
          />
          <Button type="submit" tone="primary" icon={Plus} disabled={create.isPending}>
            {strings.addLesson}
          </Button>
        </form>
        <p className="ed-field-note" id="lessons-reorder-hint">
          {strings.reorderHint}
        </p>
        {lessons.isPending || lessons.isError ? <QueryState query={lessons} /> : null}
        {lessons.isSuccess && all.length === 0 ? <p className="ed-hint">{strings.empty}</p> : null}
        <ol className="ed-lessons__list" aria-label="Lessons">
          {all.map((item, index) => (
            <li
              key={item.id}
              className={[
                'ed-lessons__row',
                dragged === item.id ? 'is-dragged' : '',
                editing === item.id ? 'is-current' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              data-lesson-id={item.id}
            >
              <span
                className="ed-lessons__handle"
                role="button"
                tabIndex={0}
                draggable
                aria-label={fillLesson(strings.dragHandle, { title: item.title })}
                aria-describedby="lessons-reorder-hint"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move'
                  event.dataTransfer.setData('text/plain', item.id)
                  setDragged(item.id)
                }}
                onDragEnd={() => setDragged(null)}
                onKeyDown={(event) => onHandleKey(event, item, index)}
              >
                <GripVertical size={16} aria-hidden="true" focusable="false" />
              </span>
              <span className="ed-lessons__number">{index + 1}</span>
              <button
                type="button"
                className="ed-lessons__open"
                aria-current={editing === item.id ? 'true' : undefined}
                onClick={() => setEditing(item.id)}
              >
                {item.title}
              </button>
              <span className="ed-lessons__meta">{lessonMeta(item)}</span>
              <span className="ed-lessons__moves">
                <IconButton
                  icon={ArrowUp}
                  label={fillLesson(strings.moveUp, { title: item.title })}
                  disabled={index === 0 || reorder.isPending}
                  onClick={() => move(item, index - 1)}
                />
                <IconButton
                  icon={ArrowDown}
                  label={fillLesson(strings.moveDown, { title: item.title })}
                  disabled={index === all.length - 1 || reorder.isPending}
                  onClick={() => move(item, index + 1)}
                />
              </span>
            </li>
          ))}
        </ol>
        <p className="ed-visually-hidden" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>
      {editing ? (
        <LessonEditor
          key={editing}
          itemId={editing}
          collectionId={collection.id}
          onDeleted={() => setEditing(null)}
        />
      ) : null}
    </div>
  )
}
