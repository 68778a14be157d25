import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { editorStrings, fill } from '../strings.js'
import { formatDate } from './format-date.js'
import { inboxApi, type FormChoice } from './inbox-api.js'
import { inboxStrings } from './inbox-strings.js'
import { ErrorState, LoadingState } from '../ui/states.js'

/** One form: its submissions newest first, each answer summarised, more on request; its CSV. */
export function FormSubmissions({ form, timeZone }: { form: FormChoice; timeZone?: string }) {
  const headingId = useId()
  const submissions = useInfiniteQuery({
    queryKey: ['inbox', 'submissions', form.id],
    queryFn: ({ pageParam }) => inboxApi.submissions(form.id, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextPageCursor ?? undefined,
  })
  const all = submissions.data?.pages.flatMap((page) => page.submissions) ?? []
  return (
    <section className="ed-inbox-entry" aria-labelledby={headingId}>
      <header className="ed-inbox-entry-header">
        <h4 id={headingId}>{form.name}</h4>
        <a href={inboxApi.submissionsCsvUrl(form.id)} download>
          {inboxStrings.downloadCsv}
        </a>
      </header>
      {submissions.isError ? (
        <ErrorState
          error={submissions.error}
          message={editorStrings.unableToLoadResults}
          onRetry={() => submissions.refetch()}
        />
      ) : null}
      {submissions.isPending ? <LoadingState /> : null}
      {submissions.isSuccess && all.length === 0 ? (
        <p className="ed-hint">{inboxStrings.noSubmissions}</p>
      ) : null}
      <ol className="ed-inbox-rows">
        {all.map((submission) => (
          <li key={submission.id}>
            <p className="ed-inbox-meta">
              <time dateTime={submission.createdAt}>
                {fill(inboxStrings.submittedOn, {
                  date: formatDate(submission.createdAt, timeZone),
                })}
              </time>{' '}
              {submission.pageTitle || submission.pagePath
                ? fill(inboxStrings.fromPage, {
                    page: submission.pageTitle || submission.pagePath,
                  })
                : null}
            </p>
            <dl>
              {submission.answers.map((answer) => (
                <div key={answer.fieldId}>
                  <dt>{answer.label}</dt>
                  <dd>{answer.answer}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {submissions.hasNextPage ? (
        <button
          type="button"
          disabled={submissions.isFetchingNextPage}
          onClick={() => void submissions.fetchNextPage()}
        >
          {editorStrings.loadMore}
        </button>
      ) : null}
    </section>
  )
}
