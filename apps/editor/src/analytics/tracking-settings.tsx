import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { editorStrings } from '../strings.js'
import { analyticsApi } from './analytics-api.js'
import type { AnalyticsSettings } from './analytics-api.js'
import { analyticsStrings as s } from './analytics-strings.js'

/** The cookie policy (no banner, notice, opt-in) and whether the site records page views. */
export function TrackingSettings() {
  const queryClient = useQueryClient()
  const query = useQuery({ queryKey: ['analytics', 'settings'], queryFn: analyticsApi.settings })
  const [draft, setDraft] = useState<AnalyticsSettings | undefined>(undefined)
  useEffect(() => {
    if (query.data !== undefined) setDraft(query.data)
  }, [query.data])
  const save = useMutation({
    mutationFn: analyticsApi.saveSettings,
    onSuccess: (saved) => queryClient.setQueryData(['analytics', 'settings'], saved),
  })
  return (
    <section className="ed-analytics__section" aria-labelledby="ed-analytics-settings">
      <h3 id="ed-analytics-settings">{s.settings}</h3>
      {query.isError ? <p role="alert">{editorStrings.unableToLoadTryAgain}</p> : null}
      {query.isPending ? <p className="ed-hint">{s.loading}</p> : null}
      {draft !== undefined ? (
        <form
          className="ed-analytics-settings"
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate(draft)
          }}
        >
          <fieldset>
            <legend>{s.cookiePolicy}</legend>
            {(['none', 'notice', 'opt-in'] as const).map((policy) => (
              <label key={policy}>
                <input
                  type="radio"
                  name="cookiePolicy"
                  value={policy}
                  checked={draft.cookiePolicy === policy}
                  onChange={() => setDraft({ ...draft, cookiePolicy: policy })}
                />
                {s.policies[policy]}
              </label>
            ))}
          </fieldset>
          <label>
            <input
              type="checkbox"
              checked={draft.censusEnabled}
              onChange={(event) => setDraft({ ...draft, censusEnabled: event.target.checked })}
            />
            {s.censusEnabled}
          </label>
          <div>
            <button type="submit" disabled={save.isPending}>
              {s.save}
            </button>{' '}
            <span role="status">
              {save.isSuccess ? s.saved : save.isError ? editorStrings.somethingWentWrong : ''}
            </span>
          </div>
        </form>
      ) : null}
    </section>
  )
}
