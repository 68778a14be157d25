import { useQuery } from '@tanstack/react-query'
import { ErrorState, LoadingState } from '../ui/states.js'
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
  query: { isPending: boolean; isError: boolean; error?: unknown; refetch: () => unknown }
}) {
  if (query.isPending) return <LoadingState label={s.loading} />
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />
  return null
}
