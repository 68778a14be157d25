import { useQuery } from '@tanstack/react-query'
import { editorStrings } from '../strings.js'
import type { RangeChoice } from './analytics-api.js'
import { analyticsStrings as s } from './analytics-strings.js'

/** Loading, error (with Try again) and the panel once loaded. */
export function usePanel<T>(
  name: string,
  choice: RangeChoice,
  load: (choice: RangeChoice) => Promise<T>,
) {
  return useQuery({ queryKey: ['analytics', name, choice], queryFn: () => load(choice) })
}

export function PanelState({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
}) {
  if (query.isPending) return <p className="ed-hint">{s.loading}</p>
  if (query.isError) {
    return (
      <p role="alert">
        {editorStrings.unableToLoadTryAgain}{' '}
        <button type="button" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    )
  }
  return null
}
