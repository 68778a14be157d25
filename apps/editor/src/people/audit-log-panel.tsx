import { useInfiniteQuery } from '@tanstack/react-query'
import { editorStrings } from '../strings.js'
import { peopleApi } from './people-api.js'
import { peopleStrings } from './people-strings.js'
import './people.css'
import { ErrorState, LoadingState } from '../ui/states.js'

/** The audit log: who changed what on this website and when, newest first, 50 at a time. */
export default function AuditLogPanel() {
  const log = useInfiniteQuery({
    queryKey: ['audit-log'],
    queryFn: ({ pageParam }) => peopleApi.auditLog(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? []
  return (
    <div className="ed-people">
      <h2>{peopleStrings.auditLog}</h2>
      {log.isPending ? <LoadingState /> : null}
      {log.isError ? <ErrorState error={log.error} onRetry={() => log.refetch()} /> : null}
      {log.isSuccess && entries.length === 0 ? (
        <p className="ed-hint">{peopleStrings.noEntries}</p>
      ) : null}
      {entries.length > 0 ? (
        // Focusable: on a phone the table scrolls sideways in its own box, by keyboard too.
        <table className="ed-people-table" tabIndex={0}>
          <thead>
            <tr>
              <th scope="col">{peopleStrings.when}</th>
              <th scope="col">{peopleStrings.who}</th>
              <th scope="col">{peopleStrings.what}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.createdAt).toLocaleString()}</td>
                <td>{entry.userEmail}</td>
                <td>
                  {entry.summary}
                  <span className="ed-people-route">
                    {entry.method} {entry.route}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {log.hasNextPage ? (
        <button
          type="button"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {editorStrings.loadMore}
        </button>
      ) : null}
    </div>
  )
}
