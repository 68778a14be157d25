import { CONTENT_STATUSES, CONTENT_STATUS_LABELS, type ContentStatus } from '@atelier/schema'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import type { PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { memberAreasApi } from '../api/member-areas-api.js'
import { useUndoKeys } from '../canvas/use-undo-keys.js'
import { SaveStatus, UndoRedo } from '../shell/save-status.js'
import {
  checkDraft,
  draftFromPage,
  patchFromDraft,
  type PageSettingsDraft,
} from '../state/settings/page-settings-draft.js'
import type { SettingsAction } from '../state/settings/settings-action.js'
import { settingsHistoryReducer } from '../state/settings/settings-reducer.js'
import { useSiteTimeZone } from '../state/site-time-zone.js'
import { useAutosavedHistory } from '../state/use-autosaved-history.js'
import { editorStrings, fill } from '../strings.js'
import { pagesKey } from './use-pages.js'

const statusLabel = (status: ContentStatus) => CONTENT_STATUS_LABELS[status] ?? 'Published'

/**
 * Page settings: titles, URL slug, SEO, status (with a time when scheduled), password, members.
 * Each change is an undoable action, saved a moment later like block edits; the password is sent
 * only by Save, and is never part of the undo history.
 */
export default function PageSettings({
  page,
  onClose,
}: {
  page: PageSummary
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const refreshPages = () => void queryClient.invalidateQueries({ queryKey: pagesKey })
  const timeZone = useSiteTimeZone()
  const zoneNoteId = useId()
  // The settings this form was filled from are its base version; a save from older ones is a 409.
  const settings = useAutosavedHistory({
    reducer: settingsHistoryReducer,
    initial: { document: draftFromPage(page, timeZone), version: page.settingsVersion },
    validate: checkDraft,
    save: async (draft, baseVersion) => {
      const { page: saved } = await editorApi.updatePage(page.id, {
        ...patchFromDraft(draft, page.kind, timeZone),
        baseVersion,
      })
      return saved.settingsVersion
    },
    onSaved: refreshPages,
  })
  useUndoKeys(settings.undo, settings.redo)
  const form = settings.document
  const memberAreas = useQuery({ queryKey: ['member-areas'], queryFn: memberAreasApi.list })
  const [password, setPassword] = useState('')
  const [clearPassword, setClearPassword] = useState(false)
  const saveNow = useMutation({
    mutationFn: async () => {
      await settings.flush()
      if (settings.isDirty()) throw new Error('not saved')
      if (!password && !clearPassword) return
      const { page: saved } = await editorApi.updatePage(page.id, {
        password: password || null,
        baseVersion: settings.version(),
      })
      settings.rebase(saved.settingsVersion)
      setPassword('')
      setClearPassword(false)
      refreshPages()
    },
  })
  const set = <K extends keyof PageSettingsDraft>(key: K, value: PageSettingsDraft[K]) =>
    settings.dispatch({ type: 'set-page-setting', key, value } as SettingsAction)
  const errors = settings.saveState.kind === 'invalid' ? (settings.saveState.errors ?? {}) : {}

  const submit = (event: FormEvent) => {
    event.preventDefault()
    saveNow.mutate()
  }

  const text = (
    key: 'title' | 'navigationTitle' | 'urlId' | 'seoTitle' | 'externalLink',
    label: string,
  ) => (
    <label>
      {label}
      <input
        value={form[key]}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `error-${key}` : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
      {errors[key] ? (
        <span id={`error-${key}`} role="alert" className="ed-error">
          {errors[key]}
        </span>
      ) : null}
    </label>
  )

  return (
    <form onSubmit={submit} className="ed-page-settings" aria-labelledby="page-settings-title">
      <h2 id="page-settings-title">Page settings: {page.title}</h2>
      <div className="ed-actions">
        <UndoRedo history={settings} />
        {settings.saveState.kind === 'invalid' && Object.keys(errors).length > 0 ? null : (
          <SaveStatus state={settings.saveState} testId="settings-save-state" />
        )}
      </div>
      {text('title', 'Page Title')}
      {text('navigationTitle', 'Navigation Title')}
      {text('urlId', 'URL Slug')}
      {page.kind === 'link' ? text('externalLink', 'Link address') : null}
      {text('seoTitle', 'SEO Title')}
      <label>
        SEO Description
        <textarea
          value={form.seoDescription}
          onChange={(event) => set('seoDescription', event.target.value)}
        />
      </label>
      <label>
        Status
        <select
          value={form.status}
          onChange={(event) => set('status', event.target.value as ContentStatus)}
        >
          {CONTENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </label>
      {form.status === 'scheduled' ? (
        <>
          <label>
            Publish on (date and time)
            <input
              type="datetime-local"
              value={form.publishOn}
              aria-describedby={zoneNoteId}
              onChange={(event) => set('publishOn', event.target.value)}
            />
            {errors.publishOn ? <span role="alert">{errors.publishOn}</span> : null}
          </label>
          <p id={zoneNoteId} className="ed-field-note">
            {fill(editorStrings.timesInZone, { timeZone })}
          </p>
        </>
      ) : null}
      <fieldset>
        <legend>Password lock</legend>
        <p>{page.locked ? 'This page is locked with a password.' : 'This page is not locked.'}</p>
        <label>
          {page.locked ? 'New password' : 'Password'}
          <input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        {page.locked ? (
          <label className="ed-check">
            <input
              type="checkbox"
              checked={clearPassword}
              onChange={(event) => setClearPassword(event.target.checked)}
            />
            Remove the password
          </label>
        ) : null}
      </fieldset>
      <label>
        Member area
        <select
          value={form.memberAreaId}
          onChange={(event) => set('memberAreaId', event.target.value)}
        >
          <option value="">None (public page)</option>
          {form.memberAreaId === '*' ? (
            <option value="*">Members only (default area)</option>
          ) : null}
          {(memberAreas.data?.memberAreas ?? []).map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </select>
      </label>
      {saveNow.isSuccess && settings.saveState.kind === 'saved' ? (
        <p role="status">Page settings saved.</p>
      ) : null}
      <button type="submit" disabled={saveNow.isPending}>
        Save
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  )
}
