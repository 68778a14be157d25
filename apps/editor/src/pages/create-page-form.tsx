import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import type { CollectionKind, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { createStore } from '../store/create-store.js'
import { useSessionData } from '../shell/session-context.js'
import { pagesKey } from './use-pages.js'

const kinds: { kind: CollectionKind; label: string }[] = [
  { kind: 'page', label: 'Page' },
  { kind: 'blog', label: 'Blog' },
  { kind: 'store', label: 'Store' },
  { kind: 'gallery', label: 'Gallery' },
  { kind: 'events', label: 'Events' },
  { kind: 'course', label: 'Course' },
  { kind: 'link', label: 'Link' },
  { kind: 'folder', label: 'Folder' },
]

/** Adds a page of any kind; a store goes through the store creation flow (SPEC §4). */
export function CreatePageForm({ onCreated }: { onCreated: (page: PageSummary) => void }) {
  const session = useSessionData()
  const queryClient = useQueryClient()
  const [kind, setKind] = useState<CollectionKind>('page')
  const [title, setTitle] = useState('')
  const [section, setSection] = useState<'main' | 'hidden'>('main')
  const create = useMutation({
    mutationFn: async (): Promise<PageSummary | undefined> => {
      if (kind === 'store') {
        const result = await createStore(session.website.id, title, {
          addToNavigation: section === 'main',
        })
        if (!result.ok) throw new Error(result.message)
        return undefined
      }
      return (await editorApi.createPage({ kind, title, section })).page
    },
    onSuccess: async (page) => {
      setTitle('')
      await queryClient.invalidateQueries({ queryKey: pagesKey })
      if (page) onCreated(page)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  return (
    <form onSubmit={submit} className="ed-create-page" aria-label="Add a page">
      <label>
        Page type
        <select value={kind} onChange={(event) => setKind(event.target.value as CollectionKind)}>
          {kinds.map((option) => (
            <option key={option.kind} value={option.kind}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        New page title
        <input value={title} required onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        Section
        <select
          value={section}
          onChange={(event) => setSection(event.target.value as 'main' | 'hidden')}
        >
          <option value="main">Main Navigation</option>
          <option value="hidden">Not Linked</option>
        </select>
      </label>
      <button type="submit" className="ed-primary ui-button" disabled={create.isPending}>
        <Plus size={16} aria-hidden="true" focusable="false" />
        Add page
      </button>
      {create.isError ? <p role="alert">{create.error.message}</p> : null}
    </form>
  )
}
