import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TagType } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { checkName, filterEntries, maxLength } from './taxonomy-rules.js'

type Mode = 'idle' | 'new' | 'edit' | 'merge'

/** The tag and category manager (SPEC §2): New, Edit, Merge, Remove, Filter; one type at a time. */
export function TaxonomyManager({ collectionId }: { collectionId: string }) {
  const queryClient = useQueryClient()
  const key = ['taxonomy', collectionId]
  const taxonomy = useQuery({ queryKey: key, queryFn: () => editorApi.taxonomy(collectionId) })
  const [tagType, setTagType] = useState<TagType>('tag')
  const [filter, setFilter] = useState('')
  const [mode, setMode] = useState<Mode>('idle')
  const [selected, setSelected] = useState<string[]>([])
  const [name, setName] = useState('')
  const [error, setError] = useState('')
  const change = useMutation({
    mutationFn: (body: Parameters<typeof editorApi.changeTaxonomy>[1]) =>
      editorApi.changeTaxonomy(collectionId, body),
    onSuccess: (data) => {
      queryClient.setQueryData(key, data)
      void queryClient.invalidateQueries({ queryKey: ['items', collectionId] })
      setMode('idle')
      setSelected([])
      setName('')
      setError('')
    },
    onError: (failure) => setError(failure.message),
  })
  // The save's success resets the form, so nothing may start or be typed while one is in flight.
  const saving = change.isPending
  const entries =
    tagType === 'tag' ? (taxonomy.data?.tags ?? []) : (taxonomy.data?.categories ?? [])
  const shown = filterEntries(entries, filter)
  const toggle = (entry: string) =>
    setSelected(
      selected.includes(entry) ? selected.filter((other) => other !== entry) : [...selected, entry],
    )

  const submit = () => {
    if (mode === 'merge') {
      const check = checkName(
        tagType,
        name,
        entries.filter((entry) => !selected.includes(entry.name)),
      )
      if (!check.ok && !entries.some((entry) => entry.name === name.trim()))
        return setError(check.message)
      return change.mutate({
        tagType,
        action: 'merge',
        name: selected[0] ?? '',
        names: selected,
        newName: name.trim(),
      })
    }
    const renaming = mode === 'edit' ? selected[0] : undefined
    const check = checkName(tagType, name, entries, renaming)
    if (!check.ok) return setError(check.message)
    if (mode === 'new') change.mutate({ tagType, action: 'create', name: check.name })
    if (mode === 'edit' && renaming)
      change.mutate({ tagType, action: 'rename', name: renaming, newName: check.name })
  }

  return (
    <section aria-labelledby="taxonomy-title" className="ed-taxonomy">
      <h3 id="taxonomy-title">Tags and categories</h3>
      <div role="tablist" aria-label="Edit">
        {(['tag', 'category'] as const).map((type) => (
          <button
            key={type}
            type="button"
            role="tab"
            aria-selected={tagType === type}
            disabled={saving}
            onClick={() => {
              setTagType(type)
              setSelected([])
              setMode('idle')
              setError('')
            }}
          >
            {type === 'tag' ? 'Tags' : 'Categories'}
          </button>
        ))}
      </div>
      <label>
        {editorStrings.filter}
        <input value={filter} onChange={(event) => setFilter(event.target.value)} />
      </label>
      <ul>
        {shown.map((entry) => (
          <li key={entry.name}>
            <label className="ed-check">
              <input
                type="checkbox"
                checked={selected.includes(entry.name)}
                onChange={() => toggle(entry.name)}
              />
              {entry.name} ({entry.count})
            </label>
          </li>
        ))}
      </ul>
      <div className="ed-actions">
        <button
          type="button"
          disabled={saving}
          onClick={() => {
            setMode('new')
            setName('')
          }}
        >
          {editorStrings.newTag}
        </button>
        <button
          type="button"
          disabled={saving || selected.length !== 1}
          onClick={() => {
            setMode('edit')
            setName(selected[0] ?? '')
          }}
        >
          {editorStrings.edit}
        </button>
        <button
          type="button"
          disabled={saving || selected.length < 2}
          onClick={() => {
            setMode('merge')
            setName(selected[0] ?? '')
          }}
        >
          {editorStrings.merge}
        </button>
        <button
          type="button"
          disabled={saving || selected.length === 0}
          onClick={() =>
            selected.forEach((entry) => change.mutate({ tagType, action: 'remove', name: entry }))
          }
        >
          {editorStrings.remove}
        </button>
      </div>
      {mode !== 'idle' ? (
        <div>
          <label>
            {mode === 'merge'
              ? `Merge into ${tagType}`
              : `${tagType === 'tag' ? 'Tag' : 'Category'} name`}
            <input
              value={name}
              maxLength={maxLength(tagType)}
              readOnly={saving}
              onChange={(event) => setName(event.target.value)}
            />
          </label>
          <button type="button" disabled={saving} onClick={submit}>
            Save
          </button>
          <button type="button" disabled={saving} onClick={() => setMode('idle')}>
            Cancel
          </button>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  )
}
