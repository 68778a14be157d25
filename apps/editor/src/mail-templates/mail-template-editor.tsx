import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Eye, RotateCcw, Send } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { ApiError } from '../api/api-error.js'
import { mailTemplatesApi } from '../api/mail-templates-api.js'
import type { MailTemplate, MailTexts } from '../api/mail-templates-api.js'
import { Button, ConfirmDialog, Field, QueryState } from '../ui/index.js'
import { MailPreviewPane } from './mail-preview-pane.js'
import { mailTemplatesStrings as strings } from './mail-templates-strings.js'

const detailKey = (kind: string) => ['back-office', 'mail-templates', kind] as const

/** One mail: its subject and opening text with placeholders, saved, reset, previewed, tested. */
export function MailTemplateEditor({ kind, onClose }: { kind: string; onClose: () => void }) {
  const detail = useQuery({ queryKey: detailKey(kind), queryFn: () => mailTemplatesApi.get(kind) })
  return (
    <section className="bo-card mt-card" aria-labelledby="mt-editor-heading">
      <div className="mt-editor-top">
        <Button tone="ghost" icon={ArrowLeft} onClick={onClose}>
          {strings.back}
        </Button>
      </div>
      <QueryState query={detail} />
      {detail.data ? <EditorForm key={kind} loaded={detail.data} /> : null}
    </section>
  )
}

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : strings.failed)

function EditorForm({ loaded }: { loaded: MailTemplate }) {
  const client = useQueryClient()
  const introId = useId()
  const [draft, setDraft] = useState<MailTexts>(loaded.texts)
  const [edited, setEdited] = useState(loaded.edited)
  const [notice, setNotice] = useState<{ ok: boolean; text: string }>()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [confirmReset, setConfirmReset] = useState(false)
  // A refused field shows its message under it; anything else, once below the form.
  const refused = (error: unknown) => {
    const fields = error instanceof ApiError ? (error.body.errors ?? {}) : {}
    setFieldErrors(fields)
    setNotice(Object.keys(fields).length > 0 ? undefined : { ok: false, text: messageOf(error) })
  }
  const settled = async (saved: MailTemplate, text: string) => {
    setDraft(saved.texts)
    setEdited(saved.edited)
    setFieldErrors({})
    setNotice({ ok: true, text })
    client.setQueryData(detailKey(saved.kind), saved)
    await client.invalidateQueries({ queryKey: ['back-office', 'mail-templates'], exact: true })
    preview.mutate(saved.texts)
  }
  const preview = useMutation({
    mutationFn: (texts: MailTexts) => mailTemplatesApi.preview(loaded.kind, texts),
    onError: refused,
  })
  const save = useMutation({
    mutationFn: () => mailTemplatesApi.save(loaded.kind, draft),
    onSuccess: (saved) => settled(saved, strings.saved),
    onError: refused,
  })
  const reset = useMutation({
    mutationFn: () => mailTemplatesApi.reset(loaded.kind),
    onSuccess: (saved) => settled(saved, strings.resetDone),
    onError: refused,
  })
  const sendTest = useMutation({
    mutationFn: () => mailTemplatesApi.sendTest(loaded.kind, draft),
    onSuccess: ({ to }) => {
      setFieldErrors({})
      setNotice({ ok: true, text: strings.testSent.replace('{to}', to) })
    },
    onError: refused,
  })
  const { mutate: showPreview } = preview
  // The saved mail is shown at once; the Preview button shows the draft.
  useEffect(() => showPreview(loaded.texts), [showPreview, loaded.texts])
  const busy = save.isPending || reset.isPending || sendTest.isPending
  return (
    <div className="mt-editor">
      <form
        className="mt-form"
        aria-labelledby="mt-editor-heading"
        onSubmit={(event) => {
          event.preventDefault()
          setNotice(undefined)
          save.mutate()
        }}
      >
        <h3 id="mt-editor-heading">
          {loaded.label}
          {edited ? <span className="mt-badge">{strings.edited}</span> : null}
        </h3>
        <p className="mt-note">{loaded.description}</p>
        <Field
          label={strings.subject}
          value={draft.subject}
          maxLength={200}
          error={fieldErrors.subject}
          onChange={(event) => setDraft({ ...draft, subject: event.target.value })}
        />
        <div className="ui-field">
          <label htmlFor={introId}>{strings.openingText}</label>
          <textarea
            id={introId}
            rows={4}
            maxLength={2000}
            value={draft.intro}
            aria-invalid={fieldErrors.intro ? true : undefined}
            aria-describedby={`${introId}-hint${fieldErrors.intro ? ` ${introId}-error` : ''}`}
            onChange={(event) => setDraft({ ...draft, intro: event.target.value })}
          />
          <p id={`${introId}-hint`} className="mt-note">
            {strings.openingHint}
          </p>
          {fieldErrors.intro ? (
            <p id={`${introId}-error`} role="alert" className="ui-field-error">
              {fieldErrors.intro}
            </p>
          ) : null}
        </div>
        <details className="mt-placeholders" open>
          <summary>{strings.placeholders}</summary>
          <p className="mt-note">{strings.placeholdersHint}</p>
          <dl>
            {loaded.placeholders.map((placeholder) => (
              <div key={placeholder.name}>
                <dt>
                  <code>{`{{${placeholder.name}}}`}</code>
                </dt>
                <dd>{placeholder.description}</dd>
              </div>
            ))}
          </dl>
        </details>
        {notice ? (
          <p role={notice.ok ? 'status' : 'alert'} className={notice.ok ? 'bo-ok' : 'bo-error'}>
            {notice.text}
          </p>
        ) : null}
        <div className="bo-actions">
          <Button type="submit" tone="primary" disabled={busy}>
            {save.isPending ? strings.saving : strings.save}
          </Button>
          <Button icon={Eye} disabled={preview.isPending} onClick={() => preview.mutate(draft)}>
            {strings.preview}
          </Button>
          <Button icon={Send} disabled={busy} onClick={() => sendTest.mutate()}>
            {sendTest.isPending ? strings.sending : strings.sendTest}
          </Button>
          <Button
            icon={RotateCcw}
            tone="ghost"
            disabled={busy || !edited}
            onClick={() => setConfirmReset(true)}
          >
            {strings.reset}
          </Button>
        </div>
      </form>
      <MailPreviewPane preview={preview.data} pending={preview.isPending} />
      <ConfirmDialog
        open={confirmReset}
        title={strings.reset}
        description={strings.resetQuestion}
        confirmLabel={strings.reset}
        cancelLabel="Cancel"
        onCancel={() => setConfirmReset(false)}
        onConfirm={() => {
          setConfirmReset(false)
          setNotice(undefined)
          reset.mutate()
        }}
      />
    </div>
  )
}
