import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query'
import { Download, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { mailingListsApi, type MailingList, type Subscriber } from '../api/mailing-lists-api.js'
import { useSiteTimeZone } from '../state/site-time-zone.js'
import { ConfirmDialog, ErrorState, IconButton, LoadingState, Table } from '../ui/index.js'
import { AddSubscriberForm } from './add-subscriber-form.js'
import { fillText, mailingListsStrings as s } from './mailing-lists-strings.js'
import { SubscriberImport } from './subscriber-import.js'

function formatDate(iso: string, timeZone: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(date)
}

/** A list's subscribers with their status, searched, added one by one or from a CSV, removed. */
export function ListSubscribersTable({ list }: { list: MailingList }) {
  const headingId = useId()
  const timeZone = useSiteTimeZone()
  const client = useQueryClient()
  const [search, setSearch] = useState('')
  const [leaving, setLeaving] = useState<Subscriber | undefined>()
  const subscribers = useInfiniteQuery({
    queryKey: ['mailing-lists', 'subscribers', list.id, search.trim()],
    queryFn: ({ pageParam }) => mailingListsApi.subscribers(list.id, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageCursor ?? undefined,
  })
  const refresh = () => client.invalidateQueries({ queryKey: ['mailing-lists'] })
  const remove = useMutation({
    mutationFn: (subscriber: Subscriber) =>
      mailingListsApi.removeSubscriber(list.id, subscriber.id),
    onSuccess: refresh,
  })
  const all = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? []
  return (
    <section className="ed-card ed-mailing-subscribers" aria-labelledby={headingId}>
      <header className="ed-mailing-subscribers-head">
        <h3 id={headingId}>{s.subscribers}</h3>
        <a className="ui-button ed-mailing-export" href={mailingListsApi.csvUrl(list.id)} download>
          <Download size={16} aria-hidden="true" focusable="false" />
          {s.exportCsv}
        </a>
      </header>
      <AddSubscriberForm listId={list.id} onAdded={refresh} />
      <SubscriberImport listId={list.id} onImported={refresh} />
      <div className="ui-field ed-mailing-search">
        <label htmlFor={`${headingId}-search`}>{s.search}</label>
        <input
          id={`${headingId}-search`}
          type="search"
          value={search}
          maxLength={320}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      {subscribers.isError ? (
        <ErrorState error={subscribers.error} onRetry={() => subscribers.refetch()} />
      ) : null}
      {subscribers.isPending ? <LoadingState /> : null}
      {subscribers.isSuccess && all.length === 0 ? (
        <p className="ed-mailing-empty">{search.trim() === '' ? s.noSubscribers : s.noMatches}</p>
      ) : null}
      {all.length > 0 ? (
        <Table className="ed-mailing-table">
          <caption className="ed-visually-hidden">{list.name}</caption>
          <thead>
            <tr>
              <th scope="col">{s.email}</th>
              <th scope="col">{s.name}</th>
              <th scope="col">{s.status}</th>
              <th scope="col">{s.signedUp}</th>
              <th scope="col">
                <span className="ed-visually-hidden">{s.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {all.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="ed-mailing-email">{subscriber.email}</td>
                <td>{`${subscriber.firstName} ${subscriber.lastName}`.trim()}</td>
                <td>
                  <span className={`ed-mailing-status ed-mailing-status-${subscriber.status}`}>
                    {s.subscriberStatus[subscriber.status]}
                  </span>
                </td>
                <td>
                  <time dateTime={subscriber.createdAt}>
                    {formatDate(subscriber.createdAt, timeZone)}
                  </time>
                </td>
                <td>
                  <IconButton
                    label={fillText(s.removeSubscriber, { email: subscriber.email })}
                    icon={Trash2}
                    tone="danger"
                    onClick={() => setLeaving(subscriber)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {subscribers.hasNextPage ? (
        <button
          type="button"
          className="ui-button"
          disabled={subscribers.isFetchingNextPage}
          onClick={() => void subscribers.fetchNextPage()}
        >
          {s.loadMore}
        </button>
      ) : null}
      <ConfirmDialog
        open={leaving !== undefined}
        title={fillText(s.removeTitle, { email: leaving?.email ?? '' })}
        description={fillText(s.removeDescription, { name: list.name })}
        confirmLabel={s.remove}
        cancelLabel={s.keep}
        onCancel={() => setLeaving(undefined)}
        onConfirm={() => {
          if (leaving !== undefined) remove.mutate(leaving)
          setLeaving(undefined)
        }}
      />
    </section>
  )
}
