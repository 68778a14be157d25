import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { editorStrings } from '../strings.js'
import { formatDate } from './format-date.js'
import { inboxApi, type MailingList } from './inbox-api.js'
import { inboxStrings } from './inbox-strings.js'
import { ErrorState, LoadingState } from '../ui/states.js'
import { Table } from '../ui/table.js'

/** One mailing list: its subscribers with their status and sign-up date, more on request; its CSV. */
export function ListSubscribers({ list, timeZone }: { list: MailingList; timeZone?: string }) {
  const headingId = useId()
  const subscribers = useInfiniteQuery({
    queryKey: ['inbox', 'subscribers', list.id],
    queryFn: ({ pageParam }) => inboxApi.subscribers(list.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageCursor ?? undefined,
  })
  const all = subscribers.data?.pages.flatMap((page) => page.subscribers) ?? []
  return (
    <section className="ed-inbox-entry" aria-labelledby={headingId}>
      <header className="ed-inbox-entry-header">
        <h4 id={headingId}>{list.name}</h4>
        <a href={inboxApi.subscribersCsvUrl(list.id)} download>
          {inboxStrings.downloadCsv}
        </a>
      </header>
      {subscribers.isError ? (
        <ErrorState
          error={subscribers.error}
          message={editorStrings.unableToLoadResults}
          onRetry={() => subscribers.refetch()}
        />
      ) : null}
      {subscribers.isPending ? <LoadingState /> : null}
      {subscribers.isSuccess && all.length === 0 ? (
        <p className="ed-hint">{inboxStrings.noSubscribers}</p>
      ) : null}
      {all.length > 0 ? (
        <Table className="ed-inbox-table">
          <caption className="ed-visually-hidden">{list.name}</caption>
          <thead>
            <tr>
              <th scope="col">{inboxStrings.email}</th>
              <th scope="col">{inboxStrings.name}</th>
              <th scope="col">{inboxStrings.status}</th>
              <th scope="col">{inboxStrings.signedUp}</th>
            </tr>
          </thead>
          <tbody>
            {all.map((subscriber) => (
              <tr key={subscriber.id}>
                <td>{subscriber.email}</td>
                <td>{`${subscriber.firstName} ${subscriber.lastName}`.trim()}</td>
                <td>{inboxStrings.subscriberStatus[subscriber.status]}</td>
                <td>
                  <time dateTime={subscriber.createdAt}>
                    {formatDate(subscriber.createdAt, timeZone)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      ) : null}
      {subscribers.hasNextPage ? (
        <button
          type="button"
          disabled={subscribers.isFetchingNextPage}
          onClick={() => void subscribers.fetchNextPage()}
        >
          {editorStrings.loadMore}
        </button>
      ) : null}
    </section>
  )
}
