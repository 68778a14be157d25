import { CONTENT_STATUSES, CONTENT_STATUS_LABELS, type ContentStatus } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Save, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import type { ItemDetail } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import {
  checkMinutes,
  lessonDraftFrom,
  lessonPatchFrom,
  otherBlockCount,
  type LessonDraft,
} from '../state/lesson/lesson-draft.js'
import { Button, ConfirmDialog, Field, QueryState, Select } from '../ui/index.js'
import { fillLesson, lessonsStrings as strings } from './lessons-strings.js'

export function LessonEditor({
  itemId,
  collectionId,
  onDeleted,
}: {
  itemId: string
  collectionId: string
  onDeleted: () => void
}) {
  const item = useQuery({
    queryKey: ['item', itemId],
    queryFn: () => editorApi.item(itemId),
    staleTime: 0,
    gcTime: 0,
  })
  if (item.isPending || item.isError) return <QueryState query={item} />
  return <LoadedLesson item={item.data.item} collectionId={collectionId} onDeleted={onDeleted} />
}

/** A lesson: title, kind, minutes, video, its text and whether it is published. */
function LoadedLesson({
  item: initial,
  collectionId,
  onDeleted,
}: {
  item: ItemDetail
  collectionId: string
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const textId = useId()
  const [item, setItem] = useState(initial)
  const [draft, setDraft] = useState<LessonDraft>(() => lessonDraftFrom(initial))
  const [confirming, setConfirming] = useState(false)
  const minutes = checkMinutes(draft.minutes)
  const set = <K extends keyof LessonDraft>(key: K, value: LessonDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }))
  const save = useMutation({
    mutationFn: () =>
      editorApi.updateLesson(item.id, {
        ...lessonPatchFrom(draft, item, minutes.ok ? minutes.minutes : 0),
        baseVersion: item.version,
      }),
    onSuccess: ({ item: saved }) => {
      setItem(saved)
      void queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
    },
  })
  const remove = useMutation({
    mutationFn: () => editorApi.deleteItem(item.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
      onDeleted()
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (minutes.ok) save.mutate()
  }
  const saveError =
    save.error instanceof ApiError && save.error.status === 409
      ? strings.stale
      : (save.error?.message ?? null)
  const others = otherBlockCount(item.body)
  return (
    <section aria-labelledby="lesson-editor-title" className="ed-lesson-editor">
      <h2 id="lesson-editor-title">{strings.editLesson}</h2>
      <form onSubmit={submit} className="ed-lesson-editor__form">
        <Field
          label={strings.title}
          value={draft.title}
          required
          maxLength={300}
          onChange={(event) => set('title', event.target.value)}
        />
        <div className="ed-lesson-editor__row">
          <Select
            label={strings.kind}
            value={draft.kind}
            onChange={(event) => set('kind', event.target.value === 'video' ? 'video' : 'text')}
          >
            <option value="text">{strings.kindText}</option>
            <option value="video">{strings.kindVideo}</option>
          </Select>
          <Field
            label={strings.minutes}
            inputMode="numeric"
            value={draft.minutes}
            onChange={(event) => set('minutes', event.target.value)}
            error={minutes.ok ? null : strings.minutesInvalid}
          />
          <Select
            label={strings.status}
            value={draft.status}
            onChange={(event) => set('status', event.target.value as ContentStatus)}
          >
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {CONTENT_STATUS_LABELS[status] ?? 'Published'}
              </option>
            ))}
          </Select>
        </div>
        {draft.kind === 'video' ? (
          <div className="ed-lesson-editor__row">
            <Field
              label={strings.videoUrl}
              type="url"
              value={draft.videoUrl}
              hint={strings.videoHint}
              onChange={(event) => set('videoUrl', event.target.value)}
            />
            <Field
              label={strings.videoCaption}
              value={draft.videoCaption}
              maxLength={300}
              onChange={(event) => set('videoCaption', event.target.value)}
            />
          </div>
        ) : null}
        <div className="ui-field">
          <label htmlFor={textId}>{strings.text}</label>
          <textarea
            id={textId}
            rows={8}
            value={draft.text}
            aria-describedby={`${textId}-hint`}
            onChange={(event) => set('text', event.target.value)}
          />
          <p id={`${textId}-hint`} className="ed-field-note">
            {strings.textHint}
            {others > 0 ? ` ${fillLesson(strings.otherBlocks, { count: others })}` : ''}
          </p>
        </div>
        {saveError ? <p role="alert">{saveError}</p> : null}
        <div className="ed-actions">
          <Button type="submit" tone="primary" icon={Save} disabled={save.isPending}>
            {strings.save}
          </Button>
          <span role="status" data-testid="lesson-save-state">
            {save.isPending ? strings.saving : save.isSuccess ? strings.saved : ''}
          </span>
          <Button tone="danger" icon={Trash2} onClick={() => setConfirming(true)}>
            {strings.delete}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        title={strings.deleteTitle}
        description={fillLesson(strings.deleteDescription, { title: item.title })}
        confirmLabel={strings.delete}
        cancelLabel={strings.cancel}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate()
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  )
}
