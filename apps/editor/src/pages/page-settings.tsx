import { CONTENT_STATUSES, CONTENT_STATUS_LABELS, type ContentStatus } from '@atelier/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { ApiError } from '../api/api-error.js'
import type { PagePatch, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings, fill } from '../strings.js'
import { pagesKey } from './use-pages.js'

const statusLabel = (status: ContentStatus) => CONTENT_STATUS_LABELS[status] ?? 'Published'

/** A local date-time input value for an ISO instant, and back. */
function toLocalInput(iso: string | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000)
  return local.toISOString().slice(0, 16)
}

const urlIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Page settings: titles, URL slug, SEO, status (with a time when scheduled), password, members. */
export default function PageSettings({
  page,
  onClose,
}: {
  page: PageSummary
  onClose: () => void
}) {
  const queryClient = useQueryClient()
  const [form, setForm] = useState({
    title: page.title,
    navigationTitle: page.navigationTitle,
    urlId: page.urlId,
    seoTitle: page.seoTitle ?? '',
    seoDescription: page.seoDescription ?? '',
    status: page.status,
    publishOn: toLocalInput(page.publishOn),
    password: '',
    clearPassword: false,
    memberOnly: page.memberOnly,
    externalLink: page.externalLink ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  // The settings this form was filled from; a save made from older ones is refused (409).
  const [baseVersion, setBaseVersion] = useState(page.settingsVersion)
  const save = useMutation({
    mutationFn: (patch: PagePatch) => editorApi.updatePage(page.id, { ...patch, baseVersion }),
    onSuccess: ({ page: saved }) => {
      setBaseVersion(saved.settingsVersion)
      return queryClient.invalidateQueries({ queryKey: pagesKey })
    },
    onError: (error) => {
      if (error instanceof ApiError)
        setErrors({ ...(error.body.errors ?? {}), form: error.message })
    },
  })
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm({ ...form, [key]: value })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!urlIdPattern.test(form.urlId))
      found.urlId = fill(editorStrings.invalidPageUrl, { val: form.urlId })
    if (form.status === 'scheduled' && !form.publishOn)
      found.publishOn = 'Choose the date and time to publish.'
    setErrors(found)
    if (Object.keys(found).length > 0) return
    const patch: PagePatch = {
      title: form.title,
      navigationTitle: form.navigationTitle,
      urlId: form.urlId,
      seoTitle: form.seoTitle,
      seoDescription: form.seoDescription,
      status: form.status,
      memberOnly: form.memberOnly,
      ...(form.status === 'scheduled' ? { publishOn: new Date(form.publishOn).toISOString() } : {}),
      ...(form.password
        ? { password: form.password }
        : form.clearPassword
          ? { password: null }
          : {}),
      ...(page.kind === 'link' ? { externalLink: form.externalLink } : {}),
    }
    save.mutate(patch)
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
        <label>
          Publish on (date and time)
          <input
            type="datetime-local"
            value={form.publishOn}
            onChange={(event) => set('publishOn', event.target.value)}
          />
          {errors.publishOn ? <span role="alert">{errors.publishOn}</span> : null}
        </label>
      ) : null}
      <fieldset>
        <legend>Password lock</legend>
        <p>{page.locked ? 'This page is locked with a password.' : 'This page is not locked.'}</p>
        <label>
          {page.locked ? 'New password' : 'Password'}
          <input
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => set('password', event.target.value)}
          />
        </label>
        {page.locked ? (
          <label className="ed-check">
            <input
              type="checkbox"
              checked={form.clearPassword}
              onChange={(event) => set('clearPassword', event.target.checked)}
            />
            Remove the password
          </label>
        ) : null}
      </fieldset>
      <label className="ed-check">
        <input
          type="checkbox"
          checked={form.memberOnly}
          onChange={(event) => set('memberOnly', event.target.checked)}
        />
        Members only
      </label>
      {errors.form && !errors.urlId ? <p role="alert">{errors.form}</p> : null}
      {save.isSuccess ? <p role="status">Page settings saved.</p> : null}
      <button type="submit" disabled={save.isPending}>
        Save
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  )
}
