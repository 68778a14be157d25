import type { LucideIcon } from 'lucide-react'
import { AlertCircle, Inbox, LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { editorStrings } from '../strings.js'
import { ApiError } from '../api/api-error.js'

/** Something is on its way: a spinner and 'Loading…', announced politely. */
export function LoadingState({ label = editorStrings.loading }: { label?: string }) {
  return (
    <p className="ui-state ui-loading" aria-live="polite" aria-busy="true">
      <LoaderCircle size={18} aria-hidden="true" focusable="false" className="ui-spin" />
      {label}
    </p>
  )
}

/**
 * What a failed load says (SPEC §8): 'Network error' when nothing answered, otherwise
 * 'Unable to load. Try again.' (or the message given), with a button that tries again.
 */
export function ErrorState({
  error,
  message,
  onRetry,
}: {
  error?: unknown
  message?: string
  onRetry?: () => unknown
}) {
  const text =
    message ??
    (error instanceof ApiError && error.status === 0
      ? editorStrings.networkError
      : editorStrings.unableToLoadTryAgain)
  return (
    <div className="ui-state ui-error" role="alert">
      <AlertCircle size={18} aria-hidden="true" focusable="false" />
      <span>{text}</span>
      {onRetry ? (
        <button type="button" onClick={() => void onRetry()}>
          {editorStrings.retry}
        </button>
      ) : null}
    </div>
  )
}

/** Nothing here yet: an icon, a sentence, and what to do about it. */
export function EmptyState({
  icon: Icon = Inbox,
  children,
  action,
}: {
  icon?: LucideIcon
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="ui-state ui-empty ed-empty">
      <Icon size={22} aria-hidden="true" focusable="false" />
      <p>{children}</p>
      {action}
    </div>
  )
}

interface QueryLike {
  isPending: boolean
  isError: boolean
  error: unknown
  refetch: () => unknown
}

/** The loading or error state of a query, or nothing once it has its data. */
export function QueryState({ query, message }: { query: QueryLike; message?: string }) {
  if (query.isError) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => query.refetch()}
        {...(message === undefined ? {} : { message })}
      />
    )
  }
  if (query.isPending) return <LoadingState />
  return null
}
