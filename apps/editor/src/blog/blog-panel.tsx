import { CONTENT_STATUS_LABELS } from '@atelier/schema'
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import type { ItemSummary, PageSummary } from '../api/api-types.js'
import { editorApi } from '../api/editor-api.js'
import { editorStrings } from '../strings.js'
import { ItemEditor } from './item-editor.js'
import { TaxonomyManager } from './taxonomy-manager.js'

/** A blog's posts: list, create, and edit one at a time. */
export default function BlogPanel({ collection }: { collection: PageSummary }) {
  const queryClient = useQueryClient()
  const key = ['items', collection.id]
  const [title, setTitle] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  const items = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => editorApi.items(collection.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
  const create = useMutation({
    mutationFn: () => editorApi.createItem(collection.id, title),
    onSuccess: async ({ item }) => {
      setTitle('')
      await queryClient.invalidateQueries({ queryKey: key })
      setEditing(item.id)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    create.mutate()
  }
  const all: ItemSummary[] = items.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <div className="ed-blog">
      <section aria-labelledby="posts-title">
        <h2 id="posts-title">{collection.title}: posts</h2>
        <form onSubmit={submit} aria-label="New post">
          <label>
            New post title
            <input value={title} required onChange={(event) => setTitle(event.target.value)} />
          </label>
          <button type="submit">Add post</button>
          {create.isError ? <p role="alert">{create.error.message}</p> : null}
        </form>
        {items.isError ? <p role="alert">{editorStrings.unableToLoadResults}</p> : null}
        <ul>
          {all.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={editing === item.id ? 'true' : undefined}
                onClick={() => setEditing(item.id)}
              >
                {item.title}
              </button>{' '}
              {CONTENT_STATUS_LABELS[item.status] ?? ''}
            </li>
          ))}
        </ul>
        {items.hasNextPage ? (
          <button type="button" onClick={() => void items.fetchNextPage()}>
            {editorStrings.loadMore}
          </button>
        ) : null}
        <TaxonomyManager collectionId={collection.id} />
      </section>
      {editing ? (
        <ItemEditor
          key={editing}
          itemId={editing}
          collectionId={collection.id}
          onDeleted={() => setEditing(null)}
        />
      ) : null}
    </div>
  )
}
